import CarouselViewer
import Foundation
import PictureKit
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// `carousel-bench`: the figures of README's "Performance" section, each beside its budget,
/// measured in one run on generated photo-like pictures: the first picture through the real
/// binary in a private Xvfb, decoding, frames, memory, idle CPU and a slideshow on the real
/// clock.
///
/// Prints a table with the budgets; `--json` prints exactly the keys as JSON on standard output
/// and the table on standard error. Never run by tests.
public enum Benchmark {
  /// Runs the benchmark.
  ///
  /// Arguments: `[--json] [--runs N] [--photos N] [--only PART,...] [--keep DIR]
  /// [--small-board] [--small-board-minutes N]`.
  public static func main(arguments: [String]) -> Int32 {
    SDLImageCodec.registerAsFallback()  // the decodes measured in this process read every format
    if arguments.first == "--small-board-child" {
      return SmallBoard.child(Array(arguments.dropFirst()))
    }
    var settings = BenchSettings()
    do {
      try settings.parse(arguments)
    } catch {
      CarouselApp.printError("carousel-bench: \(error)")
      return 2
    }
    do {
      let report = try run(settings)
      if settings.printsJSON {
        CarouselApp.printError(report.table)
        print(report.json)
      } else {
        print(report.table)
      }
      return 0
    } catch {
      CarouselApp.printError("carousel-bench: \(error)")
      return 1
    }
  }

