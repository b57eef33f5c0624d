import CarouselViewer
import Foundation
import PictureKit
import SDLKit

/// The benchmark's measurements, each returning rows of the table.
enum BenchRuns {
  static func decodeLatency(folder: BenchPictures, settings: BenchSettings) throws
    -> [(String, String)]
  {
    let clock = MonotonicClock()
    let decoder = FileDecoder()
    var times: [Double] = []
    for file in folder.files {
      let start = clock.now()
      _ = try decoder.decode(FilePath(file), fittingIn: settings.windowSize)
      times.append(clock.now() - start)
    }
    times.sort()
    return [
      (
        "decode + downscale to \(settings.windowSize), one thread",
        "median \(ms(times[times.count / 2])), max \(ms(times.last ?? 0))"
      )
    ]
  }

  /// The cost of decoding in a worker process: the same pictures decoded in this process and
  /// through an ``IsolatedDecoder`` (one worker, the `carousel` binary beside this one), one at
  /// a time, alternating so both see the same machine.
  static func isolationCost(folder: BenchPictures, settings: BenchSettings) throws
    -> [(String, String)]
  {
    let clock = MonotonicClock()
    let local = FileDecoder()
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("carousel").path
    let isolated = IsolatedDecoder(executable: executable, workerCount: 1)
    defer { isolated.shutdown() }
    _ = try isolated.decode(FilePath(folder.files[0]), fittingIn: settings.windowSize)  // warm
    var inProcess: [Double] = []
    var inWorker: [Double] = []
    for file in folder.files {
      var start = clock.now()
      _ = try local.decode(FilePath(file), fittingIn: settings.windowSize)
      inProcess.append(clock.now() - start)
      start = clock.now()
      _ = try isolated.decode(FilePath(file), fittingIn: settings.windowSize)
      inWorker.append(clock.now() - start)
    }
    inProcess.sort()
    inWorker.sort()
    let here = inProcess[inProcess.count / 2]
    let there = inWorker[inWorker.count / 2]
    return [
      (
        "decode in a worker process vs in this one (median)",
        "\(ms(there)) vs \(ms(here)): isolation costs \(ms(there - here)), "
          + String(format: "%.1f %%", (there - here) / here * 100)
      )
    ]
  }

  /// Runs the real live loop as a slideshow through `settings.steps` pictures, one every
  /// `settings.interval` s, on the real clock; measures frames, loading frames and peak memory.
  static func pagingWithRealClock(folder: BenchPictures, settings: BenchSettings) throws
    -> [(String, String)]
  {
    ProcessMemory.resetPeak()
    let baseline = ProcessMemory.residentBytes()
    let viewer = try makeViewer(folder: folder, settings: settings)
    let clock = MonotonicClock()
    let start = clock.now()
    viewer.start(at: start)
    viewer.slideshowInterval = settings.interval
    viewer.setSlideshow(true, at: start)
    var frameTimes: [Double] = []
    var loadingFrames = 0
    var observer = EventLoop.Observer()
    observer.endTime = start + Double(settings.steps) * settings.interval + 1
    observer.didDrawFrame = { seconds in
      frameTimes.append(seconds)
      // The first picture's own decode is the warm-up, not a prefetch miss.
      if viewer.isShowingLoading, clock.now() > start + settings.interval { loadingFrames += 1 }
    }
    try EventLoop.runLive(viewer, clock: clock, observer: observer)
    let peak = ProcessMemory.peakResidentBytes()
    frameTimes.sort()
    let cache = viewer.pictures.store.cache
    let median = frameTimes.isEmpty ? 0 : frameTimes[frameTimes.count / 2]
    let p99 = frameTimes.isEmpty ? 0 : frameTimes[frameTimes.count * 99 / 100]
    return [
      (
        "frame cost (software renderer, \(settings.windowSize))",
        "median \(ms(median)), p99 \(ms(p99))"
      ),
      (
        "slideshow of \(settings.steps) pictures, one every \(settings.interval) s",
        "\(frameTimes.count) frames, \(loadingFrames) showed a spinner after the first picture"
      ),
      (
        "texture cache (budget \(cache.budget / 1_048_576) MB)",
        "peak \(cache.peakByteCount / 1_048_576) MB, \(cache.evictionCount) evictions"
      ),
      (
        "peak resident memory while paging (VmHWM)",
        "\(peak / 1_048_576) MB (\(baseline / 1_048_576) MB before the viewer)"
      ),
    ]
  }

  /// CPU time used over 3 s of the real live loop with nothing moving and nothing loading.
  static func idleCPU(folder: BenchPictures, settings: BenchSettings) throws -> [(String, String)] {
    let viewer = try makeViewer(folder: folder, settings: settings)
    let clock = MonotonicClock()
    let now = clock.now()
    viewer.start(at: now)
    viewer.update(now: now)
    viewer.waitForVisibleDecodes()
    viewer.pictures.store.waitUntilIdle()
    try viewer.draw()
    var frames = 0
    var observer = EventLoop.Observer()
    observer.endTime = clock.now() + 3
    observer.didDrawFrame = { _ in frames += 1 }
    let before = cpuSeconds()
    try EventLoop.runLive(viewer, clock: clock, observer: observer)
    let used = cpuSeconds() - before
    return [("idle for 3 s (live loop, offscreen)", "\(ms(used)) CPU, \(frames) frames drawn")]
  }

  /// A viewer over `folder` in an offscreen window with the software renderer.
  private static func makeViewer(folder: BenchPictures, settings: BenchSettings) throws -> Viewer {
    let window = try Window(title: "bench", size: settings.windowSize, flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    return Viewer(
      window: window, renderer: renderer, catalog: Catalog(paths: [folder.path])
    ) { _ in }
  }

  static func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.map {
      $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1
    }
    return (["carousel-bench"] + lines).joined(separator: "\n")
  }

  private static func ms(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }

  private static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
