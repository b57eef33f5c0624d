import PictureFiles
import SDLKit
import SystemKit

// MARK: - Running: headless, replayed or live

extension Session {
  /// Runs the carousel until it quits (live) or its frames are done (headless), and returns
  /// the exit status.
  func run() throws -> Int32 {
    guard let screen else { return 1 }
    let viewer = makeViewer(in: screen)
    let status =
      options.isHeadless
      ? try runHeadless(viewer, renderer: screen.renderer) : try runLive(viewer)
    let wall = viewer.power.wall(at: viewer.lastUpdate)
    viewer.planner.saveBeforeExit(now: viewer.lastUpdate, wall: wall)
    return status
  }

  /// A headless run: a replay, or a number of frames, on the virtual clock.
  private func runHeadless(_ viewer: Viewer, renderer: Renderer) throws -> Int32 {
    let clock = VirtualClock()
    begin(viewer, clock: clock)
    startSurfaces()  // no first picture to wait for
    if options.replayPath != nil {
      let status = ReplaySession.play(
        options: options, viewer: viewer, clock: clock, reporter: reporter)
      if status == 0, let path = options.screenshotPath {
        viewer.waitForVisibleDecodes()
        try viewer.draw()
        try renderer.readPixels().savePNG(to: path)
      }
      return status
    }
    let frame = try EventLoop.runHeadless(viewer, frameCount: options.frameCount, clock: clock)
    if let path = options.screenshotPath { try frame.savePNG(to: path) }
    return 0
  }

  /// A live run on the real clock, recording when `--record` asked.
  private func runLive(_ viewer: Viewer) throws -> Int32 {
    let clock = MonotonicClock()
    let inbox = viewer.inbox
    do {
      let watcher = try ControllerWatcher { inbox.post(.controllerActivity) }
      controllerWatcher = watcher
      viewer.hooks.onControllersChanged = { watcher.watch($0) }
    } catch {
      reporter.warning(
        "game controllers are not read: no pipe to wake their watcher (\(error))")
    }
    viewer.openConnectedControllers()
    // Clips keep the real clock: late frames are dropped, a slideshow does not wait for a
    // clip's length.
    viewer.clips.pacing = .realTime
    viewer.slideshow.waitsForClips = false
    // While the first picture decodes: its texture's 8 MB (at 1920×1080) made now, not after.
    // Photos are opaque; a picture with transparency gets a texture of its own.
    if let size = start?.expectedPictureSize {
      viewer.pictures.prepareTexture(size: size, isOpaque: true)
    }
    begin(viewer, clock: clock)
    viewer.update(now: clock.now())  // takes a first decode that finished before SDL started
    guard
      case .success(let recorder) = ReplaySession.startRecording(
        options: options, viewer: viewer, reporter: reporter)
    else { return 2 }
    let report = serviceReport(for: viewer)
    let clockWatch = watchClockSteps(for: viewer)
    defer { clockWatch?.stop() }
    try EventLoop.runLive(viewer, clock: clock, service: report)
    report?.stopping()
    viewer.power.restoreScreen()
    recorder?.finish(now: clock.now())
    return 0
  }

  /// With a schedule, `--sync`, or a filter that moves with the time of day, a step of the
  /// system clock wakes the loop, which reads the wall clock again: no poll, no wake-up until
  /// the clock is set.
  private func watchClockSteps(for viewer: Viewer) -> ClockStepWatch? {
    let filtersMove = options.onThisDay != nil || options.newerThan != nil
    guard options.awake != nil || options.isSynced || filtersMove else { return nil }
    let inbox = viewer.inbox
    do {
      return try ClockStepWatch { inbox.post(.clockStepped) }
    } catch {
      let option =
        options.awake != nil
        ? "--awake"
        : options.isSynced ? "--sync" : options.onThisDay != nil ? "--on-this-day" : "--newer-than"
      reporter.warning(
        "option \(option): clock steps are not noticed (\(error)); the display, "
          + "the slideshow and the filters follow the clock when they next wake")
      return nil
    }
  }

  /// What systemd hears of `viewer` when it started Carousel: ready once the first picture is
  /// on screen, then the loop's pings and status.
  private func serviceReport(for viewer: Viewer) -> ServiceReport? {
    guard let service else { return nil }
    let report = ServiceReport(
      notifier: service, fault: ProcessEnvironment.value("CAROUSEL_LOOP_FAULT"))
    let previous = viewer.hooks.onFirstPictureWaitEnded
    viewer.hooks.onFirstPictureWaitEnded = {
      previous?()
      report.ready()
    }
    return report
  }

  /// Sets the viewer up, shows the first picture and starts the slideshow when `--slideshow`
  /// asked for one, at `clock`'s now.
  private func begin(_ viewer: Viewer, clock: some Clock) {
    let now = clock.now()
    viewer.setWallOffset(clock.wallOffset())
    viewer.configure(options, listedDurations: sources.durations)
    // A headless kiosk goes on where it was once the scan finds that picture (a live one starts
    // with it: see FirstPictureStart).
    if start == nil, let resume = memory.resume { viewer.gate.pendingResume = ItemKey(resume) }
    viewer.start(at: now)
    if let interval = options.slideshowInterval {
      viewer.slideshow.interval = interval
      viewer.setSlideshow(true, at: now)
    }
  }
}
