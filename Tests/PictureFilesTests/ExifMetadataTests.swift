import TestSupport
import Testing

@testable import PictureFiles

/// The Exif reader: tags of every type in IFD0 and the Exif sub-IFD, both byte orders, found in
/// each container, and hostile blocks that must cost nothing.
struct ExifMetadataTests {
  static func camera(littleEndian: Bool) -> [UInt8] {
    let b = ExifBytes(littleEndian: littleEndian)
    return b.block(
      image: [
        b.ascii(ExifTag.make, "Canon"), b.ascii(ExifTag.model, "Canon EOS R6  "),
        b.short(ExifTag.orientation, [6]), b.ascii(ExifTag.imageDescription, "Harbour at dusk"),
      ],
      exif: [
        b.rational(ExifTag.exposureTime, [(1, 250)]), b.rational(ExifTag.fNumber, [(28, 10)]),
        b.short(ExifTag.isoSpeed, [400]), b.ascii(ExifTag.dateTimeOriginal, "2024:05:01 14:03:22"),
        b.rational(ExifTag.focalLength, [(50, 1)]), b.ascii(ExifTag.lensModel, "RF50mm F1.8 STM"),
      ])
  }

  @Test(arguments: [true, false])
  func readsEveryTypeInBothByteOrders(littleEndian: Bool) throws {
    let exif = try #require(ExifMetadata(tiff: Self.camera(littleEndian: littleEndian)))
    #expect(exif.make == "Canon")
    #expect(exif.model == "Canon EOS R6")
    #expect(exif.orientation == .right)
    #expect(exif.imageDescription == "Harbour at dusk")
    #expect(exif.exposureTime == TIFFRational(numerator: 1, denominator: 250))
    #expect(exif.fNumber == 2.8)
    #expect(exif.isoSpeed == 400)
    #expect(exif.dateTaken == "2024:05:01 14:03:22")
    #expect(exif.focalLength == 50)
    #expect(exif.lensModel == "RF50mm F1.8 STM")
  }

  @Test func dateFallsBackToIFD0DateTime() throws {
    let b = ExifBytes(littleEndian: true)
    let exif = try #require(
      ExifMetadata(tiff: b.block(image: [b.ascii(ExifTag.dateTime, "2020:01:02 03:04:05")])))
    #expect(exif.dateTaken == "2020:01:02 03:04:05")
    #expect(exif.orientation == .up)
  }

  @Test func signedAndLongValues() throws {
    let b = ExifBytes(littleEndian: false)
    var negative = b.long(0x9201, [-5 & 0xFFFF_FFFF, 7])
    negative.type = 9  // SLONG
    let exif = try #require(
      ExifMetadata(tiff: b.block(image: [b.long(0x0100, [70_000])], exif: [negative])))
    #expect(exif.value(0x0100) == .unsigned([70_000]))
    #expect(exif.value(0x9201, in: .exif) == .signed([-5, 7]))
  }

  /// The block as each container carries it: JPEG APP1, PNG eXIf (with and without the "Exif"
  /// prefix some writers add), WebP EXIF, and a TIFF file itself.
  @Test func locatesTheBlockInEachContainer() throws {
    let block = Self.camera(littleEndian: true)
    let jpeg = [0xFF, 0xD8] + ExifBytes.jpegSegment(block) + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]
    let png =
      PNGBytes.signature + PNGBytes.header(width: 1, height: 1)
      + ExifBytes.pngChunk(block) + PNGBytes.chunk("IEND", [])
    let prefixedPNG =
      PNGBytes.signature + PNGBytes.header(width: 1, height: 1)
      + ExifBytes.pngChunk(Array("Exif\0\0".utf8) + block) + PNGBytes.chunk("IEND", [])
    let chunk = ExifBytes.webpChunk(block)
    let riffSize = 4 + chunk.count
    let webp =
      Array("RIFF".utf8) + [UInt8(riffSize & 0xFF), UInt8(riffSize >> 8 & 0xFF), 0, 0]
      + Array("WEBP".utf8) + chunk
    let cases: [([UInt8], PictureFormat)] = [
      (jpeg, .jpeg), (png, .png), (prefixedPNG, .png), (webp, .webp), (block, .tiff),
    ]
    for (bytes, format) in cases {
      #expect(ExifLocator.block(in: bytes, format: format) == block, "\(format)")
      #expect(ExifMetadata(locatedIn: bytes, format: format)?.model == "Canon EOS R6")
    }
  }

  /// Hostile blocks: a directory that points to itself, counts past the end, offsets far out,
  /// and every truncation of a real block: each reads what lies inside, never traps.
  @Test func hostileBlocksAreBounded() throws {
    let block = Self.camera(littleEndian: true)
    for cut in 0..<block.count {
      _ = ExifMetadata(tiff: Array(block.prefix(cut)))?.dateTaken
    }
    let b = ExifBytes(littleEndian: true)
    var loop = b.block(image: [b.long(ExifTag.exifDirectory, [8])])
    #expect(ExifMetadata(tiff: loop)?.values[.exif] == nil)  // a sub-IFD that is IFD0 itself
    loop[8] = 0xFF  // entry count 0xFF with only one entry present
    loop[9] = 0xFF
    #expect(ExifMetadata(tiff: loop) != nil)
    var huge = b.block(image: [b.ascii(ExifTag.make, "Nikon Corporation")])
    huge[14...17] = [0xFF, 0xFF, 0xFF, 0x7F]  // count about 2 GiB
    #expect(ExifMetadata(tiff: huge)?.make == nil)
    #expect(ExifMetadata(tiff: Array("MM\0*".utf8) + [0xFF, 0xFF, 0xFF, 0xFF]) == nil)
  }
}
