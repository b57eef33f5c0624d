import Foundation

/// The clips the benchmark plays, made by Debian's `ffmpeg` from its own test source: no
/// media is downloaded (issue 36).
///
/// Each is ffmpeg's `testsrc2` with temporal noise, so that it costs a decoder what camera
/// footage does, not what flat colour does.
struct ClipMaker {
  /// ffmpeg's frame size, `WIDTHxHEIGHT`.
  var size: String
  /// Frames a second.
  var rate = 30
  /// The length, in s.
  var seconds: Double
  /// The encoder and its settings (`-c:v …`), ffmpeg's arguments before the output file.
  var encoding: [String]
  /// The noise's seed: clips made with different seeds differ in every frame (the default is
  /// ffmpeg's own).
  var seed = 123_457

  /// H.264 in MP4, 8 bits 4:2:0, as a phone or a camera writes it (veryfast, CRF 23).
  static func h264(size: String, seconds: Double, seed: Int = 123_457) -> ClipMaker {
    ClipMaker(
      size: size, seconds: seconds,
      encoding: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"],
      seed: seed)
  }

  /// HEVC Main 10 in MP4 (10 bits 4:2:0, tagged `hvc1` as phones tag it), made with x265's
  /// fastest preset: the clip's bits matter, not how well they were spent.
  static func hevc10(size: String, seconds: Double) -> ClipMaker {
    ClipMaker(
      size: size, seconds: seconds,
      encoding: [
        "-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error",
        "-pix_fmt", "yuv420p10le", "-tag:v", "hvc1",
      ])
  }

  /// Writes the clip to `path` (its folder made first).
  func make(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let source =
      "testsrc2=size=\(size):rate=\(rate):duration=\(seconds),"
      + "noise=alls=12:allf=t:all_seed=\(seed)"
    let encoder = try BenchChild(
      executable: Self.ffmpeg,
      arguments: ["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", source] + encoding + [path],
      environment: [:], capturesStandardError: false)
    guard encoder.waitForExit() == 0, FileManager.default.fileExists(atPath: path) else {
      throw BenchError("ffmpeg could not make \(path) (scripts/install-deps installs it)")
    }
  }

  /// Whether Debian's ffmpeg has the encoder `name` (`libx265`: Debian builds it in, others
  /// may not): one small frame encoded to nothing.
  static func hasEncoder(_ name: String) throws -> Bool {
    let probe = try BenchChild(
      executable: ffmpeg,
      arguments: [
        "-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc2=size=64x64:duration=0.1",
        "-frames:v", "1", "-c:v", name, "-f", "null", "-",
      ], environment: [:], capturesStandardError: false)
    return probe.waitForExit() == 0
  }

  static let ffmpeg = "/usr/bin/ffmpeg"
}
