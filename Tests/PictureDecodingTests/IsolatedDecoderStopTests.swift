import Foundation
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// A decoder stopped or shut down while several decodes are in flight: each of them ends as
/// stopped, and every worker is killed and reaped by the decoder.
@Suite(.serialized) struct IsolatedDecoderStopTests {
  static let workerCount = 3

  /// Bug: `shutdown` read `busy` after unlocking while the borrowers it had just woken changed
  /// it under the lock, and the stop sent SIGKILL to pids from a snapshot that a borrower may
  /// have reaped meanwhile (by then the pid may belong to another process).
  ///
  /// No test stopped a decoder with decodes in flight, so ThreadSanitizer never saw the race:
  /// under it (`scripts/sanitize thread`) this test reported it; the counts below hold either
  /// way.
  @Test(
    "bug: a decoder shut down with decodes in flight read its busy workers without the lock",
    arguments: [false, true])
  func endingWithDecodesInFlight(stopsFirst: Bool) throws {
    let folder = try IsolatedDecoderTests.pictures()
    let stop = StopSignal()
    let decoder = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: Self.workerCount,
      maximumMegapixels: 100, cacheBudget: MemoryBudget(megabytes: 16), deadline: 86_400,
      stop: stop,
      environment: ["\(WorkerFault.variable)=hang:"])  // every decode hangs
    let outcomes = Locked<[DecodeFailure?]>([])  // a lock ThreadSanitizer sees
    let ended = DispatchGroup()
    let picture = folder.file("good.png")
    for _ in 0..<Self.workerCount {
      ended.enter()
      Thread {
        let outcome = IsolatedDecoderTests.decode(decoder, picture)
        outcomes.withLock { $0.append(outcome.failureValue) }
        ended.leave()
      }.start()
    }
    try IsolatedDecoderTests.waitForBusyWorkers(Self.workerCount, of: decoder)
    let workers = decoder.busyWorkers
    if stopsFirst { stop.stop() }
    decoder.shutdown()
    ended.wait()  // each decode ends as soon as its worker is killed
    #expect(outcomes.withLock { $0 } == Array(repeating: .stopped, count: Self.workerCount))
    #expect(decoder.busyWorkers.isEmpty)
    // Reaped by the decoder: none is a child of this process any more, alive or a zombie.
    for pid in workers {
      var status: Int32 = 0
      #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD, "worker \(pid)")
    }
  }
}
