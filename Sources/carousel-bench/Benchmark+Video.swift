import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A clip played fullscreen on the real clock (issue 36's budgets): a 20 s 1080p H.264 clip at
/// 30 frames a second, made by Debian's `ffmpeg` from its own test source; Carousel's first new
/// frame after the carousel rests on it, the frames it dropped, its CPU (the app and its
/// workers) while it plays, and mpv's on the same clip in the same X server when installed.
extension Benchmark {
  /// mpv as the issue compares with: software decoding, X11 output, no sound, fullscreen.
  static let mpv = ComparedViewer(
    name: "mpv", executable: "/usr/bin/mpv",
    arguments: ["--vo=x11", "--hwdec=no", "--no-audio", "--fs", "--no-terminal", "--no-config"])

  static func measureVideo(
    _ pictures: BenchPictures, runs: BenchProcessRuns, into report: inout BenchReport
  ) throws {
    progress("video: making a 20 s 1080p H.264 clip")
    let clip = try makeClip(in: pictures.root)
    progress("video: Carousel playing it")
    let carousel = try playInCarousel(clip, runs: runs)
    report.set("video_first_frame_ms", carousel.firstFrame * 1000)
    report.set("video_dropped_frames", Double(carousel.dropped))
    report.set("video_cpu_percent", carousel.cpuPercent)
    report.note(
      "video, Carousel",
      "\(carousel.shown) of \(carousel.shown + carousel.dropped) frames shown; "
        + String(format: "%.1f %% CPU while it played (app and workers)", carousel.cpuPercent))
    guard FileManager.default.isExecutableFile(atPath: Self.mpv.executable) else {
      report.note("mpv", "not installed: no ratio (apt install mpv to compare)")
      return
    }
    progress("video: mpv playing it")
    let other = try cpuPercent(of: Self.mpv, playing: clip, display: runs.display)
    report.set("video_cpu_mpv_ratio", carousel.cpuPercent / other)
    report.note("video, mpv", String(format: "%.1f %% CPU while it played", other))
  }

  /// The clip: `BenchConstants.videoSeconds` of ffmpeg's `testsrc2` at 1920×1080 and 30 frames
  /// a second with temporal noise (so that it costs a decoder what camera footage does, not
  /// what flat colour does), H.264 in MP4.
  private static func makeClip(in folder: String) throws -> String {
    let path = folder + "/clip/clip-1080p30.mp4"
    try FileManager.default.createDirectory(
      atPath: folder + "/clip", withIntermediateDirectories: true)
    let source =
      "testsrc2=size=1920x1080:rate=30:duration=\(Int(BenchConstants.videoSeconds)),"
      + "noise=alls=12:allf=t"
    let encoder = try BenchChild(
      executable: "/usr/bin/ffmpeg",
      arguments: [
        "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", source, "-c:v", "libx264",
        "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", path,
      ], environment: [:], capturesStandardError: false)
    guard encoder.waitForExit() == 0, FileManager.default.fileExists(atPath: path) else {
      throw BenchError("ffmpeg could not make the clip (scripts/install-deps installs it)")
    }
    return path
  }

  /// Carousel fullscreen on `clip` with `--timing`: its first new frame, its CPU from
  /// ``BenchConstants/videoWindow`` after that, and its frames shown and dropped at the end.
  private static func playInCarousel(_ clip: String, runs: BenchProcessRuns) throws
    -> (firstFrame: Double, shown: Int, dropped: Int, cpuPercent: Double)
  {
    for _ in 0..<BenchConstants.connectTries {
      let child = try BenchChild(
        executable: runs.executable, arguments: ["--timing", "--no-config", "-f", clip],
        environment: ["DISPLAY": runs.display, "SDL_AUDIODRIVER": "dummy"])
      defer { child.terminate() }
      guard let first = child.waitForLine(containing: "first new frame", timeout: 30) else {
        if child.isRunning { throw BenchError("Carousel showed no new frame of the clip in 30 s") }
        continue  // Xvfb refused the connection: started again
      }
      let cpu = cpuPercent(of: [child.pid] + child.children)
      let timeout = BenchConstants.videoSeconds + 30
      guard let end = child.waitForLine(containing: " ended: ", timeout: timeout) else {
        throw BenchError("the clip did not end within \(Int(timeout)) s")
      }
      let numbers = { (line: String, after: String) in
        line.components(separatedBy: after).last?.split(separator: " ").first.flatMap {
          Double($0)
        }
      }
      guard let milliseconds = numbers(first, "first new frame "),
        let shown = numbers(end, " ended: "), let all = numbers(end, " of ")
      else { throw BenchError("unreadable timing lines: \(first) / \(end)") }
      return (milliseconds / 1000, Int(shown), Int(all - shown), cpu)
    }
    throw BenchError("Carousel could not connect to the X server, every time")
  }

  /// `viewer`'s CPU playing `clip`, in % of one core, over the same window as Carousel's.
  private static func cpuPercent(of viewer: ComparedViewer, playing clip: String, display: String)
    throws -> Double
  {
    let child = try BenchChild(
      executable: viewer.executable, arguments: viewer.arguments + [clip],
      environment: ["DISPLAY": display], capturesStandardError: false)
    defer { child.terminate() }
    usleep(useconds_t(BenchConstants.videoStartAllowance * 1_000_000))
    guard child.isRunning else { throw BenchError("\(viewer.name) ended before it was measured") }
    return cpuPercent(of: [child.pid] + child.children)
  }

  /// The CPU of `pids` together over ``BenchConstants/videoWindow``, starting its lower bound
  /// from now, in % of one core.
  private static func cpuPercent(of pids: [pid_t]) -> Double {
    let window = BenchConstants.videoWindow
    usleep(useconds_t(window.lowerBound * 1_000_000))
    func cpu() -> Double { pids.compactMap { ProcFile.stat(of: $0)?.cpuSeconds }.reduce(0, +) }
    let clock = MonotonicClock()
    let before = cpu()
    let from = clock.now()
    usleep(useconds_t((window.upperBound - window.lowerBound) * 1_000_000))
    return (cpu() - before) / (clock.now() - from) * 100
  }
}
