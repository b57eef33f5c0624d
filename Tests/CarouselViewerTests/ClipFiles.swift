import Geometry
import PictureFiles
import PictureKit
import TestSupport
import Testing

/// Clips made at test time with Debian's `ffmpeg` from its own colour source.
///
/// Red for a second, then blue, then green (3 s at 15 frames a second). No media is kept or
/// downloaded.
enum ClipFiles {
  static let red: UInt32 = 0xFF_FF00_00
  static let blue: UInt32 = 0xFF_0000_FF
  static let green: UInt32 = 0xFF_0080_00

  /// Writes the 3 s clip `name` (H.264 in MP4, `size`) into `folder`; its path.
  /// - Parameter tone: the frequency, in Hz, of a sine the clip sounds for its 3 s (AAC at
  ///   48 kHz, an eighth of full scale); nil for a clip without sound.
  static func colours(
    in folder: TemporaryFolder, name: String = "clip.mp4", size: Size = Size(width: 32, height: 16),
    tone: Int? = nil
  ) throws -> String {
    let path = folder.file(name)
    let inputs = ["red", "blue", "green"].flatMap { colour in
      ["-f", "lavfi", "-i", "color=c=\(colour):s=\(size.width)x\(size.height):r=15:d=1"]
    }
    let sine = tone.map { ["-f", "lavfi", "-i", "sine=frequency=\($0):sample_rate=48000:d=3"] }
    let made = ExternalTool.run(
      "ffmpeg",
      ["-v", "error", "-nostdin", "-y"] + inputs + (sine ?? [])
        + ["-filter_complex", "[0][1][2]concat=n=3:v=1[v]", "-map", "[v]"]
        + (sine == nil ? [] : ["-map", "3:a", "-c:a", "aac"])
        + ["-c:v", "libx264", "-pix_fmt", "yuv420p"] + [path])
    try #require(made, "ffmpeg could not make \(name)")
    return path
  }

  /// Frames a second of ``numbered(in:)``'s clip.
  static let numberedRate = 10

  /// Writes a 6 s clip `name` at 10 frames a second (60 frames, a keyframe every 10) into
  /// `folder`, whose frame k is grey of luma 16 + 3k, kept exactly (lossless H.264); its path.
  static func numbered(
    in folder: TemporaryFolder, name: String = "numbered.mp4",
    size: Size = Size(width: 32, height: 16)
  ) throws -> String {
    let path = folder.file(name)
    let source =
      "color=c=black:s=\(size.width)x\(size.height):r=\(numberedRate):d=6,format=yuv420p,"
      + "geq=lum='16+3*N':cb=128:cr=128"
    let made = ExternalTool.run(
      "ffmpeg",
      ["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", source]
        + ["-c:v", "libx264", "-qp", "0", "-x264-params", "keyint=10:min-keyint=10:scenecut=0"]
        + ["-pix_fmt", "yuv420p", path])
    try #require(made, "ffmpeg could not make \(name)")
    return path
  }

  /// The frame number of ``numbered(in:)``'s frame whose grey is `colour` (its red channel:
  /// luma 16 + 3k is 3k × 255 / 219 in full range).
  static func frameNumber(_ colour: UInt32) -> Int {
    Int((Double((colour >> 16) & 0xFF) * 219 / 255 / 3).rounded())
  }

  /// A pipeline whose decoder shows clips through the built binary's video worker.
  static var pipeline: PipelineSettings {
    var pipeline = PipelineSettings()
    pipeline.videoWorker = CarouselProcess.executable
    return pipeline
  }

  /// The catalog of `paths` with their clips listed.
  static func catalog(_ paths: [String]) -> Catalog {
    Catalog(paths: paths, listing: ItemListing(clips: true))
  }

  /// Whether `colour` is within 24 of `expected` in each channel (the clip's colours pass
  /// through YUV 4:2:0).
  static func near(_ colour: UInt32, _ expected: UInt32) -> Bool {
    (0..<3).allSatisfy { channel in
      let shift = UInt32(channel * 8)
      return abs(Int((colour >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)) <= 24
    }
  }
}
