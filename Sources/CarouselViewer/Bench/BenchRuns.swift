import Foundation
import SDLKit

/// The benchmark's measurements, each returning rows of the table.
enum BenchRuns {
  static func decodeLatency(folder: BenchPictures, settings: BenchSettings) throws
    -> [(String, String)]
  {
    let clock = MonotonicClock()
    let decoder = SDLImageDecoder()
    var times: [Double] = []
    for file in folder.files {
      let start = clock.now()
      _ = try decoder.decode(PicturePath(file), fittingIn: settings.windowSize)
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

  /// Pages through `settings.steps` pictures with the real clock, one step every
  /// `settings.interval` s, in the live loop's shape; measures frames, loading frames and peak
  /// memory.
  static func pagingWithRealClock(folder: BenchPictures, settings: BenchSettings) throws
    -> [(String, String)]
  {
    ProcessMemory.resetPeak()
    let baseline = ProcessMemory.residentBytes()
    let window = try Window(title: "bench", size: settings.windowSize, flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    let viewer = Viewer(
      window: window, renderer: renderer, list: PictureList(paths: [folder.path])
    ) { _ in }
    let clock = MonotonicClock()
    var now = clock.now()
    viewer.start(at: now)
    var frameTimes: [Double] = []
    var loadingFrames = 0
    var nextStep = now + settings.interval
    var steps = 0
    // The live loop's shape: draw only when something changed, else sleep until input, a
    // decode's wake-up or the next deadline (here also the next step).
    while steps < settings.steps {
      if !viewer.isAnimating && !viewer.needsRedraw {
        let deadline = min(viewer.nextDeadline(after: now) ?? nextStep, nextStep)
        if let event = EventQueue.wait(timeout: max(0, deadline - now)) {
          viewer.handle(event, now: clock.now())
        }
      }
      now = clock.now()
      while let event = EventQueue.poll() { viewer.handle(event, now: now) }
      if now >= nextStep {
        viewer.perform(.next, now: now)
        steps += 1
        nextStep += settings.interval
      }
      viewer.update(now: now)
      guard viewer.needsRedraw || viewer.isAnimating else { continue }
      if viewer.isShowingLoading, steps > 1 { loadingFrames += 1 }
      let start = clock.now()
      try viewer.draw()
      renderer.present()
      frameTimes.append(clock.now() - start)
    }
    let peak = ProcessMemory.peakResidentBytes()
    frameTimes.sort()
    let cache = viewer.pictures.store.cache
    return [
      (
        "frame cost (software renderer, \(settings.windowSize))",
        "median \(ms(frameTimes[frameTimes.count / 2])), p99 \(ms(frameTimes[frameTimes.count * 99 / 100]))"
      ),
      (
        "paging \(settings.steps) steps, one every \(settings.interval) s",
        "\(frameTimes.count) frames, \(loadingFrames) showed a spinner after the first step"
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

  /// CPU time used over 3 s of an idle live loop (nothing moves, nothing loads).
  static func idleCPU(folder: BenchPictures, settings: BenchSettings) throws -> [(String, String)] {
    let window = try Window(title: "bench", size: settings.windowSize, flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    let viewer = Viewer(
      window: window, renderer: renderer, list: PictureList(paths: [folder.path])
    ) { _ in }
    let clock = MonotonicClock()
    var now = clock.now()
    viewer.start(at: now)
    viewer.update(now: now)
    viewer.waitForVisibleDecodes()
    viewer.pictures.store.waitUntilIdle()
    try viewer.draw()
    let end = now + 3
    let before = cpuSeconds()
    var frames = 0
    while now < end {
      if !viewer.isAnimating && !viewer.needsRedraw {
        let deadline = min(viewer.nextDeadline(after: now) ?? end, end)
        if let event = EventQueue.wait(timeout: max(0, deadline - now)) {
          viewer.handle(event, now: clock.now())
        }
      }
      now = clock.now()
      viewer.update(now: now)
      if viewer.needsRedraw {
        try viewer.draw()
        frames += 1
      }
    }
    let used = cpuSeconds() - before
    return [("idle for 3 s (live loop, offscreen)", "\(ms(used)) CPU, \(frames) frames drawn")]
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
