import SDLKit
import TestSupport
import Testing

@testable import PictureKit

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
