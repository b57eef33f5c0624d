import Foundation
import Geometry
import PictureCodecs
import TestSupport
import Testing

@testable import PictureFiles

/// HEIF's primary item read by the box walker (``HEIFPrimaryItem``), without libheif: its size
/// is libheif's, and its `meta` box is found wherever the file puts it.
@Suite struct HEIFPrimaryItemTests {
  /// A portrait HEIC (32 × 64) made by heif-enc: ftyp, meta, mdat.
  static func portraitHEIC(in folder: TemporaryFolder) throws -> [UInt8] {
    let source = folder.file("portrait.png")
    #expect(ImageMagick.convert(["-size", "32x64", "gradient:red-blue", source]) != nil)
    let output = folder.file("portrait.heic")
    #expect(ExternalTool.run("heif-enc", ["-q", "90", source, "-o", output]))
    return try #require(FileManager.default.contents(atPath: output).map { [UInt8]($0) })
  }

  /// `bytes` with its `meta` box moved after `mdat`, as Samsung's phones write it: a `free` box
  /// of the same size keeps its place (so `iloc`'s offsets stay true) and `mdat` grows by
  /// `padding` bytes at its end (so `meta` lies past any first bytes a reader takes).
  static func metaAfterData(_ bytes: [UInt8], padding: Int) throws -> [UInt8] {
    var boxes: [(type: String, range: Range<Int>)] = []
    var offset = 0
    while offset + 8 <= bytes.count {
      let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      try #require(size >= 8 && offset + size <= bytes.count, "a box heif-enc wrote: \(type)")
      boxes.append((type, offset..<(offset + size)))
      offset += size
    }
    #expect(boxes.map(\.type) == ["ftyp", "meta", "mdat"])
    var moved: [UInt8] = []
    var meta: [UInt8] = []
    for box in boxes {
      switch box.type {
      case "meta":
        meta = Array(bytes[box.range])
        moved +=
          Self.word(box.range.count) + Array("free".utf8)
          + [UInt8](repeating: 0, count: box.range.count - 8)
      case "mdat":
        moved +=
          Self.word(box.range.count + padding) + Array("mdat".utf8)
          + bytes[(box.range.lowerBound + 8)..<box.range.upperBound]
          + [UInt8](repeating: 0, count: padding)
      default: moved += bytes[box.range]
      }
    }
    return moved + meta
  }

  static func word(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// Issue 35, defect 3: a Samsung HEIC portrait never paired.
  ///
  /// Its `meta` box (at byte 442,163) came after the picture data, where the header reader did
  /// not look. Built here with `meta` past 2 MiB of data, it reads as a portrait in the shape,
  /// the index's facts and the info panel's metadata, and libheif reads the file the same.
  @Test func aHEICWithMetaAfterItsDataIsAPortrait() throws {
    let folder = try TemporaryFolder()
    let original = try Self.portraitHEIC(in: folder)
    let moved = try Self.metaAfterData(original, padding: 2 * 1_048_576)
    try folder.write(moved, to: "moved.heic")
    #expect(
      HEIFCodec.size(moved).map { Size(width: $0.width, height: $0.height) }
        == Size(width: 32, height: 64))
    // No codec facts: HEIF's are the walker's, in the viewer's process.
    let codecs = SolidColorDecoder(size: Size(width: 1, height: 1))
    #expect(
      PictureShape.read(FilePath(folder.file("moved.heic")), codecs: codecs)
        == Size(width: 32, height: 64))
    let facts = PictureFacts.read(
      FilePath(folder.file("moved.heic")),
      stamp: FileStamp(byteCount: Int64(moved.count), modified: 0), codecs: codecs)
    #expect(facts.pixelSize == Size(width: 32, height: 64))
    #expect(
      ItemMetadata.read(FilePath(folder.file("moved.heic")), codecs: codecs).pixelSize
        == Size(width: 32, height: 64))
  }

  /// The walker's size is libheif's, for HEIC and AVIF as heif-enc writes them.
  @Test(arguments: [["-q", "90"], ["-A", "-p", "chroma=422", "-q", "90"]])
  func theSizeIsLibheifs(_ options: [String]) throws {
    let folder = try TemporaryFolder()
    let source = folder.file("wide.png")
    #expect(ImageMagick.convert(["-size", "48x20", "gradient:red-blue", source]) != nil)
    #expect(ExternalTool.run("heif-enc", options + [source, "-o", folder.file("wide.heif")]))
    let bytes = try #require(
      FileManager.default.contents(atPath: folder.file("wide.heif")).map { [UInt8]($0) })
    let libheif = HEIFCodec.size(bytes).map { Size(width: $0.width, height: $0.height) }
    #expect(libheif == Size(width: 48, height: 20))
    #expect(HEIFPrimaryItem(bytes)?.size == libheif)
  }

  /// A file cut anywhere, or whose `meta` box says it is larger than the bound, gives no item
  /// or a partial one, never a trap.
  @Test func cutFilesAreRefusedQuietly() throws {
    let folder = try TemporaryFolder()
    let original = try Self.portraitHEIC(in: folder)
    for length in stride(from: 0, to: original.count, by: max(1, original.count / 97)) {
      _ = HEIFPrimaryItem(Array(original.prefix(length)))?.size
    }
    // The meta box (after ftyp) said to be one byte over the bound, the file long enough.
    let ftyp = original[0..<4].reduce(0) { $0 << 8 | Int($1) }
    var huge = original + [UInt8](repeating: 0, count: HEIFPrimaryItem.maximumMetaBytes)
    huge.replaceSubrange(ftyp..<(ftyp + 4), with: Self.word(HEIFPrimaryItem.maximumMetaBytes + 1))
    #expect(HEIFPrimaryItem(original) != nil)
    #expect(HEIFPrimaryItem(huge) == nil)
  }
}
