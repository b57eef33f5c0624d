import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// What the info panel and captions read from a file: size, format, Exif, XMP, the colour
/// profile's name and the sidecar caption, each bounded by the file.
@Suite("Item metadata")
struct ItemMetadataTests {
  @Test("A photo: its size, format, Exif, XMP description and sidecar caption")
  func photo() throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [
        ExifBytes.jpegSegment(SamplePhoto.exifBlock()),
        SamplePhoto.xmpSegment(description: "Boats &amp; lights"),
      ]))
    let path = try folder.write("harbour.jpg", bytes: bytes)
    try folder.write("harbour.jpg.txt", bytes: Array("  The harbour\nat dusk \n".utf8))
    let metadata = ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess)
    #expect(metadata.fileSize == bytes.count)
    #expect(metadata.format == .jpeg)
    #expect(metadata.pixelSize == Size(width: 160, height: 120))
    #expect(metadata.exif?.model == "Canon EOS R6")
    #expect(metadata.exif?.lensModel == "RF50mm F1.8 STM")
    #expect(metadata.xmpDescription == "Boats & lights")
    #expect(metadata.pictureDescription == "Harbour at dusk", "Exif first")
    #expect(metadata.sidecarText == "The harbour at dusk")
    #expect(metadata.colorProfile == nil)
  }

  @Test("A camera's placeholder ImageDescription gives way to the XMP description")
  func placeholderDescription() throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [
        ExifBytes.jpegSegment(SamplePhoto.exifBlock(description: "OLYMPUS DIGITAL CAMERA")),
        SamplePhoto.xmpSegment(description: "Grandma's 90th"),
      ]))
    let metadata = ItemMetadata.read(
      FilePath(try folder.write("p.jpg", bytes: bytes)), codecs: FileDecoder.thisProcess)
    #expect(metadata.pictureDescription == "Grandma's 90th")
  }

  @Test("Colour profiles name themselves: PNG iCCP and sRGB, ICC v2 desc and v4 mluc")
  func colourProfiles() {
    let png = { (chunk: [UInt8]) in
      PNGBytes.signature + PNGBytes.header(width: 1, height: 1) + chunk + PNGBytes.chunk("IEND", [])
    }
    let iccp = png(PNGBytes.chunk("iCCP", Array("Display P3".utf8) + [0, 0, 0x78, 0x9C]))
    #expect(ColorProfileName.of(fileBytes: iccp, format: .png) == "Display P3")
    #expect(
      ColorProfileName.of(fileBytes: png(PNGBytes.chunk("sRGB", [0])), format: .png) == "sRGB")
    #expect(ColorProfileName.of(fileBytes: png([]), format: .png) == nil)
    #expect(ColorProfileName.description(ofProfile: Self.profile(v4: false)) == "Adobe RGB (1998)")
    #expect(ColorProfileName.description(ofProfile: Self.profile(v4: true)) == "Adobe RGB (1998)")
    #expect(
      ColorProfileName.description(ofProfile: Array(Self.profile(v4: true).prefix(150))) == nil)
  }

  /// A minimal ICC profile: the header's `acsp`, a tag table with one `desc` tag.
  static func profile(v4: Bool) -> [UInt8] {
    func u32(_ value: Int) -> [UInt8] { PNGBytes.bigEndian(UInt32(value)) }
    let name = "Adobe RGB (1998)"
    let tag: [UInt8] =
      v4
      ? Array("mluc".utf8) + u32(0) + u32(1) + u32(12) + Array("enUS".utf8)
        + u32(name.utf16.count * 2) + u32(28)
        + name.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      : Array("desc".utf8) + u32(0) + u32(name.utf8.count + 1) + Array(name.utf8) + [0]
    var header = [UInt8](repeating: 0, count: 128)
    header.replaceSubrange(36..<40, with: Array("acsp".utf8))
    let table = u32(1) + Array("desc".utf8) + u32(144) + u32(tag.count)
    return header + table + tag
  }

  @Test("Missing, empty and odd files give empty metadata, never a wait or a trap")
  func badFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("empty.jpg", bytes: [])
    try folder.write("junk.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x45])
    #expect(mkfifo(folder.path + "/pipe.jpg", 0o600) == 0)
    for name in ["none.jpg", "empty.jpg", "pipe.jpg"] {
      let metadata = ItemMetadata.read(
        FilePath(folder.path + "/" + name), codecs: FileDecoder.thisProcess)
      #expect(metadata.fileSize == nil && metadata.format == nil, "\(name)")
    }
    let junk = ItemMetadata.read(
      FilePath(folder.path + "/junk.jpg"), codecs: FileDecoder.thisProcess)
    #expect(junk.format == .jpeg)
    #expect(junk.exif == nil)
    #expect(junk.pixelSize == nil)
  }

  @Test("The metadata queue reads in the background and hands each item over once")
  func queue() throws {
    let folder = try TemporaryFolder()
    let paths = try (0..<5).map {
      try folder.write("n\($0).jpg.txt", bytes: Array("caption \($0)".utf8))
    }
    let items = paths.map { CarouselItem(picture: String($0.dropLast(4))) }
    let queue = MetadataQueue(
      stop: StopSignal(), read: { ItemMetadata.read($0, codecs: FileDecoder.thisProcess) }
    ) {}
    defer { queue.shutdown() }
    queue.request(items)
    queue.waitUntilIdle()
    let read = queue.takeFinished()
    #expect(read.map(\.0) == items)
    #expect(read.map(\.1.sidecarText) == (0..<5).map { "caption \($0)" })
    #expect(queue.takeFinished().isEmpty)
  }
}
