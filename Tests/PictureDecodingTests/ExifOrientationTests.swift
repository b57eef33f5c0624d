import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

@Suite(.serialized) struct ExifOrientationTests {
  /// A 3 × 2 buffer with pixels 1…6, row by row.
  static let source = PixelBuffer(size: Size(width: 3, height: 2), pixels: [1, 2, 3, 4, 5, 6])

  @Test(arguments: [
    (ExifOrientation.up, [1, 2, 3, 4, 5, 6] as [UInt32]),
    (.upMirrored, [3, 2, 1, 6, 5, 4]),
    (.down, [6, 5, 4, 3, 2, 1]),
    (.downMirrored, [4, 5, 6, 1, 2, 3]),
    (.leftMirrored, [1, 4, 2, 5, 3, 6]),
    (.right, [4, 1, 5, 2, 6, 3]),
    (.rightMirrored, [6, 3, 5, 2, 4, 1]),
    (.left, [3, 6, 2, 5, 1, 4]),
  ])
  func turnsPixels(orientation: ExifOrientation, expected: [UInt32]) {
    let turned = orientation.apply(to: Self.source)
    #expect(turned.pixels == expected)
    #expect(turned.size == orientation.orientedSize(Self.source.size))
  }

  /// An APP1 Exif segment holding only the Orientation tag, big-endian TIFF.
  static func exifSegment(orientation: Int) -> [UInt8] {
    let tiff: [UInt8] =
      Array("MM\0*".utf8) + [0, 0, 0, 8, 0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1]
      + [0, UInt8(orientation), 0, 0] + [0, 0, 0, 0]
    let body = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// A 40 × 20 JPEG, left half red and right half blue, tagged "turn 90° clockwise": shown upright
  /// it is 20 × 40, red on top.
  ///
  /// If SDL_image turned it too, it would come out 40 × 20.
  @Test func jpegOrientationIsAppliedExactlyOnce() throws {
    let folder = try TemporaryFolder()
    var canvas = TestCanvas(size: Size(width: 40, height: 20))
    canvas.fill(rgb: 0xFF_0000)
    canvas.fill(Rect(x: 20, y: 0, width: 20, height: 20), rgb: 0x00_00FF)
    try canvas.saveJPEG(to: folder.file("plain.jpg"), quality: 95)
    let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("plain.jpg"))))
    let tagged = Array(plain.prefix(2)) + Self.exifSegment(orientation: 6) + plain.dropFirst(2)
    try folder.write(tagged, to: "turned.jpg")
    #expect(ExifMetadata(locatedIn: tagged, format: .jpeg)?.orientation == .right)
    #expect(ExifMetadata(locatedIn: plain, format: .jpeg) == nil)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("turned.jpg")), fittingIn: Size(width: 100, height: 100))
    #expect(picture.originalSize == Size(width: 20, height: 40))
    #expect(picture.pixels.size == Size(width: 20, height: 40))
    let top = picture.pixels.pixel(x: 10, y: 5)
    let bottom = picture.pixels.pixel(x: 10, y: 35)
    #expect(top >> 16 & 0xFF > 200 && top & 0xFF < 60, "top is red")
    #expect(bottom & 0xFF > 200 && bottom >> 16 & 0xFF < 60, "bottom is blue")
  }
}
