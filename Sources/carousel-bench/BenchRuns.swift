import CarouselViewer
import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import PictureKit
import SDLKit
import SystemKit

/// The benchmark's measurements inside its own process: decoding, and the real live loop in a
/// window of the benchmark's X server.
enum BenchRuns {
  static let screen = Size(width: 1920, height: 1080)

  /// The median time of `runs` decodes of each of `files` to fit `box`, one at a time in this
  /// process (one thread), in s: the decoding thread's CPU time, which is the decode's latency
  /// on an idle machine and does not count the time other processes of a shared machine take
  /// the processor; and the median wall time beside it.
  static func decodeTime(_ files: [String], box: Size, runs: Int) throws
    -> (cpu: Double, wall: Double)
  {
    let clock = MonotonicClock()
    let decoder = FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
    _ = try decoder.decode(FilePath(files[0]), fittingIn: box)  // warm: caches, code
    var cpu: [Double] = []
    var wall: [Double] = []
    for _ in 0..<runs {
      for file in files {
        let (startCPU, start) = (threadCPUSeconds(), clock.now())
        _ = try decoder.decode(FilePath(file), fittingIn: box)
        cpu.append(threadCPUSeconds() - startCPU)
        wall.append(clock.now() - start)
      }
    }
    return (median(cpu), median(wall))
  }

  /// The calling thread's CPU time, in s.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The cost of decoding in a worker process: the same photos decoded in this process and
  /// through an ``IsolatedDecoder`` (one worker), alternately: the median in this process, and
  /// that plus the median difference of each pair, in s.
  ///
  /// This thread runs at the workers' niceness meanwhile, so that on a shared machine both
  /// sides get the same share of the processor and the difference is the isolation's own.
  static func isolationCost(_ files: [String], box: Size, executable: String) throws
    -> (inProcess: Double, inWorker: Double)
  {
    let which = __priority_which_t(PRIO_PROCESS.rawValue)
    let niceness = getpriority(which, 0)
    _ = setpriority(which, 0, PipelineConstants.workerNiceness)
    defer { _ = setpriority(which, 0, niceness) }
    let clock = MonotonicClock()
    let local = FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
    let isolated = IsolatedDecoder(
      executable: executable, workerCount: 1, cacheBudget: PipelineConstants.defaultCacheBudget)
    defer { isolated.shutdown() }
    _ = try isolated.decode(FilePath(files[0]), fittingIn: box)  // warm
    var inProcess: [Double] = []
    var differences: [Double] = []
    for _ in 0..<4 {
      for file in files {
        var start = clock.now()
        _ = try local.decode(FilePath(file), fittingIn: box)
        let here = clock.now() - start
        start = clock.now()
        _ = try isolated.decode(FilePath(file), fittingIn: box)
        inProcess.append(here)
        differences.append(clock.now() - start - here)
      }
    }
    // The median of the pairs' differences: each pair ran back to back, on the same file.
    return (median(inProcess), median(inProcess) + median(differences))
  }

  /// Frames while two full-screen pictures slide past each other, one slide a second for
  /// `seconds`, in the live loop on the real clock: draw and present times (s) of the frames
  /// drawn while the pages moved, and of those among them that came first after a rest (whose
  /// picture the loop had parked: docs/architecture.md, "Memory at rest").
  static func slidingFrames(
    _ pictures: [String], executable: String, seconds: Double, options: Options = Options()
  ) throws -> (all: [Double], afterRest: [Double]) {
    let viewer = try makeViewer(
      Catalog(items: pictures.map { CarouselItem(picture: $0) }), executable: executable)
    viewer.configure(options)
    let clock = MonotonicClock()
    viewer.start(at: clock.now())
    viewer.update(now: clock.now())
    viewer.waitForVisibleDecodes()
    viewer.pictures.waitUntilIdle()
    let start = clock.now()
    viewer.slideshow.interval = 1
    viewer.setSlideshow(true, at: start)
    var frames: [Double] = []
    var afterRest: [Double] = []
    var wasAnimating = false
    var observer = EventLoop.Observer()
    observer.endTime = start + seconds
    observer.didDrawFrame = { seconds in
      if viewer.isAnimating {
        frames.append(seconds)
        if !wasAnimating { afterRest.append(seconds) }
      }
      wasAnimating = viewer.isAnimating
    }
    try EventLoop.runLive(viewer, clock: clock, observer: observer)
    return (frames, afterRest)
  }

