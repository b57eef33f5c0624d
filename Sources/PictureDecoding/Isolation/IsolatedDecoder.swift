import Geometry
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// How an ``IsolatedDecoder`` starts its first workers.
package enum WorkerStart: Sendable {
  /// The executable in worker mode, started on a thread of its own: the caller goes on at once.
  case spawning
  /// Copies of this process (``DecoderProcess/fork(arguments:environment:)``), made on the
  /// calling thread before it goes on, each ready at once and at this process's priority until
  /// ``IsolatedDecoder/lowerPriority()``; spawned instead if the process has threads already.
  /// The app starts its workers so, first thing.
  case forking
}

/// Decodes in worker processes (``DecodeWorker``): the app's decoder.
///
/// The workers are started once, in the background, and each decode borrows an idle one: it
/// sends the request, then waits for the reply, the per-picture deadline or the stop, whichever
/// comes first. A worker that crashes or passes the deadline is killed and replaced, and the
/// picture gets an error page; the app goes on. Once `stop` is said, waits end at once and busy
/// workers are killed.
///
/// A worker in `idle` or `busy` has not been reaped: whoever reaps one takes it out of them
/// first, under the lock, and signals (the stop's SIGKILL, a new priority) go only to workers
/// found in them, under the lock. So no signal can reach a pid the kernel has since given to
/// another process.
///
/// `@unchecked Sendable`: `idle`, `busy`, `starting`, `isShutDown` and `startFailure` are only
/// touched with `condition` locked; a borrowed ``DecoderProcess`` is used by its borrower alone
/// (others only signal its pid, as above); the rest is constant.
package final class IsolatedDecoder: PictureDecoder, @unchecked Sendable {
  private let executable: String
  private let arguments: [String]
  private let environment: [String]
  private let deadline: Double
  private let stop: StopSignal
  private let condition = Condition()
  private var idle: [DecoderProcess] = []
  private var busy: [pid_t: DecoderProcess] = [:]
  /// Workers being started in the background.
  private var starting = 0
  private var isShutDown = false
  /// Readable once `stop` is said: what waits poll besides the worker's socket; nil when the
  /// system gave none, and then no worker starts.
  private let stopPipe: WakePipe?
  private var startFailure: String?
  /// Where every worker process is spawned (the first ones unless forked, and replacements).
  private let spawner = WorkerSpawner()

  /// Starts `workerCount` workers: copies of this process at once, when `start` asks for that
  /// and it can, else `executable` in worker mode, spawned in the background.
  ///
  /// - Parameters:
  ///   - executable: the carousel binary (`/proc/self/exe` in the app; tests pass the built
  ///     one).
  ///   - cacheBudget: the texture cache's budget (`--cache-mb`), which the fitted frames of one
  ///     animation may not exceed; sent to each worker.
  ///   - deadline: seconds a worker may take on one picture.
  ///   - environment: `NAME=value` entries added to the workers' environment (tests).
  ///   - start: how the first workers start; replacements are always spawned.
  ///   - onReady: called once the first worker is started.
  package init(
    executable: String = "/proc/self/exe", workerCount: Int,
    maximumMegapixels: Int = PipelineConstants.defaultMaximumMegapixels,
    cacheBudget: MemoryBudget,
    deadline: Double = PipelineConstants.decoderDeadline, stop: StopSignal = StopSignal(),
    environment: [String] = [], start: WorkerStart = .spawning,
    onReady: @escaping @Sendable () -> Void = {}
  ) {
    self.executable = executable
    arguments = DecodeWorker.arguments(
      maximumMegapixels: maximumMegapixels, cacheBudget: cacheBudget)
    self.environment = environment
    self.deadline = deadline
    self.stop = stop
    do {
      stopPipe = try WakePipe()
    } catch {
      // Without it a stop could not end the waits: every picture says why it is not shown.
      stopPipe = nil
      startFailure = "no pipe to stop it with (\(error))"
    }
    starting = stopPipe == nil ? 0 : max(1, workerCount)
    for index in 0..<starting {
      // Copies of this process, made here and now, are ready at once; spawned ones take a
      // program to load.
      if start == .forking,
        case .success(let worker) = DecoderProcess.fork(
          arguments: arguments, environment: environment)
      {
        add(.success(worker))
        if index == 0 { onReady() }
      } else {
        spawner.run { [self] in
          add(spawn())
          if index == 0 { onReady() }
        }
      }
    }
    // The stop signal may outlive the decoder: it holds the pipe, never a closed descriptor.
    let wake = stopPipe
    stop.onStop { [weak self] in
      wake?.wake()
      self?.killBusyWorkers()
    }
  }

  deinit {
    shutdown()
  }

  package func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    try decode(WorkerMessage.request(path, box: box))
  }

  package func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
    throws(DecodeFailure) -> DecodedPicture
  {
    try decode(WorkerMessage.request(path, region: region, box: box))
  }

  package func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
  {
    try decode(WorkerMessage.thumbnail(path, size: size, cache: cache))
  }

  /// The facts a worker reads with its codecs; empty when it fails on the file (a crash, the
  /// deadline: it is replaced) or the decoder is stopping.
  package func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int)
    -> CodecFacts
  {
    guard CodecFacts.formats.contains(format) else { return CodecFacts() }
    let request = WorkerMessage.codecFacts(path, format: format, byteLimit: byteLimit)
    let facts = try? ask(request) { bytes, attached in
      WorkerMessage.parseCodecFacts(bytes, attached: attached).map { .success($0) }
    }
    return facts ?? CodecFacts()
  }

  /// Sends `request` to an idle worker and waits for its reply.
  private func decode(_ request: [UInt8]) throws(DecodeFailure) -> DecodedPicture {
    try ask(request) { bytes, attached in
      WorkerMessage.parseReply(bytes, attached: attached)
    }
  }

  /// Sends `request` to an idle worker, waits for its reply and reads it with `parse` (nil: a
  /// garbled reply), which may read the attached descriptor but not keep it.
  private func ask<Reply>(
    _ request: [UInt8], parse: ([UInt8], Int32?) -> Result<Reply, DecodeFailure>?
  ) throws(DecodeFailure) -> Reply {
    let worker = try borrow()
    guard worker.socket.send(request) else {
      // Dead already (SIGKILL leaves how it ended as it was), or of no use: reaped either way.
      throw replace(worker, killing: true) { .decoderCrashed($0) }
    }
    switch wait(for: worker) {
    case .reply(let bytes, let attached):
      defer { attached.map { _ = close($0) } }
      giveBack(worker)
      guard let outcome = parse(bytes, attached) else {
        throw .decoderCrashed("its reply was garbled")
      }
      return try outcome.get()
    case .outOfDescriptors:
      giveBack(worker)
      throw .readFailed("Carousel has no file descriptor left (too many open files)")
    case .closed:
      throw replace(worker, killing: false) { .decoderCrashed($0) }
    case .timedOut:
      let seconds = Int(deadline.rounded())
      throw replace(worker, killing: true) { _ in .decoderGaveUp(seconds: seconds) }
    case .stopped:
      throw replace(worker, killing: true) { _ in .stopped }
    }
  }

  /// Lowers the workers' priority below the app's (``PipelineConstants/workerNiceness``):
  /// the copies forked at the start run at the app's own until its first picture is shown;
  /// spawned workers start lowered.
  package func lowerPriority() {
    condition.lock()
    defer { condition.unlock() }
    // Under the lock: these workers are not reaped yet (see the type's comment).
    for pid in idle.map(\.pid) + Array(busy.keys) {
      _ = setpriority(
        __priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), PipelineConstants.workerNiceness)
    }
  }

  /// Ends every worker (the app is ending): finishes the idle ones and kills the busy ones,
  /// and returns once their borrowers, woken by the stop pipe, have taken them out to reap.
  package func shutdown() {
    condition.lock()
    isShutDown = true
    while starting > 0 { condition.wait() }
    let spare = idle
    idle.removeAll()
    condition.unlock()
    stopPipe?.wake()
    spare.forEach { $0.finish() }
    condition.lock()
    killBusy()
    while !busy.isEmpty { condition.wait() }
    condition.unlock()
    spawner.stop()
  }

  /// The pids of the workers lent to decodes now, in no order (tests).
  var busyWorkers: [pid_t] {
    condition.lock()
    defer { condition.unlock() }
    return Array(busy.keys)
  }

  /// Blocks until at least `count` workers are lent to decodes, or until `deadline`; whether
  /// they are (tests).
  func waitForBusyWorkers(_ count: Int, until deadline: Deadline) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while busy.count < count {
      guard condition.wait(until: deadline) else { return busy.count >= count }
    }
    return true
  }

  // MARK: - Borrowing workers

  /// An idle worker, waiting while none is but one is starting or busy (a decode beyond the
  /// pipeline's own, such as a surface's snapshot, waits its turn: a busy worker is given back
  /// or replaced within the deadline).
  private func borrow() throws(DecodeFailure) -> DecoderProcess {
    condition.lock()
    defer { condition.unlock() }
    while idle.isEmpty, starting > 0 || !busy.isEmpty, !isShutDown, !stop.isStopped {
      condition.wait()
    }
    if isShutDown || stop.isStopped { throw .stopped }
    guard !idle.isEmpty else {
      throw .decoderUnavailable(startFailure ?? "no decoder process is running")
    }
    let worker = idle.removeLast()
    busy[worker.pid] = worker
    condition.broadcast()  // for waitForBusyWorkers
    return worker
  }

  /// Makes a worker that answered idle again; finishes it instead once the decoder is shut down.
  private func giveBack(_ worker: DecoderProcess) {
    condition.lock()
    busy[worker.pid] = nil
    let keeps = !isShutDown
    if keeps { idle.append(worker) }
    condition.broadcast()
    condition.unlock()
    if !keeps { worker.finish() }
  }

  /// Takes a dead or doomed worker out of `busy`, then ends it (`killing`: SIGKILL first) and
  /// reaps it, starts another in its place unless the decoder is stopping, and returns the
  /// failure made from how it ended.
  private func replace(
    _ worker: DecoderProcess, killing: Bool, failure: (_ ending: String) -> DecodeFailure
  ) -> DecodeFailure {
    condition.lock()
    busy[worker.pid] = nil  // before the reap: nothing signals it from now on
    let restart = !isShutDown && !stop.isStopped
    if restart { starting += 1 }
    condition.broadcast()
    condition.unlock()
    let ending = killing ? worker.kill() : worker.reap()
    if restart { spawner.run { [self] in add(spawn()) } }
    return failure(ending)
  }

  private func add(_ spawned: Result<DecoderProcess, SpawnError>) {
    condition.lock()
    starting -= 1
    switch spawned {
    case .success(let worker):
      if isShutDown {
        condition.unlock()
        worker.finish()
        condition.lock()
      } else {
        idle.append(worker)
      }
    case .failure(let error):
      startFailure = error.message
    }
    condition.broadcast()
    condition.unlock()
  }

  private func spawn() -> Result<DecoderProcess, SpawnError> {
    DecoderProcess.spawn(executable: executable, arguments: arguments, environment: environment)
  }

  /// Kills every busy worker (the stop); their borrowers, woken by the stop pipe, reap them.
  private func killBusyWorkers() {
    condition.lock()
    killBusy()
    condition.broadcast()
    condition.unlock()
  }

  /// Sends SIGKILL to every busy worker; `condition` must be locked, so that none of them is
  /// reaped meanwhile (see the type's comment).
  private func killBusy() {
    for pid in busy.keys { _ = Glibc.kill(pid, SIGKILL) }
  }

  // MARK: - Waiting for a reply

  private enum Wait {
    case reply([UInt8], attached: Int32?)
    /// The reply's pixels could not be taken: the app has no descriptor left.
    case outOfDescriptors
    case closed
    case timedOut
    case stopped
  }

  /// Waits for `worker`'s reply, the deadline or the stop.
  ///
  /// The deadline is the worker's own time (``DecodeAllowance``): each wait that times out
  /// counts less the time the worker waited for a processor meanwhile. `poll` measures the
  /// waits; an interrupted poll starts its wait again (it may then last longer, never shorter).
  private func wait(for worker: DecoderProcess) -> Wait {
    var fds = [
      pollfd(fd: worker.socket.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: stopPipe?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    var allowance = DecodeAllowance(
      deadline: deadline, longest: PipelineConstants.decoderLongestWait)
    var starvedBefore = worker.runQueueSeconds
    while true {
      let seconds = allowance.nextWait
      let ready = poll(&fds, 2, Int32(min((seconds * 1000).rounded(.up), Double(Int32.max))))
      if ready < 0, errno == EINTR { continue }
      if ready == 0 {
        let starved = worker.runQueueSeconds
        allowance.spend(seconds, starved: starved.flatMap { now in starvedBefore.map { now - $0 } })
        starvedBefore = starved
        if allowance.isSpent { return .timedOut }
        continue
      }
      if fds[1].revents != 0 || stop.isStopped { return .stopped }
      switch worker.socket.receive() {
      case .message(let bytes, let attached): return .reply(bytes, attached: attached)
      case .descriptorLost: return .outOfDescriptors
      case .closed: return .closed
      }
    }
  }
}
