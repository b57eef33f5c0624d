import Foundation
import TestSupport
import Testing

/// `--hwdec` through the binary: a bad value exits 2 naming the option and its values; a
/// hardware trial that fails is said once a run, under `--verbose` only, and the clips play on;
/// a machine without a device says nothing.
///
/// This machine has no GPU and no V4L2 device: the trial is rehearsed with the software
/// decoder standing in for the hardware (`CAROUSEL_HWDEC_REHEARSAL`, ``HardwareDecodingTests``).
@Suite(.serialized) struct HardwareDecodingRunTests {
  /// Whether this machine has a render node or a V4L2 device (then `auto` tries it).
  static let hasDevice =
    FileManager.default.fileExists(atPath: "/dev/dri")
    || ((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []).contains {
      $0.hasPrefix("video")
    }

  /// A headless slideshow over two clips, a second of each, with `options`; its standard error
  /// and status, the workers' environment given `extra`.
  static func run(_ options: [String], extra: [String: String] = [:]) throws -> (
    lines: [Substring], status: Int32
  ) {
    let folder = try TemporaryFolder()
    _ = try ClipFiles.colours(in: folder, name: "a.mp4")
    _ = try ClipFiles.colours(in: folder, name: "b.mp4")
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment.merge(extra) { $1 }
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x32", "--slideshow", "1", "--video-max", "1", "--frames", "240"]
        + options + [folder.path], environment: environment)
    return (result.standardError.split(separator: "\n"), result.status)
  }

  @Test("--hwdec takes auto or no: another value exits 2, named")
  func badValue() throws {
    let result = try CarouselProcess.run(["--hwdec", "vaapi"])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("option --hwdec takes auto or no, not 'vaapi'"),
      "\(result.standardError)")
  }

  @Test("a failed trial is said once a run, with --verbose, and both clips play")
  func failedTrialSaidOnce() throws {
    let run = try Self.run(
      ["--verbose", "--timing"], extra: ["CAROUSEL_HWDEC_REHEARSAL": "fail"])
    #expect(run.status == 0)
    let said = run.lines.filter { $0.contains("hardware decoding") }
    #expect(
      said == [
        "carousel: hardware decoding failed, software decodes the clips it fails: rehearsal: "
          + "its first frame was refused"
      ], "\(run.lines)")
    for name in ["a.mp4", "b.mp4"] {
      #expect(
        run.lines.contains { $0.contains("clip \(name): first new frame") }, "\(name) played")
    }
  }

  @Test("without --verbose, a failed trial says nothing")
  func quietWithoutVerbose() throws {
    let run = try Self.run([], extra: ["CAROUSEL_HWDEC_REHEARSAL": "fail"])
    #expect(run.status == 0)
    #expect(run.lines.isEmpty, "\(run.lines)")
  }

  @Test(
    "on a machine without a device, auto says nothing even with --verbose",
    .enabled(if: !hasDevice))
  func noDeviceNoLine() throws {
    let run = try Self.run(["--verbose", "--timing"])
    #expect(run.status == 0)
    #expect(!run.lines.contains { $0.contains("hardware") }, "\(run.lines)")
    #expect(run.lines.contains { $0.contains("clip b.mp4: first new frame") }, "\(run.lines)")
  }
}
