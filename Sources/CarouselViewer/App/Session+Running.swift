import PictureKit
import SDLKit

// MARK: - Running: headless, replayed or live

extension Session {
  /// Runs the carousel until it quits (live) or its frames are done (headless), and returns
  /// the exit status.
  func run() throws -> Int32 {
    guard let screen else { return 1 }
    let viewer = makeViewer(in: screen)
    if options.isHeadless {
      return try runHeadless(viewer, renderer: screen.renderer)
    }
    return try runLive(viewer)
  }

  /// A headless run: a replay, or a number of frames, on the virtual clock.
  private func runHeadless(_ viewer: Viewer, renderer: Renderer) throws -> Int32 {
    let clock = VirtualClock()
    begin(viewer, at: clock.now())
    startSurfaces()  // no first picture to wait for
    if options.replayPath != nil {
      let status = ReplaySession.play(
        options: options, viewer: viewer, clock: clock, report: CarouselApp.printError)
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
      CarouselApp.printError(
        "carousel: game controllers are not read: no pipe to wake their watcher (\(error))")
    }
    viewer.openConnectedControllers()
    begin(viewer, at: clock.now())
    viewer.update(now: clock.now())  // takes a first decode that finished before SDL started
    guard
      case .success(let recorder) = ReplaySession.startRecording(
        options: options, viewer: viewer, report: CarouselApp.printError)
    else { return 2 }
    try EventLoop.runLive(viewer, clock: clock)
    recorder?.finish(now: clock.now())
    return 0
  }

  /// Sets the viewer up, shows the first picture and starts the slideshow when `--slideshow`
  /// asked for one.
  private func begin(_ viewer: Viewer, at now: Double) {
    viewer.configure(options, listedDurations: sources.durations)
    viewer.start(at: now)
    if let interval = options.slideshowInterval {
      viewer.slideshow.interval = interval
      viewer.setSlideshow(true, at: now)
    }
  }
}
