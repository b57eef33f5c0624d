import Foundation
import PictureKit
import SDLKit

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
    viewer.planner.chooser.saveIndex(now: viewer.lastUpdate, final: true)
    let wall = viewer.hooks.wallClock.secondsSince1970()
    viewer.planner.memory.writeIfDue(now: viewer.lastUpdate, wall: wall, final: true)
    return status
  }

  /// A headless run: a replay, or a number of frames, on the virtual clock.
  private func runHeadless(_ viewer: Viewer, renderer: Renderer) throws -> Int32 {
    let clock = VirtualClock()
    guard let wallStart = Self.virtualWallStart() else { return 2 }
    viewer.hooks.wallClock = VirtualWallClock(start: wallStart, clock: clock)
    begin(viewer, at: clock.now())
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

  /// When a headless run's time of day starts: `CAROUSEL_WALL_CLOCK`, else now; nil, with one
  /// line, when the variable names no time.
  private static func virtualWallStart() -> Double? {
    let name = VirtualWallClock.variable
    guard let text = ProcessEnvironment.value(name) else {
      return SystemWallClock().secondsSince1970()
    }
    guard let start = VirtualWallClock.start(from: text, zone: .current) else {
      CarouselApp.printError(
        "carousel: \(name) takes a local time such as 2024-02-28T23:59:30, or @SECONDS since "
          + "1970, not '\(text)'")
      return nil
    }
    return start
  }

  /// Sets the viewer up, shows the first picture and starts the slideshow when `--slideshow`
  /// asked for one.
  private func begin(_ viewer: Viewer, at now: Double) {
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
