import TestSupport
import Testing

@testable import PictureFiles

/// A Live Photo paired by its content identifier when its names differ
/// (``ContentIdentifier``, ``LivePhotoPair``): the MOV's QuickTime metadata item and the
/// still's Apple MakerNote, both built byte by byte (and the MOV as ffmpeg writes it).
@Suite struct ContentIdentifierTests {
  static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
    u32(8 + content.count) + Array(type.utf8) + content
  }

  static func u32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// A MOV's boxes up to its `moov`, whose `meta` (a QuickTime plain box, or ISO's full box)
  /// names an `encoder` key first and the identifier second, with their values in `ilst`.
  static func mov(identifier: String, fullMeta: Bool = false) -> [UInt8] {
    let keyNames = ["encoder", "com.apple.quicktime.content.identifier"]
    let keys = box(
      "keys", u32(0) + u32(keyNames.count) + keyNames.flatMap { box("mdta", Array($0.utf8)) })
    let values = ["Lavf", identifier].enumerated().flatMap { index, text in
      box(
        String(decoding: u32(index + 1), as: UTF8.self),
        box("data", u32(1) + u32(0) + Array(text.utf8)))
    }
    let hdlr = box("hdlr", u32(0) + u32(0) + Array("mdta".utf8) + [UInt8](repeating: 0, count: 13))
    let meta = box("meta", (fullMeta ? u32(0) : []) + hdlr + keys + box("ilst", values))
    return box("ftyp", Array("qt  ".utf8) + u32(0)) + box("wide", [])
      + box("mdat", [UInt8](repeating: 0x55, count: 500)) + box("moov", box("mvhd", u32(0)) + meta)
  }

  /// An Apple MakerNote whose tag 0x11 is `identifier`: its own header, byte order and
  /// directory, its offsets counted from its start.
  static func makerNote(identifier: String) -> [UInt8] {
    let text = Array(identifier.utf8) + [0]
    let header = Array("Apple iOS\0".utf8) + [0, 1] + Array("MM".utf8)
    let entry = [0x00, 0x11, 0x00, 0x02] + u32(text.count) + u32(32)
    return header + [0, 1] + entry + u32(0) + text
  }

  /// A stand-in JPEG whose Exif carries an Apple MakerNote with `identifier`.
  static func still(identifier: String, littleEndian: Bool = false) -> [UInt8] {
    let exif = ExifBytes(littleEndian: littleEndian)
    let note = makerNote(identifier: identifier)
    let block = exif.block(
      image: [exif.ascii(0x010F, "Apple")],
      exif: [exif.undefined(0x927C, note)])
    return MotionPhotoLocatorTests.jpeg(ExifBytes.jpegSegment(block))
  }

  static let identifier = "9E1C2F3A-5B6D-4E7F-8091-A2B3C4D5E6F7"

  @Test func identifiersReadFromBothHalves() throws {
    for fullMeta in [false, true] {
      #expect(
        ContentIdentifier.ofClip(
          in: InMemoryBytes(all: Self.mov(identifier: "A-1", fullMeta: fullMeta)))
          == "A-1")
    }
    for littleEndian in [false, true] {
      let still = Self.still(identifier: Self.identifier, littleEndian: littleEndian)
      let block = try #require(ExifLocator.block(in: still, format: .jpeg))
      #expect(ContentIdentifier.ofStill(exif: block) == Self.identifier)
    }
    #expect(
      ContentIdentifier.ofStill(
        exif: try #require(
          ExifLocator.block(
            in: MotionPhotoLocatorTests.jpeg(
              ExifBytes.jpegSegment(
                ExifBytes(littleEndian: false).block(image: [], exif: []))), format: .jpeg))) == nil
    )
    #expect(
      ContentIdentifier.ofClip(in: InMemoryBytes(all: Array(Self.mov(identifier: "A").prefix(600))))
        == nil)
  }

  @Test func ffmpegWritesTheKeyAsMDTA() throws {
    let folder = try TemporaryFolder()
    let made = ExternalTool.run(
      "ffmpeg",
      [
        "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=c=red:s=32x16:r=15:d=1",
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "use_metadata_tags",
        "-metadata", "com.apple.quicktime.content.identifier=\(Self.identifier)",
        folder.file("clip.mov"),
      ])
    try #require(made, "ffmpeg (scripts/install-deps) makes the clip")
    #expect(ContentIdentifier.of(FilePath(folder.file("clip.mov"))) == Self.identifier)
  }

  @Test func aPairByIdentifierIsOneItem() throws {
    let folder = try TemporaryFolder()
    try folder.write("IMG_0001.JPG", bytes: Self.still(identifier: Self.identifier))
    try folder.write("IMG_9001.MOV", bytes: Self.mov(identifier: Self.identifier))
    try folder.write("other.MOV", bytes: Self.mov(identifier: "someone-else"))
    try folder.write("plain.jpg", bytes: MotionPhotoLocatorTests.jpeg([]))
    let catalog = Catalog(paths: [folder.path], listing: ItemListing(clips: true))
    #expect(catalog.items.map(\.name) == ["IMG_0001.JPG", "other.MOV", "plain.jpg"])
    #expect(
      StillClip.locate(FilePath(folder.file("IMG_0001.JPG")))
        == StillClip(path: FilePath(folder.file("IMG_9001.MOV")), range: nil))
    #expect(StillClip.locate(FilePath(folder.file("plain.jpg"))) == nil)
  }
}
