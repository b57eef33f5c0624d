import FoundationEssentials
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Background decode workers fed with a priority list that the main thread replaces each frame.
///
/// - Requests no longer wanted are dropped before they start; running ones are left to finish
///   and their results discarded: a decode is not cut short for being no longer wanted. (Only
///   the app's ``IsolatedDecoder`` can cut one short at all: it kills the decode's worker
///   process on the stop and after the per-picture deadline. A decoder in this process, such as
///   ``FileDecoder`` in tests, always finishes.)
/// - One file is never decoded by two workers at once, whatever the box.
/// - Each finished result calls `notify` (the app posts to its inbox, which wakes the loop).
/// - Once `stop` is stopped, nothing more starts and every wait returns at once, whatever the
///   running decodes do (a decoder that can be interrupted hears the same signal).
///
/// `@unchecked Sendable`: all mutable state is touched only with `condition` locked; the decoder
/// is `Sendable`; `notify` is `@Sendable`.
package final class DecodeQueue: @unchecked Sendable {
  private let decoder: any PictureDecoder
  private let notify: @Sendable () -> Void
  private let stop: StopSignal
  private let condition = Condition()
  private var pending: [DecodeRequest] = []
  private var running: Set<DecodeRequest> = []
  private var unwanted: Set<DecodeRequest> = []
  private var finished: [DecodeResult] = []
  private var isStopping = false
  private var liveWorkers = 0
  private var started = 0
  private var discarded = 0
  /// Whether the threads run below normal priority (each lowers its own before its next
  /// decode).
  private var isLowered: Bool

  /// Starts `workerCount` threads, at lowered priority unless `lowered` is false (until
  /// ``lowerPriority()``: the app's first picture).
  package init(
    decoder: any PictureDecoder, workerCount: Int, stop: StopSignal = StopSignal(),
    lowered: Bool = true, notify: @escaping @Sendable () -> Void
  ) {
    self.decoder = decoder
    self.notify = notify
    self.stop = stop
    isLowered = lowered
    liveWorkers = max(1, workerCount)
    for index in 0..<liveWorkers {
      DetachedThread.start(name: "carousel-decode-\(index)") { [self] in workerLoop() }
    }
    let condition = condition
    stop.onStop {
      condition.lock()
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The number of workers: one per processor this process may run on (its affinity mask,
  /// ``Processors/available``), so that on one core the next picture decodes alone.
  package static var defaultWorkerCount: Int { Processors.available }

  /// Replaces what should be decoded, most urgent first.
  ///
  /// Requests already running or finished and not yet taken are not queued again.
  package func setWanted(_ requests: [DecodeRequest]) {
    condition.lock()
    defer { condition.unlock() }
    let wanted = Set(requests)
    let done = Set(finished.map(\.request))
    var seen: Set<DecodeRequest> = []
    pending = requests.filter { request in
      seen.insert(request).inserted && !running.contains(request) && !done.contains(request)
    }
    unwanted = running.subtracting(wanted)
    if !pending.isEmpty { condition.broadcast() }
  }

  /// Puts `requests` at the front of the queue, keeping the rest (for a frame that must wait).
  ///
  /// As in ``setWanted(_:)``, requests running or finished and not yet taken are not queued
  /// again (one that finished between the caller's upload and this call was decoded twice).
  package func prioritise(_ requests: [DecodeRequest]) {
    condition.lock()
    defer { condition.unlock() }
    let done = Set(finished.map(\.request))
    let urgent = requests.filter { !running.contains($0) && !done.contains($0) }
    let urgentSet = Set(urgent)
    pending = urgent + pending.filter { !urgentSet.contains($0) }
    unwanted.subtract(requests)
    condition.broadcast()
  }

  /// Takes the results finished since the last call (main thread).
  package func takeFinished() -> [DecodeResult] {
    condition.lock()
    defer { condition.unlock() }
    let results = finished
    finished.removeAll()
    return results
  }

  /// Blocks until none of `requests` is queued or running, or the queue is stopped.
  ///
  /// Requests never queued return at once.
  package func waitUntilDone(_ requests: Set<DecodeRequest>) {
    condition.lock()
    defer { condition.unlock() }
    while !stop.isStopped,
      !running.isDisjoint(with: requests) || pending.contains(where: requests.contains)
    {
      condition.wait()
    }
  }

  /// Blocks until nothing is queued or running, or the queue is stopped.
  package func waitUntilIdle() {
    condition.lock()
    defer { condition.unlock() }
    while !stop.isStopped, !running.isEmpty || !pending.isEmpty { condition.wait() }
  }

  /// The items with a request queued, running, or finished and not taken yet: those whose
  /// result may still come.
  package var outstandingKeys: Set<ItemKey> {
    condition.lock()
    defer { condition.unlock() }
    return Set((pending + running + finished.map(\.request)).map(\.item.key))
  }

  /// Requests queued or running now.
  package var outstandingCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return running.count + pending.count
  }

  /// Decodes started since creation (for tests and the benchmark).
  package var startedCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return started
  }

  /// Decodes whose results were thrown away (no longer wanted when they finished).
  package var discardedCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return discarded
  }

  /// Finished results waiting for the main thread: buffers alive outside the cache.
  package var finishedCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return finished.count
  }

  /// Stops the workers and waits for them to exit: a decoder that hears `stop` ends its decode
  /// at once, others after their current decode.
  package func shutdown() {
    stop.stop()
    condition.lock()
    isStopping = true
    pending.removeAll()
    condition.broadcast()
    while liveWorkers > 0 { condition.wait() }
    condition.unlock()
  }

  // MARK: - Workers

  /// Lowers the threads' priority below the main thread's, from their next decode on.
  package func lowerPriority() {
    condition.lock()
    isLowered = true
    condition.unlock()
  }

  private func workerLoop() {
    var lowered = false
    while let (request, lower) = nextRequest() {
      if lower, !lowered {
        lowerOwnPriority()
        lowered = true
      }
      let outcome: Result<DecodedPicture, DecodeFailure>
      do {
        var picture = try decoder.decode(request)
        // Found here, off the main thread, which then uploads an opaque picture without alpha.
        picture.isOpaque = picture.animation == nil && picture.pixels.isOpaque
        outcome = .success(picture)
      } catch {
        outcome = .failure(error)
      }
      finish(request, outcome)
    }
  }

  /// The first queued request whose file no worker is decoding, waiting for one, and whether
  /// threads run lowered now; nil to exit.
  private func nextRequest() -> (DecodeRequest, lowered: Bool)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if isStopping || stop.isStopped {
        liveWorkers -= 1
        condition.broadcast()
        return nil
      }
      let busyPaths = Set(running.map(\.path))
      if let index = pending.firstIndex(where: { !busyPaths.contains($0.path) }) {
        let request = pending.remove(at: index)
        running.insert(request)
        started += 1
        return (request, isLowered)
      }
      condition.wait()
    }
  }

  private func finish(_ request: DecodeRequest, _ outcome: Result<DecodedPicture, DecodeFailure>) {
    condition.lock()
    running.remove(request)
    if unwanted.remove(request) != nil {
      discarded += 1
    } else {
      finished.append(DecodeResult(request: request, outcome: outcome))
    }
    condition.broadcast()
    condition.unlock()
    notify()
  }

  /// Lowers this thread's scheduling priority, so the main thread's drawing and input win the CPU.
  ///
  /// On Linux, nice values belong to threads and `setpriority(PRIO_PROCESS, 0, …)` changes only the
  /// calling one.
  private func lowerOwnPriority() {
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, PipelineConstants.workerNiceness)
  }
}
