import Geometry
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The one decode branch (``PictureDecoder/decode(_:region:fittingIn:)``): no region decodes the
/// whole picture, a region only that part; the decode threads take each request through it.
@Suite struct DecodeBranchTests {
  /// Records which decode each call was, and for which region.
  final class RecordingDecoder: PictureDecoder {
    let calls = Locked<[String]>([])

    func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture {
      calls.withLock { $0.append("whole \(path.displayName)") }
      return Self.picture(box)
    }

    func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
      throws(DecodeFailure) -> DecodedPicture
    {
      calls.withLock { $0.append("region \(region) of \(path.displayName)") }
      return Self.picture(box)
    }

    static func picture(_ box: Size) -> DecodedPicture {
      DecodedPicture(pixels: PixelBuffer(size: box, filledWith: 0xFF00_0000), originalSize: box)
    }
  }

  static let box = Size(width: 4, height: 3)
  static let part = PictureRegion(x: 1, y: 2, width: 3, height: 4)

  @Test func noRegionDecodesTheWholeAndARegionOnlyIt() throws {
    let decoder = RecordingDecoder()
    _ = try decoder.decode(FilePath("a.png"), region: nil, fittingIn: Self.box)
    _ = try decoder.decode(FilePath("b.png"), region: Self.part, fittingIn: Self.box)
    #expect(decoder.calls.withLock { $0 } == ["whole a.png", "region \(Self.part) of b.png"])
  }

  @Test func theDecodeThreadsTakeEachRequestThroughIt() {
    let decoder = RecordingDecoder()
    let queue = DecodeQueue(decoder: decoder, workerCount: 1, notify: {})
    defer { queue.shutdown() }
    queue.setWanted([
      DecodeRequest(item: CarouselItem(picture: "a.png"), box: Self.box),
      DecodeRequest(item: CarouselItem(picture: "b.png"), box: Self.box, region: Self.part),
    ])
    queue.waitUntilIdle()
    #expect(decoder.calls.withLock { $0 } == ["whole a.png", "region \(Self.part) of b.png"])
    #expect(queue.takeFinished().count == 2)
  }
}
