import Foundation
import Geometry
import Synchronization
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct DecodeQueueTests {
  static let box = Size(width: 100, height: 100)

  static func request(_ name: String, box: Size = box) -> DecodeRequest {
    DecodeRequest(item: CarouselItem(picture: name), box: box)
  }

  @Test func followsTheLatestPriorityAndDropsWhatIsNoLongerWanted() {
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, notify: {})
    defer { queue.shutdown() }
    queue.setWanted(["a", "b", "c", "d"].map { Self.request($0) })
    // The worker may already hold "a" at the gate; "b" is no longer wanted, "d" comes first.
    queue.setWanted(["d", "c"].map { Self.request($0) })
    decoder.gate.open()
    queue.waitUntilIdle()
    let decoded = decoder.decodedPaths.map(\.description)
    #expect(decoded == ["a", "d", "c"] || decoded == ["d", "c"])
    let finished = queue.takeFinished().map(\.request.path.description)
    #expect(finished == ["d", "c"])  // a result for "a" is discarded
    #expect(queue.discardedCount == (decoded.first == "a" ? 1 : 0))
  }

  /// The app's first picture decodes at normal priority; decodes after ``lowerPriority()`` run
  /// below it.
  @Test func firstPictureAtNormalPriorityThenLowered() {
    let decoder = NicenessRecorder()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, lowered: false, notify: {})
    defer { queue.shutdown() }
    let normal = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    queue.setWanted([Self.request("first")])
    queue.waitUntilIdle()
    queue.lowerPriority()
    queue.setWanted([Self.request("next")])
    queue.waitUntilIdle()
    #expect(decoder.niceness == [normal, PipelineConstants.workerNiceness])
  }

  @Test func neverDecodesOneFileTwiceAtOnce() {
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    let queue = DecodeQueue(decoder: decoder, workerCount: 2, notify: {})
    defer { queue.shutdown() }
    let other = Size(width: 50, height: 50)
    queue.setWanted([Self.request("a"), Self.request("a", box: other), Self.request("b")])
    decoder.gate.open()
    queue.waitUntilIdle()
    #expect(decoder.decodedPaths.filter { $0 == FilePath("a") }.count == 2)
    #expect(decoder.maximumConcurrentPerPath == 1)
    #expect(queue.takeFinished().count == 3)
  }

  /// A frame that must wait prioritises what it shows; one of them finished and not yet taken
  /// (it finished between the caller's upload and the call) is not decoded again.
  @Test func prioritiseLeavesAFinishedResultAlone() {
    let decoder = SolidColorDecoder()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, notify: {})
    defer { queue.shutdown() }
    queue.setWanted([Self.request("a")])
    queue.waitUntilIdle()
    queue.prioritise([Self.request("a"), Self.request("b")])
    queue.waitUntilDone([Self.request("a"), Self.request("b")])
    #expect(decoder.decodedPaths.map(\.description) == ["a", "b"])
    #expect(queue.takeFinished().map(\.request.path.description) == ["a", "b"])
  }

  @Test func reportsFailuresAsResults() {
    let decoder = SolidColorDecoder()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, notify: {})
    defer { queue.shutdown() }
    queue.setWanted([Self.request("bad.png")])
    queue.waitUntilIdle()
    let results = queue.takeFinished()
    #expect(results.count == 1)
    guard case .failure(.unknownFormat)? = results.first?.outcome else {
      Issue.record("expected a failure, got \(String(describing: results.first?.outcome))")
      return
    }
  }
}

/// A quit stops every wait of the pipeline, whatever the decoders do.
@Suite struct StopSignalTests {
  /// A decode that never ends (its gate stays closed) cannot hold a wait once the stop is said,
  /// from another thread, before or during the wait.
  @Test(arguments: [false, true])
  func stopEndsWaitsForAStuckDecode(waitForIdle: Bool) {
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    let stop = StopSignal()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, stop: stop, notify: {})
    let request = DecodeQueueTests.request("stuck")
    queue.setWanted([request, DecodeQueueTests.request("next")])
    let stopper = Thread { stop.stop() }
    stopper.start()
    if waitForIdle { queue.waitUntilIdle() } else { queue.waitUntilDone([request]) }
    #expect(stop.isStopped)
    #expect(queue.takeFinished().isEmpty)  // returned while the decode is still stuck
    decoder.gate.open()
    queue.shutdown()
    #expect(!decoder.decodedPaths.contains(FilePath("next")))  // nothing starts after the stop
  }

  @Test func wakeUpsRunOnceAndLateOnesAtOnce() {
    let stop = StopSignal()
    let count = Mutex(0)
    stop.onStop { count.withLock { $0 += 1 } }
    stop.stop()
    stop.stop()
    stop.onStop { count.withLock { $0 += 10 } }
    #expect(count.withLock { $0 } == 11)
  }
}

/// A decoder that notes the niceness each decode runs at.
private final class NicenessRecorder: PictureDecoder {
  private let seen = Mutex<[Int32]>([])

  var niceness: [Int32] { seen.withLock { $0 } }

  func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture {
    let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    seen.withLock { $0.append(value) }
    return DecodedPicture(
      pixels: PixelBuffer(size: Size(width: 1, height: 1), filledWith: 0), originalSize: box)
  }

  func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    try decode(path, fittingIn: box)
  }
}

/// One decoder per processor the process may run on: a board pinned to one core
/// (`taskset -c 0`) decoded two pictures at once there, each at half speed.
@Suite struct DecodeWorkerCountTests {
  /// Bug: Foundation's `activeProcessorCount` gave 2 under `taskset -c 0` on a 2-core machine,
  /// so the small board's run decoded the picture behind beside the next one.
  @Test func aProcessPinnedToOneCoreHasOneProcessor() throws {
    // taskset sets the mask, then runs the shell in its own process: its line says it has.
    let pinned = try ToolProcess("taskset", ["-c", "0", "sh", "-c", "echo pinned; exec sleep 30"])
    defer { _ = pinned.stop(SIGKILL) }
    #expect(pinned.readLine() == "pinned")
    #expect(Processors.available(to: pinned.pid) == 1)
  }

  @Test func thisProcessHasWhatNprocSays() throws {
    let nproc = try ToolProcess("nproc", [])
    let said = nproc.readLine().flatMap { Int($0) }
    _ = nproc.wait()
    #expect(said == Processors.available)
    #expect(DecodeQueue.defaultWorkerCount == Processors.available)
  }
}
