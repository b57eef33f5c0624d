import Foundation
import Geometry
import PictureKit
import SDLKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Every format that carries an orientation shows upright, turned exactly once: for each of the
/// eight orientations, the decoded picture matches ImageMagick's `-auto-orient` of a JPEG with
/// the same Exif orientation.
///
/// The picture is 64 × 32 in four flat quadrants (red, green / blue, white), so a turn or a
/// mirror moves the colours; each quadrant's centre is compared.
@Suite(.serialized) struct OrientationTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  static let names = [
    "TopLeft", "TopRight", "BottomRight", "BottomLeft", "LeftTop", "RightTop", "RightBottom",
    "LeftBottom",
  ]

  /// The files for orientation `value`, one per container, and the reference pixels.
  struct Corpus {
    let folder: TemporaryFolder
    let reference: [UInt8]
    let size: Size
  }

  static func makeCorpus(_ value: Int) throws -> Corpus {
    let folder = try TemporaryFolder()
    let source = folder.file("q.png")
    #expect(
      ImageMagick.convert([
        "-size", "64x32", "xc:red", "-fill", "lime", "-draw", "rectangle 32,0 63,15", "-fill",
        "blue", "-draw", "rectangle 0,16 31,31", "-fill", "white", "-draw",
        "rectangle 32,16 63,31", source,
      ]) != nil)
    let block = ExifBytes(littleEndian: value % 2 == 0).block(image: [
      ExifBytes(littleEndian: value % 2 == 0).short(0x0112, [value])
    ])
    // JPEG: the Exif segment after SOI.
    let plainJPEG = try #require(ImageMagick.convert([source, "-quality", "95", "jpg:-"]))
    try folder.write(
      Array(plainJPEG.prefix(2)) + ExifBytes.jpegSegment(block) + plainJPEG.dropFirst(2),
      to: "o.jpg")
    // PNG: an eXIf chunk after IHDR.
    let plainPNG = try #require(ImageMagick.convert([source, "png:-"]))
    try folder.write(
      Array(plainPNG.prefix(33)) + ExifBytes.pngChunk(block) + plainPNG.dropFirst(33), to: "o.png")
    // WebP: the extended format (VP8X) with an EXIF chunk.
    let plainWebP = try #require(
      ImageMagick.convert([source, "-define", "webp:lossless=true", "webp:-"]))
    try folder.write(
      ExifBytes.extendedWebP(plainWebP, exif: block, size: Size(width: 64, height: 32)),
      to: "o.webp")
    // TIFF: its own Orientation tag.
    _ = ImageMagick.convert([source, "-orient", names[value - 1], folder.file("o.tif")])
    // HEIC and JPEG XL made from the tagged JPEG: both keep its Exif block.
    ExternalTool.run("heif-enc", ["-q", "95", folder.file("o.jpg"), "-o", folder.file("o.heic")])
    ExternalTool.run("cjxl", [folder.file("o.jpg"), folder.file("o.jxl")])
    ExternalTool.run(
      "heif-enc",
      ["-A", "-p", "chroma=422", "-q", "95", folder.file("o.jpg"), "-o", folder.file("o.avif")])
    let reference = try #require(
      ImageMagick.convert([folder.file("o.jpg"), "-auto-orient", "-depth", "8", "RGBA:-"]))
    let size = value >= 5 ? Size(width: 32, height: 64) : Size(width: 64, height: 32)
    #expect(reference.count == size.area * 4)
    return Corpus(folder: folder, reference: reference, size: size)
  }

  /// The containers made, by format.
  static let containers: [PictureFormat: String] = [
    .jpeg: "o.jpg", .png: "o.png", .webp: "o.webp", .tiff: "o.tif", .heic: "o.heic",
    .avif: "o.avif", .jxl: "o.jxl",
  ]

  @Test(arguments: 1...8)
  func everyContainerShowsTheOrientationOnce(_ value: Int) throws {
    let corpus = try Self.makeCorpus(value)
    for name in Self.containers.values.sorted() {
      let path = corpus.folder.file(name)
      guard FileManager.default.fileExists(atPath: path) else {
        Issue.record("\(name) was not made (heif-enc, cjxl: scripts/install-deps)")
        continue
      }
      let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(path), fittingIn: Size(width: 64, height: 64))
      #expect(picture.pixels.size == corpus.size, "\(name) orientation \(value)")
      guard picture.pixels.size == corpus.size else { continue }
      for (fx, fy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
        let x = Int(Double(corpus.size.width) * fx)
        let y = Int(Double(corpus.size.height) * fy)
        let shown = picture.pixels.pixel(x: x, y: y)
        let offset = (y * corpus.size.width + x) * 4
        let expected = corpus.reference[offset..<(offset + 3)].map(Int.init)
        let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
        let difference = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(
          difference < 60, "\(name) orientation \(value) at (\(x), \(y)): \(got) vs \(expected)")
      }
    }
  }
}

/// Bug: a zoomed HEIC or AVIF turned by its orientation showed the wrong part.
///
/// That was once the sharper decode of the zoomed region arrived; an orientation-6 JPEG was
/// right. Each container's region must hold the part of the upright picture asked for, in every
/// orientation.
@Suite(.serialized) struct OrientedRegionTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  @Test(
    "regression: a region of a turned HEIC or AVIF was mapped through the wrong orientation",
    arguments: 1...8)
  func regionOfEveryOrientedContainerIsUpright(_ value: Int) throws {
    let corpus = try OrientationTests.makeCorpus(value)
    let size = corpus.size
    // The upright picture's right half of its top half, and its bottom-left quarter.
    let regions = [
      PictureRegion(x: size.width / 2, y: 0, width: size.width / 2, height: size.height / 2),
      PictureRegion(x: 0, y: size.height / 2, width: size.width / 2, height: size.height / 2),
    ]
    for name in OrientationTests.containers.values.sorted() {
      let path = corpus.folder.file(name)
      guard FileManager.default.fileExists(atPath: path) else {
        Issue.record("\(name) was not made (heif-enc, cjxl: scripts/install-deps)")
        continue
      }
      for region in regions {
        let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
          FilePath(path), region: region, fittingIn: Size(width: 64, height: 64))
        #expect(picture.originalSize == size, "\(name) orientation \(value)")
        #expect(
          picture.pixels.size == Size(width: region.width, height: region.height),
          "\(name) orientation \(value) \(region)")
        guard picture.pixels.size.area > 0 else { continue }
        let shown = picture.pixels.pixel(
          x: picture.pixels.size.width / 2, y: picture.pixels.size.height / 2)
        let x = region.x + region.width / 2
        let y = region.y + region.height / 2
        let offset = (y * size.width + x) * 4
        let expected = corpus.reference[offset..<(offset + 3)].map(Int.init)
        let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
        let difference = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(
          difference < 60, "\(name) orientation \(value) \(region): \(got) vs \(expected)")
      }
    }
  }
}
