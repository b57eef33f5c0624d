import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// Clips made at test time with Debian's `ffmpeg` from its own sources (`-f lavfi`): no media
/// is downloaded or kept in the repository.
enum TestClips {
  /// The colours of the three one-second segments of ``colours(_:in:)``: red, then blue, then
  /// green (ffmpeg's "green" is the web's, #008000), as 0xRRGGBB.
  static let segments: [UInt32] = [0xFF0000, 0x0000FF, 0x008000]
  /// Frames a second of the clips made here.
  static let frameRate = 15

  /// An encoder and a container, as ffmpeg's options.
  struct Encoding: CustomTestStringConvertible, Sendable {
    let name: String
    let fileExtension: String
    let options: [String]
    var testDescription: String { name }
  }

  static let encodings: [Encoding] = [
    Encoding(
      name: "H.264 in MP4", fileExtension: "mp4",
      options: ["-c:v", "libx264", "-pix_fmt", "yuv420p"]),
    Encoding(
      name: "HEVC 10-bit in MP4", fileExtension: "mp4",
      options: ["-c:v", "libx265", "-pix_fmt", "yuv420p10le", "-x265-params", "log-level=none"]),
    Encoding(
      name: "VP9 in WebM", fileExtension: "webm",
      options: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"]),
    Encoding(
      name: "VP8 in WebM", fileExtension: "webm",
      options: ["-c:v", "libvpx", "-deadline", "realtime"]),
    Encoding(
      name: "AV1 in Matroska", fileExtension: "mkv",
      options: ["-c:v", "libaom-av1", "-cpu-used", "8", "-row-mt", "1", "-usage", "realtime"]),
    Encoding(
      name: "MPEG-4 Part 2 in AVI", fileExtension: "avi", options: ["-c:v", "mpeg4", "-q:v", "2"]),
    Encoding(name: "MJPEG in MOV", fileExtension: "mov", options: ["-c:v", "mjpeg", "-q:v", "2"]),
    Encoding(
      name: "H.264 in 3GP", fileExtension: "3gp",
      options: ["-c:v", "libx264", "-pix_fmt", "yuv420p"]),
  ]

  /// Runs ffmpeg quietly; whether it made `output`.
  static func ffmpeg(_ arguments: [String]) -> Bool {
    ExternalTool.run("ffmpeg", ["-v", "error", "-nostdin", "-y"] + arguments)
  }

  /// The colour source of one segment, `seconds` long.
  static func source(_ colour: String, size: Size, seconds: Double = 1) -> [String] {
    [
      "-f", "lavfi", "-i",
      "color=c=\(colour):s=\(size.width)x\(size.height):r=\(frameRate):d=\(seconds)",
    ]
  }

  /// A 3 s clip of `size`: red, blue, green, a second each, encoded as `encoding` says, with
  /// `extra` options before the output.
  static func colours(
    _ encoding: Encoding, in folder: TemporaryFolder, name: String = "colours",
    size: Size = Size(width: 320, height: 240), extra: [String] = []
  ) throws -> String {
    let path = folder.file("\(name).\(encoding.fileExtension)")
    let inputs = ["red", "blue", "green"].flatMap { source($0, size: size) }
    let made = ffmpeg(
      inputs + ["-filter_complex", "[0][1][2]concat=n=3:v=1"] + encoding.options + extra + [path])
    try #require(made, "ffmpeg could not make \(encoding.name)")
    return path
  }

  /// The pixel at the centre of `frame`, as 0xRRGGBB.
  static func centre(_ frame: ClipFrame) -> UInt32 {
    let size = frame.pixels.size
    return frame.pixels.pixels[(size.height / 2) * size.width + size.width / 2] & 0xFF_FFFF
  }

  /// Whether `colour` is within `tolerance` of `expected` in each channel.
  static func near(_ colour: UInt32, _ expected: UInt32, tolerance: Int = 24) -> Bool {
    (0..<3).allSatisfy { channel in
      let shift = UInt32(channel * 8)
      return abs(Int((colour >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)) <= tolerance
    }
  }

  static func hex(_ colour: UInt32) -> String { String(format: "#%06X", colour) }

  /// A clip opened on the virtual clock through the built binary's worker, `environment`'s
  /// `NAME=value` entries added to the worker's.
  static func open(
    _ path: String, box: Size = Size(width: 640, height: 480), offset: Int = 0,
    length: Int? = nil, fault: String? = nil, deadline: Double = 60, listening: Bool = false,
    hardware: HardwareDecoding = .auto, environment: [String] = []
  ) throws(ClipError) -> VideoClip {
    try VideoClip(
      opening: ClipSource(path: FilePath(path), offset: offset, length: length), box: box,
      pacing: .virtual, executable: CarouselProcess.executable,
      environment: (fault.map { ["CAROUSEL_DECODE_FAULT=\($0)"] } ?? []) + environment,
      deadline: deadline, listening: listening, hardware: hardware)
  }
}
