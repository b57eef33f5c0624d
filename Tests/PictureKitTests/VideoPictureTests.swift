import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// How a clip's frames are shown: upright as FFmpeg's own player stands them, at the size
/// shown (sample aspect ratio, odd sizes, fitted in the box, never enlarged), in the colours
/// the stream's range and matrix say.
@Suite(.serialized) struct VideoPictureTests {
  static let h264 = ["-c:v", "libx264", "-pix_fmt", "yuv420p"]

  /// A 320×240 clip, its left half red and its right half blue, tagged `rotate` (Debian's
  /// ffmpeg 5.1 writes the tag as a display matrix when it copies a stream).
  static func halves(rotate: Int, in folder: TemporaryFolder) throws -> String {
    let plain = folder.file("halves.mp4")
    let rotated = folder.file("halves-\(rotate).mp4")
    try #require(
      TestClips.ffmpeg(
        TestClips.source("red", size: Size(width: 320, height: 240))
          + ["-vf", "drawbox=x=160:y=0:w=160:h=240:color=blue:t=fill"] + h264 + [plain]))
    try #require(
      TestClips.ffmpeg(["-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=\(rotate)", rotated]))
    return rotated
  }

  /// FFmpeg's own first frame of `path`, turned as its player turns it: its size and the colours
  /// at the middle of its top, bottom, left and right edges.
  static func reference(_ path: String, in folder: TemporaryFolder) throws -> (Size, [UInt32]) {
    let output = folder.file("reference.ppm")
    try #require(TestClips.ffmpeg(["-i", path, "-frames:v", "1", output]))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    let header = bytes.split(separator: 10, maxSplits: 3, omittingEmptySubsequences: false)
    let words = String(decoding: header[1], as: UTF8.self).split(separator: " ")
    let size = Size(width: Int(words[0]) ?? 0, height: Int(words[1]) ?? 0)
    let pixels = Array(header[3])
    func at(_ x: Int, _ y: Int) -> UInt32 {
      let index = (y * size.width + x) * 3
      return UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8
        | UInt32(pixels[index + 2])
    }
    return (size, edges(size) { at($0, $1) })
  }

  static func edges(_ size: Size, _ pixel: (Int, Int) -> UInt32) -> [UInt32] {
    [
      pixel(size.width / 2, 8), pixel(size.width / 2, size.height - 9), pixel(8, size.height / 2),
      pixel(size.width - 9, size.height / 2),
    ]
  }

  @Test("a rotated clip stands as FFmpeg's player stands it", arguments: [90, 180, 270])
  func rotation(_ degrees: Int) throws {
    let folder = try TemporaryFolder()
    let path = try Self.halves(rotate: degrees, in: folder)
    let (size, expected) = try Self.reference(path, in: folder)
    let clip = try TestClips.open(path)
    defer { clip.close() }
    let frame = try clip.frame(at: 0)
    #expect(frame.pixels.size == size)
    #expect(clip.facts.shownSize == size)
    #expect(clip.facts.rotation != 0)
    let colours = Self.edges(frame.pixels.size) {
      frame.pixels.pixels[$1 * frame.pixels.size.width + $0] & 0xFF_FFFF
    }
    for (colour, wanted) in zip(colours, expected) {
      #expect(
        TestClips.near(colour, wanted), "\(TestClips.hex(colour)) for \(TestClips.hex(wanted))")
    }
  }

  @Test("an odd size with a sample aspect of 2:1 is shown twice as wide, fitted in the box")
  func sampleAspect() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("wide.mkv")
    try #require(
      TestClips.ffmpeg(
        TestClips.source("red", size: Size(width: 160, height: 120))
          + ["-vf", "scale=161:121,setsar=2/1", "-c:v", "libx264", "-pix_fmt", "yuv444p", path]))
    let large = try TestClips.open(path, box: Size(width: 1000, height: 1000))
    #expect(large.facts.codedSize == Size(width: 161, height: 121))
    #expect(large.facts.shownSize == Size(width: 322, height: 121))
    #expect(large.facts.frameSize == Size(width: 322, height: 121), "never enlarged")
    #expect(TestClips.near(TestClips.centre(try large.frame(at: 0)), 0xFF0000))
    large.close()
    let small = try TestClips.open(path, box: Size(width: 161, height: 200))
    defer { small.close() }
    #expect(small.facts.frameSize == Size(width: 161, height: 61))
    #expect(try small.frame(at: 0).pixels.size == Size(width: 161, height: 61))
  }

  /// A 64×48 clip of `colour` encoded in `range` ("tv", limited; "pc", full) and `matrix`.
  static func flat(_ colour: String, range: String, matrix: String, in folder: TemporaryFolder)
    throws -> String
  {
    let path = folder.file("\(range)-\(matrix).mp4")
    try #require(
      TestClips.ffmpeg(
        TestClips.source(colour, size: Size(width: 64, height: 48))
          + [
            "-vf", "scale=out_range=\(range):out_color_matrix=\(matrix)", "-color_range", range,
            "-colorspace", matrix == "bt601" ? "smpte170m" : matrix,
          ] + Self.h264 + [path]))
    return path
  }

  @Test(
    "limited and full range, BT.601 and BT.709: the colour the stream was made from",
    arguments: [("tv", "bt601"), ("pc", "bt601"), ("tv", "bt709"), ("pc", "bt709")])
  func rangeAndMatrix(_ range: String, _ matrix: String) throws {
    let folder = try TemporaryFolder()
    // Dark grey shows a range misread (32 would be 19 or 43); green a matrix misread.
    for (name, colour) in [("0x202020", UInt32(0x202020)), ("0x20C040", UInt32(0x20C040))] {
      let clip = try TestClips.open(try Self.flat(name, range: range, matrix: matrix, in: folder))
      defer { clip.close() }
      let shown = TestClips.centre(try clip.frame(at: 0))
      #expect(
        TestClips.near(shown, colour, tolerance: 6),
        "\(range) \(matrix): \(TestClips.hex(shown)) for \(TestClips.hex(colour))")
    }
  }
}