  private static func run(_ settings: BenchSettings) throws -> BenchReport {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("carousel").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw BenchError("no carousel beside the benchmark (\(executable)): build it first")
    }
    progress("making the pictures")
    let pictures = try BenchPictures.generate(
      distinctPhotos: settings.distinctPhotos, in: settings.keptFolder)
    defer { if settings.keptFolder == nil { pictures.remove() } }
    defer { try? FileManager.default.removeItem(atPath: BenchChild.scratchHomes) }
    var report = BenchReport()
    report.note("machine", machine())
    report.note("pictures", pictures.summary)
    if settings.includes(.decoding) {
      try measureDecoding(pictures, executable: executable, into: &report)
    }
    let server = try XServer(width: 1920, height: 1080)
    try measureProcesses(
      pictures, executable: executable, display: server.display, settings: settings,
      into: &report)
    if settings.includes(.smallBoard) {
      try measureSmallBoard(
        pictures, settings: settings, display: server.display, into: &report)
    }
    guard
      settings.includes(.frames) || settings.includes(.kenBurns) || settings.includes(.slideshow)
    else { return report }
    setenv("DISPLAY", server.display, 1)
    SDL.setHint(Hint.videoDriver, "x11")
    try SDL.initialize([.video, .events])
    EventQueue.registerWake()
    defer { SDL.quit() }
    try measureLiveLoop(pictures, executable: executable, settings: settings, into: &report)
    return report
  }

  private static func measureDecoding(
    _ pictures: BenchPictures, executable: String, into report: inout BenchReport
  ) throws {
    progress("decoding")
    let screen = BenchRuns.screen
    let photo = try BenchRuns.decodeTime(pictures.photos, box: screen, runs: 3)
    report.set("decode_ms_photo", photo.cpu * 1000)
    let png = try BenchRuns.decodeTime([pictures.screenPNG], box: screen, runs: 9)
    report.set("decode_ms_png", png.cpu * 1000)
    report.note(
      "decodes, wall time (median)",
      String(format: "photo %.1f ms, PNG %.1f ms", photo.wall * 1000, png.wall * 1000))
    try HostileDecodes.measure(into: &report)
    let backdrop = try BenchRuns.backdropTime(pictures.photos[0], box: screen, runs: 51)
    report.set("backdrop_ms_per_decode", backdrop * 1000)
    let cost = try BenchRuns.isolationCost(pictures.photos, box: screen, executable: executable)
    report.note(
      "isolation (24 MP photo)",
      String(
        format: "%.1f ms in a worker vs %.1f ms here: %.1f ms, %.1f %%", cost.inWorker * 1000,
        cost.inProcess * 1000, (cost.inWorker - cost.inProcess) * 1000,
        (cost.inWorker - cost.inProcess) / cost.inProcess * 100))
  }

  private static func measureProcesses(
    _ pictures: BenchPictures, executable: String, display: String, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    let runs = BenchProcessRuns(executable: executable, display: display)
    if settings.includes(.firstPicture) {
      try measureFirstPictures(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.index) {
      try measureIndex(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.rest) {
      progress("at rest")
      // At rest: after the start's on-screen display has faded (3 s shown, 0.4 s fade).
      let rest = try runs.atRest(pictures.onePNG, settle: 5, idle: 10)
      report.set("rss_mb_idle", Double(rest.appResident) / 1_048_576)
      report.set("idle_cpu_percent", rest.cpuPercent)
      report.set("pss_mb_idle_workers", Double(rest.workersProportional) / 1_048_576)
      if let libraries = rest.librariesAtFirstPresent {
        report.set("libraries_first_present", Double(libraries))
      }
      if let parts = rest.breakdown {
        report.set("libraries_idle", Double(parts.libraryCount))
        let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        report.note(
          "resident at rest",
          "binary \(megabytes(parts.binary)), libraries \(megabytes(parts.libraries)), "
            + "anonymous \(megabytes(parts.anonymous)), shared memory "
            + "\(megabytes(parts.sharedMemory)), other files \(megabytes(parts.other))")
      }
      report.note("decoder workers at rest", "\(rest.workers)")
      progress("at rest, serving --http to a page that follows")
      let serving = try runs.atRestServing(pictures.onePNG, settle: 5, idle: 10)
      report.set("idle_cpu_percent_http", serving.cpuPercent)
      report.note(
        "the app's threads woke at rest, serving", "\(serving.wakeups) times in 10 s, all together")
      progress("asleep, and the same kiosk awake")
      let asleep = try runs.kioskCPU(pictures.tenThousandPNGs, asleep: true, settle: 2, idle: 10)
      report.set("asleep_cpu_percent", asleep)
      let awake = try runs.kioskCPU(pictures.tenThousandPNGs, asleep: false, settle: 2, idle: 10)
      report.note("the same kiosk awake (a picture a second)", String(format: "%.1f %% CPU", awake))
    }
    if settings.includes(.surfaces) {
      try measureSurfaces(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.fade) {
      progress("the on-screen display's fade")
      let fade = try runs.fadeCPUs(pictures.onePNG, runs: BenchConstants.fadeRuns)
      report.set("fade_cpu_ms", fade.median * 1000)
      report.note("fade CPU, all runs", milliseconds(fade.all))
    }
    if settings.includes(.viewers) {
      try measureViewers(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.video) {
      try measureVideo(pictures, runs: runs, into: &report)
    }
    if settings.includes(.source) {
      try measureSource(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.kinds) {
      try measureKinds(pictures, runs: runs, settings: settings, into: &report)
    }
    if settings.includes(.paging) {
      progress("paging through 200 of 2,000 photos")
      let paging = try runs.pagingPeak(
        pictures.twoThousandPhotos, steps: 200, scratch: pictures.root)
      report.set("rss_mb_peak_photos", Double(paging.peak) / 1_048_576)
      report.note("paging 200 photos (headless replay)", String(format: "%.1f s", paging.seconds))
    }
  }

  private static func measureFirstPictures(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    progress("first picture, one PNG")
    let one = try runs.firstPictures(pictures.onePNG, runs: settings.runs)
    report.set("first_picture_ms", one.median * 1000)
    report.note("first picture, all runs", milliseconds(one.all))
    for line in one.lines {
      report.note(
        "  timing (median run)", line.replacingOccurrences(of: "carousel: timing: ", with: ""))
    }
    progress("first picture, without and with --http, alternately")
    let serving = try runs.pairedFirstPictures(
      pictures.onePNG, runs: settings.runs, options: ["--http", "127.0.0.1:0"])
    report.set("first_picture_http_ms", serving.with * 1000)
    report.note(
      "first picture without / with --http",
      String(
        format: "%.1f / %.1f ms (medians of alternate starts); median difference %+.1f ms",
        serving.without * 1000, serving.with * 1000, serving.difference * 1000))
    progress("first picture, 10,000 PNGs")
    let many = try runs.firstPictures(pictures.tenThousandPNGs, runs: settings.runs)
    report.set("first_picture_10k_ms", many.median * 1000)
    report.note("first picture of 10,000, all runs", milliseconds(many.all))
    try measureScreen(pictures, runs: runs, settings: settings, into: &report)
    progress("first picture, accelerated renderer")
    let accelerated = try runs.firstPictures(
      pictures.onePNG, runs: 3, environment: ["SDL_RENDER_DRIVER": "opengl"])
    report.note("first picture, OpenGL renderer (Mesa)", milliseconds([accelerated.median]))
  }

  /// A frame that needs every picture's date (`--on-this-day`) over 20,000 pictures: starts
  /// without an index or state and the starts after them, taken in turn, each pair on homes of
  /// its own; the second start's index must read no picture.
  private static func measureIndex(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    progress("first picture, 20,000 pictures with a picture index")
    var first: [Double] = []
    var again: [Double] = []
    var reads = 0
    var complete: [Double] = []
    for pair in 0..<settings.runs {
      let homes = pictures.root + "/homes/\(pair)"
      let fresh = try runs.indexedStart(pictures.twentyThousandPNGs, homes: homes)
      let next = try runs.indexedStart(pictures.twentyThousandPNGs, homes: homes)
      first.append(fresh.firstPicture)
      again.append(next.firstPicture)
      complete.append(next.indexComplete)
      reads = max(reads, next.read)
      if pair == 0 {
        report.note(
          "index, first start",
          "\(fresh.read) read, complete at \(milliseconds([fresh.indexComplete]))")
      }
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    report.set("first_picture_20k_index_ms", median(first) * 1000)
    report.set("first_picture_20k_again_ms", median(again) * 1000)
    report.set("first_picture_20k_again_ratio", median(again) / median(first))
    report.set("index_20k_again_reads", Double(reads))
    report.set("index_20k_again_ms", median(complete) * 1000)
    report.note("20,000 with an index, first starts", milliseconds(first))
    report.note("20,000 with an index, next starts", milliseconds(again))
  }

  /// The first picture as the screen shows it, for Carousel and, when installed, feh, each
  /// started fullscreen on the same folder in the same X server.
  private static func measureScreen(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    let watch = ScreenWatch(display: runs.display)
    let folders = [
      ("first_picture_screen_ms", "first_picture_screen_feh_ratio", pictures.onePNG, "one PNG"),
      (
        "first_picture_10k_screen_ms", "first_picture_10k_screen_feh_ratio",
        pictures.tenThousandPNGs, "10,000 PNGs"
      ),
    ]
    let hasFeh = FileManager.default.isExecutableFile(atPath: Self.feh.executable)
    for (key, ratioKey, folder, name) in folders {
      progress("first picture on screen, \(name)")
      let carousel = try watch.medianWatch(
        runs.executable, ["--no-config", "-f", folder], runs: settings.runs)
      report.set(key, carousel.median.picture * 1000)
      report.note("on screen, \(name), all runs", milliseconds(carousel.all))
      report.note(
        "  screen's first change (median run)",
        carousel.median.firstChange.map { milliseconds([$0]) } ?? "the picture itself")
      guard hasFeh else { continue }
      let other = try watch.medianWatch(
        Self.feh.executable, Self.feh.arguments + [folder], runs: settings.runs)
      report.set(ratioKey, carousel.median.picture / other.median.picture)
      report.note("  feh on screen, all runs", milliseconds(other.all))
    }
    if !hasFeh { report.note("feh", "not installed: no ratio (apt install feh to compare)") }
  }

  private static func measureLiveLoop(
    _ pictures: BenchPictures, executable: String, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    if settings.includes(.frames) {
      try measureFrames(pictures, executable: executable, into: &report)
    }
    if settings.includes(.kenBurns) {
      try measureKenBurns(pictures, executable: executable, into: &report)
    }
    guard settings.includes(.slideshow) else { return }
    try measureSlideshow(pictures, executable: executable, into: &report)
  }

  private static func measureFrames(
    _ pictures: BenchPictures, executable: String, into report: inout BenchReport
  ) throws {
    progress("frames")
    let frames = try BenchRuns.slidingFrames(
      [pictures.screenPNG, pictures.tenThousandPNGs + "/photo-00001.png"], executable: executable,
      seconds: 10)
    report.set("frame_ms_p50", BenchRuns.percentile(frames.all, 0.5) * 1000)
    report.set("frame_ms_p99", BenchRuns.percentile(frames.all, 0.99) * 1000)
    report.note(
      "frames measured", "\(frames.all.count), max \(milliseconds([frames.all.max() ?? 0]))")
    // Each slide's first frame reads its parked picture back from the window first.
    report.note(
      "the first frame after a rest",
      "\(frames.afterRest.count), median \(milliseconds([BenchRuns.percentile(frames.afterRest, 0.5)])), "
        + "max \(milliseconds([frames.afterRest.max() ?? 0]))")
  }

  private static func measureKenBurns(
    _ pictures: BenchPictures, executable: String, into report: inout BenchReport
  ) throws {
    progress("Ken Burns frames")
    let frames = try BenchRuns.kenBurnsFrames(
      Array(pictures.photos.prefix(2)), interval: 6, executable: executable, seconds: 12)
    report.set("kenburns_frame_ms_p50", BenchRuns.percentile(frames.times, 0.5) * 1000)
    report.set("kenburns_frame_ms_p99", BenchRuns.percentile(frames.times, 0.99) * 1000)
    report.set("kenburns_fps", frames.perSecond)
    report.note(
      "Ken Burns frames measured",
      "\(frames.times.count), max \(milliseconds([frames.times.max() ?? 0]))")
    report.set("kenburns_cpu_ms_p99", BenchRuns.percentile(frames.cpu, 0.99) * 1000)
    report.note(
      "Ken Burns CPU a frame, median", milliseconds([BenchRuns.percentile(frames.cpu, 0.5)]))
    let slow = frames.slowFrames(over: BenchConstants.frameBudget)
    let decoding = frames.whileDecoding.filter { $0 }.count
    report.note(
      "Ken Burns frames over 8 ms",
      "\(slow.count): \(slow.afterUpload) right after an upload, \(slow.whileDecoding) while a "
        + "decode ran (\(decoding) of all frames were drawn while one ran)")
    progress("backdrop frames")
    var options = Options()
    options.backdrop = .blur
    let sliding = try BenchRuns.slidingFrames(
      pictures.portraits, executable: executable, seconds: 10, options: options)
    report.set("backdrop_frame_ms_p99", BenchRuns.percentile(sliding.all, 0.99) * 1000)
    report.note(
      "backdrop frames measured",
      "\(sliding.all.count), median \(milliseconds([BenchRuns.percentile(sliding.all, 0.5)])), "
        + "max \(milliseconds([sliding.all.max() ?? 0]))")
  }

  private static func measureSlideshow(
    _ pictures: BenchPictures, executable: String, into report: inout BenchReport
  ) throws {
    progress("slideshow")
    let show = try BenchRuns.slideshow(
      pictures.slideshowPhotos, interval: 0.5, executable: executable)
    report.set("slideshow_late_ms_max", (show.lateness.max() ?? 0) * 1000)
    report.set("photos_cut_short", Double(show.cutShort))
    report.note("slideshow lateness, median", milliseconds([BenchRuns.median(show.lateness)]))
  }

  static func milliseconds(_ values: [Double]) -> String {
    values.map { String(format: "%.1f", $0 * 1000) }.joined(separator: ", ") + " ms"
  }

  /// Cores and processor model, from `/proc/cpuinfo`.
  private static func machine() -> String {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      info.split(separator: "\n").first { $0.hasPrefix("model name") }
      .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
      .trimmingCharacters(in: .whitespaces) ?? "unknown processor"
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(model)"
  }

  static func progress(_ text: String) {
    CarouselApp.printError("carousel-bench: \(text)…")
  }
}