  /// Frames of a slideshow of `pictures` every `interval` s with `--motion kenburns`, for
  /// `seconds` in the live loop on the real clock: the draw and present times (s) of the frames
  /// drawn while a picture rested and moved along its path, the main thread's CPU time from one
  /// such frame to the next (everything a frame costs: the update and the drawing), and how many
  /// frames a second came then.
  static func kenBurnsFrames(
    _ pictures: [String], interval: Double, executable: String, seconds: Double
  ) throws -> KenBurnsFrames {
    let viewer = try makeViewer(
      Catalog(items: pictures.map { CarouselItem(picture: $0) }), executable: executable)
    var options = Options()
    options.motion = .kenburns
    viewer.configure(options)
    let clock = MonotonicClock()
    viewer.start(at: clock.now())
    viewer.update(now: clock.now())
    viewer.waitForVisibleDecodes()
    viewer.pictures.waitUntilIdle()
    let start = clock.now()
    viewer.slideshow.interval = interval
    viewer.setSlideshow(true, at: start)
    var frames = KenBurnsFrames()
    var moments: [Double] = []
    var lastCPU: Double?
    var lastUploads = viewer.pictures.uploadCount
    var observer = EventLoop.Observer()
    observer.endTime = start + seconds
    observer.didDrawFrame = { seconds in
      let used = threadCPUSeconds()
      let uploads = viewer.pictures.uploadCount
      defer { (lastCPU, lastUploads) = (used, uploads) }
      guard !viewer.pager.isAnimating, viewer.isAnimating else {
        lastCPU = nil
        return
      }
      frames.times.append(seconds)
      moments.append(clock.now())
      if let lastCPU { frames.cpu.append(used - lastCPU) }
      frames.afterUpload.append(uploads != lastUploads)
      frames.whileDecoding.append(viewer.pictures.outstandingDecodes > 0)
    }
    try EventLoop.runLive(viewer, clock: clock, observer: observer)
    // Frames a second over the stretches at rest: gaps of a transition (longer than 0.1 s) are
    // not counted as time.
    let gaps = zip(moments, moments.dropFirst()).map { $1 - $0 }.filter { $0 < 0.1 }
    let span = gaps.reduce(0, +)
    frames.perSecond = span > 0 ? Double(gaps.count) / span : 0
    return frames
  }

  /// The median time, in s of this thread's CPU, of making the backdrop of `photo` decoded to
  /// fit `box`, over `runs` runs.
  static func backdropTime(_ photo: String, box: Size, runs: Int) throws -> Double {
    let decoder = FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
    let pixels = try decoder.decode(FilePath(photo), fittingIn: box).pixels
    var times: [Double] = []
    for _ in 0..<runs {
      let start = threadCPUSeconds()
      _ = Backdrop.make(from: pixels, page: box)
      times.append(threadCPUSeconds() - start)
    }
    return median(times)
  }

  /// What a slideshow of `folder`'s pictures every `interval` s on the real clock showed: for
  /// each picture after the first, how long after its transition was due it first appeared
  /// (s), and how many pictures were never shown at rest; the first `steps` pictures only, when
  /// given.
  static func slideshow(
    _ folder: String, interval: Double, executable: String, steps: Int? = nil,
    trace: RunTrace? = nil, pipeline: PipelineSettings = PipelineSettings()
  ) throws -> (lateness: [Double], cutShort: Int) {
    let viewer = try makeViewer(
      Catalog(paths: [folder]), executable: executable, trace: trace, pipeline: pipeline)
    let count = min(steps ?? viewer.catalog.count, viewer.catalog.count)
    let clock = MonotonicClock()
    viewer.start(at: clock.now())
    viewer.update(now: clock.now())
    viewer.waitForVisibleDecodes()  // the first picture is the start's, measured elsewhere
    viewer.pictures.waitUntilIdle()
    let start = clock.now()
    viewer.slideshow.interval = interval
    viewer.setSlideshow(true, at: start)
    var arrival = [Double?](repeating: nil, count: count)
    var shownAtRest = [Bool](repeating: false, count: count)
    arrival[0] = start
    var observer = EventLoop.Observer()
    observer.endTime = start + Double(count) * interval + interval / 2
    for index in 1..<max(count, 1) {
      trace?.write("due \(index)", at: start + Double(index) * interval)
    }
    var lastCPU = threadCPUSeconds()
    observer.didDrawFrame = { seconds in
      let now = clock.now()
      if let trace {
        let cpu = threadCPUSeconds()
        defer { lastCPU = cpu }
        trace.write(
          String(
            format: "frame draw %.1f ms, cpu %.1f ms since the last, item %d%@", seconds * 1000,
            (cpu - lastCPU) * 1000, viewer.currentItem ?? -1, viewer.isAnimating ? " moving" : ""),
          at: now)
      }
      for page in viewer.pager.visiblePages where page.index < count {
        guard case .picture = viewer.pictures.content(forItem: page.index) else { continue }
        if arrival[page.index] == nil {
          arrival[page.index] = now
          trace?.write("arrived \(page.index)", at: now)
        }
        if !viewer.isAnimating, page.index == viewer.currentItem { shownAtRest[page.index] = true }
      }
    }
    try EventLoop.runLive(viewer, clock: clock, observer: observer)
    let lateness = (1..<count).map { index in
      max(0, (arrival[index] ?? .infinity) - (start + Double(index) * interval))
    }
    return (lateness, shownAtRest.filter { !$0 }.count)
  }

  /// A viewer over `catalog` in a full-screen-sized window of the X server, drawn by the
  /// software renderer as the app draws on X11, decoding in workers of `executable`, with the
  /// cache budget and the pixel limit of `pipeline` (`--cache-mb`, `--max-megapixels`).
  private static func makeViewer(
    _ catalog: Catalog, executable: String, trace: RunTrace? = nil,
    pipeline given: PipelineSettings = PipelineSettings()
  ) throws -> Viewer {
    let window = try Window(title: "carousel-bench", size: screen, flags: [.borderless])
    SDL.setHint(Hint.framebufferAcceleration, "0")
    let renderer = try Renderer(window: window, flags: .software)
    var pipeline = given
    let decoder = IsolatedDecoder(
      executable: executable, workerCount: DecodeQueue.defaultWorkerCount,
      maximumMegapixels: pipeline.maximumMegapixels, cacheBudget: pipeline.cacheBudget)
    pipeline.decoder = trace.map { TracingDecoder(decoder, trace: $0) } ?? decoder
    return Viewer(
      window: window, renderer: renderer, catalog: catalog, pipeline: pipeline,
      display: .off, reporter: .silent)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// The value below which `fraction` of `values` lie (nearest rank).
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}
