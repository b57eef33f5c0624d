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
    let clip = pictures.root + "/clip/clip-1080p30.mp4"
    try ClipMaker.h264(size: "1920x1080", seconds: BenchConstants.videoSeconds).make(clip)
    progress("video: Carousel playing it")
    let carousel = try playInCarousel(clip, length: BenchConstants.videoSeconds, runs: runs)
    report.set("video_first_frame_ms", carousel.firstFrame * 1000)
    report.set("video_dropped_frames", Double(carousel.dropped))
    let percent = carousel.cpuPercent ?? 0
    report.set("video_cpu_percent", percent)
    report.note(
      "video, Carousel",
      "\(carousel.shown) of \(carousel.shown + carousel.dropped) frames shown; "
        + String(format: "%.1f %% CPU while it played (app and workers)", percent))
    if FileManager.default.isExecutableFile(atPath: Self.mpv.executable) {
      progress("video: mpv playing it")
      let other = try cpuPercent(of: Self.mpv, playing: clip, display: runs.display)
      report.set("video_cpu_mpv_ratio", percent / other)
      report.note("video, mpv", String(format: "%.1f %% CPU while it played", other))
    } else {
      report.note("mpv", "not installed: no ratio (apt install mpv to compare)")
    }
    try measure4KHEVC(pictures, runs: runs, into: &report)
  }

  /// A 4K HEVC Main 10 clip played fullscreen: its frames, and those dropped.
  ///
  /// The clip is ``BenchConstants/video4KSeconds`` of 3840×2160 at 30 frames a second; its
  /// figures have no budget. Both are null, with a note, when ffmpeg has no libx265 or Carousel
  /// cannot play the clip.
  private static func measure4KHEVC(
    _ pictures: BenchPictures, runs: BenchProcessRuns, into report: inout BenchReport
  ) throws {
    guard try ClipMaker.hasEncoder("libx265") else {
      report.note("video, 4K HEVC 10-bit", "not measured: this ffmpeg has no libx265")
      return
    }
    progress("video: making a 4K HEVC 10-bit clip")
    let clip = pictures.root + "/clip/clip-2160p30-hevc10.mp4"
    try ClipMaker.hevc10(size: "3840x2160", seconds: BenchConstants.video4KSeconds).make(clip)
    progress("video: Carousel playing it")
    let played: (firstFrame: Double, shown: Int, dropped: Int, cpuPercent: Double?)
    do {
      played = try playInCarousel(
        clip, length: BenchConstants.video4KSeconds, runs: runs, countsCPU: false)
    } catch {
      report.note("video, 4K HEVC 10-bit", "not measured: \(error)")
      return
    }
    let frames = played.shown + played.dropped
    report.set("video_4k_hevc_dropped_frames", Double(played.dropped))
    report.set("video_4k_hevc_frames", Double(frames))
    report.note(
      "video, 4K HEVC 10-bit",
      String(
        format: "%d of %d frames shown (%.1f %% dropped); first new frame %.1f ms after the rest",
        played.shown, frames, Double(played.dropped) / Double(max(frames, 1)) * 100,
        played.firstFrame * 1000))
  }

  /// Carousel fullscreen on `clip` (`length` s long) with `--timing`: its first new frame,
  /// its CPU from ``BenchConstants/videoWindow`` after that (nil unless `countsCPU`), and its
  /// frames shown and dropped at the end.
  private static func playInCarousel(
    _ clip: String, length: Double, runs: BenchProcessRuns, countsCPU: Bool = true
  ) throws -> (firstFrame: Double, shown: Int, dropped: Int, cpuPercent: Double?) {
    for _ in 0..<BenchConstants.connectTries {
      let child = try BenchChild(
        executable: runs.executable, arguments: ["--timing", "--no-config", "-f", clip],
        environment: ["DISPLAY": runs.display, "SDL_AUDIODRIVER": "dummy"])
      defer { child.terminate() }
      guard let first = child.waitForLine(containing: "first new frame", timeout: 30) else {
        if child.isRunning { throw BenchError("Carousel showed no new frame of the clip in 30 s") }
        continue  // Xvfb refused the connection: started again
      }
      let cpu = countsCPU ? cpuPercent(of: [child.pid] + child.children) : nil
      let timeout = length + 30
      guard let end = child.waitForLine(containing: " ended: ", timeout: timeout) else {
        throw BenchError("the clip did not end within \(Int(timeout)) s")
      }
      guard let milliseconds = number(in: first, after: "first new frame "),
        let frames = clipFrames(end)
      else { throw BenchError("unreadable timing lines: \(first) / \(end)") }
      return (milliseconds / 1000, frames.shown, frames.all - frames.shown, cpu)
    }
    throw BenchError("Carousel could not connect to the X server, every time")
  }

  /// A clip's frames shown and all its frames, from `--timing`'s line at its end
  /// (`clip NAME ended: SHOWN of ALL frames shown, DROPPED dropped`); nil for another line.
  static func clipFrames(_ line: String) -> (shown: Int, all: Int)? {
    guard line.contains(" ended: "), let shown = number(in: line, after: " ended: "),
      let all = number(in: line, after: " of ")
    else { return nil }
    return (Int(shown), Int(all))
  }

  /// The number that follows the last `text` in `line`, up to the next space.
  private static func number(in line: String, after text: String) -> Double? {
    line.components(separatedBy: text).last?.split(separator: " ").first.flatMap { Double($0) }
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
