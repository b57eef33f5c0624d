import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Regions of a picture decoded at the resolution a zoom needs (docs/physics.md §17): the
/// region maps through every Exif orientation, and a decoded region holds exactly that part of
/// the picture.
@Suite("Region decoding", .serialized)
struct RegionDecodeTests {
  /// A 5 × 3 buffer with pixels 1…15, row by row.
  static let stored = PixelBuffer(
    size: Size(width: 5, height: 3), pixels: (1...15).map { UInt32($0) })

  static let regions = [
    PictureRegion(x: 0, y: 0, width: 1, height: 1), PictureRegion(x: 1, y: 0, width: 2, height: 3),
    PictureRegion(x: 0, y: 2, width: 3, height: 2), PictureRegion(x: 1, y: 1, width: 1, height: 3),
  ]

  @Test(
    "an upright region maps to the stored pixels that turn into it",
    arguments: ExifOrientation.allCases)
  func storedRegionMatches(orientation: ExifOrientation) {
    let upright = orientation.apply(to: Self.stored)
    for region in Self.regions {
      let part = region.clamped(to: upright.size)
      let stored = orientation.storedRegion(part, upright: upright.size)
      #expect(
        orientation.apply(to: Self.stored.cropped(to: stored)) == upright.cropped(to: part),
        "\(orientation) \(part) → \(stored)")
    }
  }

  /// A 400 × 200 picture in four coloured quadrants (red, green / blue, white), saved as `name`.
  static func quadrants(in folder: TemporaryFolder, name: String) throws -> FilePath {
    var canvas = TestCanvas(size: Size(width: 400, height: 200))
    canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), rgb: 0xFF_0000)
    canvas.fill(Rect(x: 200, y: 0, width: 200, height: 100), rgb: 0x00_FF00)
    canvas.fill(Rect(x: 0, y: 100, width: 200, height: 100), rgb: 0x00_00FF)
    canvas.fill(Rect(x: 200, y: 100, width: 200, height: 100), rgb: 0xFF_FFFF)
    try canvas.savePNG(to: folder.file(name))
    return FilePath(folder.file(name))
  }

  @Test("a region at 1:1 is the picture's own pixels of that part")
  func regionAtFullResolution() throws {
    let folder = try TemporaryFolder()
    let path = try Self.quadrants(in: folder, name: "quadrants.png")
    // The blue quadrant's right half and the white one's left half, around the middle seam.
    let region = PictureRegion(x: 150, y: 120, width: 100, height: 50)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      path, region: region, fittingIn: Size(width: 1000, height: 1000))
    #expect(picture.originalSize == Size(width: 400, height: 200))
    #expect(picture.pixels.size == Size(width: 100, height: 50))
    #expect(picture.pixels.pixel(x: 49, y: 10) & 0xFF_FFFF == 0x00_00FF)
    #expect(picture.pixels.pixel(x: 50, y: 10) & 0xFF_FFFF == 0xFF_FFFF)
  }

  @Test("a region larger than its box is area-averaged down to it")
  func regionDownscaled() throws {
    let folder = try TemporaryFolder()
    let path = try Self.quadrants(in: folder, name: "quadrants.png")
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      path, region: PictureRegion(x: 0, y: 0, width: 200, height: 200),
      fittingIn: Size(width: 20, height: 20))
    #expect(picture.pixels.size == Size(width: 20, height: 20))
    #expect(picture.pixels.pixel(x: 5, y: 5) & 0xFF_FFFF == 0xFF_0000)
    #expect(picture.pixels.pixel(x: 5, y: 15) & 0xFF_FFFF == 0x00_00FF)
  }

  @Test("a JPEG turned by its Exif tag gives the upright region")
  func orientedJPEGRegion() throws {
    let folder = try TemporaryFolder()
    var canvas = TestCanvas(size: Size(width: 400, height: 200))
    canvas.fill(rgb: 0xFF_0000)
    canvas.fill(Rect(x: 200, y: 0, width: 200, height: 200), rgb: 0x00_00FF)
    try canvas.saveJPEG(to: folder.file("plain.jpg"), quality: 95)
    let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("plain.jpg"))))
    // Orientation 6 turns it 90° clockwise: upright it is 200 × 400, red on top, blue below.
    let tagged =
      Array(plain.prefix(2)) + ExifOrientationTests.exifSegment(orientation: 6)
      + plain.dropFirst(2)
    try folder.write(tagged, to: "turned.jpg")
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("turned.jpg")),
      region: PictureRegion(x: 0, y: 300, width: 200, height: 100),
      fittingIn: Size(width: 1000, height: 1000))
    #expect(picture.originalSize == Size(width: 200, height: 400))
    #expect(picture.pixels.size == Size(width: 200, height: 100))
    let centre = picture.pixels.pixel(x: 100, y: 50)
    #expect(centre & 0xFF > 0xC0, "blue, the picture's lower half")
    #expect((centre >> 16) & 0xFF < 0x40, "not red")
  }

  @Test("a region request and a thumbnail request cross to a decoder process and back")
  func workerMessage() throws {
    let region = PictureRegion(x: 12, y: 34, width: 560, height: 78)
    let bytes = WorkerMessage.request(
      FilePath("/pictures/a.jpg"), region: region, box: Size(width: 1920, height: 1080))
    #expect(
      WorkerMessage.parseRequest(bytes)
        == .picture(
          FilePath("/pictures/a.jpg"), box: Size(width: 1920, height: 1080), region: region))
    #expect(
      WorkerMessage.parseRequest(
        WorkerMessage.request(FilePath("/a"), box: Size(width: 1, height: 2)))
        == .picture(FilePath("/a"), box: Size(width: 1, height: 2), region: nil))
    let cache = ThumbnailCache(root: FilePath("/home/u/.cache/thumbnails"))
    #expect(
      WorkerMessage.parseRequest(
        WorkerMessage.thumbnail(FilePath("/p/b.png"), size: .large, cache: cache))
        == .thumbnail(FilePath("/p/b.png"), size: .large, cache: cache))
  }
}
