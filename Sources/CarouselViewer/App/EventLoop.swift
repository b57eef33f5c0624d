import SDLKit

/// Runs the viewer: live against the real clock and SDL's queue, or headless on a virtual clock.
package enum EventLoop {
  /// Lets a caller end the live loop at a time and watch its frames (the benchmark).
  package struct Observer {
    /// The loop ends at this time (s) if the user has not quit by then, and wakes for it.
    package var endTime = Double.infinity
    /// Called after each drawn frame with the seconds that drawing and presenting took.
    package var didDrawFrame: (_ seconds: Double) -> Void = { _ in }

    package init() {}
  }

  /// Runs until the user quits (or `observer.endTime`).
  ///
  /// When nothing moves, it sleeps in `SDL_WaitEventTimeout` until the next deadline, so an idle
  /// carousel costs no CPU. While something moves it draws once per refresh of the display, on
  /// a grid of refreshes (``nextFrameTime(afterDue:startedAt:interval:)``): a renderer without
  /// vertical sync (the software one) would otherwise draw as fast as the processor allows.
  ///
  /// - Parameter service: what systemd hears (readiness is told by the session), pinged from
  ///   this loop as one of its deadlines.
  package static func runLive(
    _ viewer: Viewer, clock: some Clock, observer: Observer = Observer(),
    service: ServiceReport? = nil
  ) throws(SDLError) {
    var now = clock.now()
    var nextFrame = -Double.infinity
    while viewer.isRunning, now < observer.endTime {
      now = clock.now()  // drawing took time since the last reading
      let isIdle = !viewer.isAnimating && !viewer.isFrameDue
      let ping = service?.deadline ?? .infinity
      let deadline =
        isIdle
        ? min(viewer.nextDeadline(after: now) ?? .infinity, observer.endTime, ping)
        : min(nextFrame, ping)
      if deadline > now {
        let timeout = deadline.isFinite ? deadline - now : nil
        if isIdle, (timeout ?? .infinity) >= LoopConstants.parkingWait { viewer.rest() }
        if let event = EventQueue.wait(timeout: timeout) {
          viewer.handle(event, now: clock.now())
        }
      }
      now = clock.now()
      step(viewer, now: now, wallOffset: clock.wallOffset())
      service?.tick(now: now, status: viewer.center.status)
      if viewer.isFrameDue {
        let start = clock.now()
        try viewer.draw()
        viewer.renderer.present()  // waits for vertical sync on accelerated renderers
        viewer.didPresentFrame()
        observer.didDrawFrame(clock.now() - start)
        nextFrame = nextFrameTime(
          afterDue: nextFrame, startedAt: start, interval: frameInterval(for: viewer.window))
      }
    }
  }

  /// One step of every loop (live, headless, replayed): the viewer learns the wall clock
  /// (`now + wallOffset`, s from the epoch), the events SDL has queued are handled at `now`
  /// (s), then the viewer updates to it.
  static func step(_ viewer: Viewer, now: Double, wallOffset: Double) {
    viewer.setWallOffset(wallOffset)
    while let event = EventQueue.poll() {
      viewer.handle(event, now: now)
    }
    viewer.update(now: now)
  }

  /// When the live frame after one that was due at `due` and began at `start` is due, in s:
  /// one `interval` after `due`, on the grid of refreshes, so that waking up and updating do not
  /// add to every frame (timed from each start, a 60 Hz loop drew 57.8 frames a second); a
  /// frame that began more than half an interval late starts the grid again from `start`, so
  /// two frames are never less than half a refresh apart.
  static func nextFrameTime(afterDue due: Double, startedAt start: Double, interval: Double)
    -> Double
  {
    let onGrid = due + interval
    return onGrid - start >= interval / 2 ? onGrid : start + interval
  }

  /// The shortest time between two live frames: one refresh of the window's display, in s.
  static func frameInterval(for window: Window) -> Double {
    let hertz = window.refreshRate ?? LoopConstants.fallbackRefreshRate
    return 1
      / Double(
        min(
          max(hertz, LoopConstants.refreshRates.lowerBound), LoopConstants.refreshRates.upperBound))
  }

  /// Renders `frameCount` frames at 60 Hz of virtual time, as fast as the machine allows, and
  /// returns the last frame's pixels.
  ///
  /// Returns once every requested decode (prefetch included) has finished, so each bad file's
  /// stderr line comes out whatever the machine's speed.
  static func runHeadless(_ viewer: Viewer, frameCount: Int, clock: VirtualClock) throws(SDLError)
    -> Surface
  {
    for frame in 0..<frameCount {
      if frame > 0 { clock.advance() }
      step(viewer, now: clock.now(), wallOffset: clock.wallOffset())
      viewer.waitForVisibleDecodes()  // every frame shows what a fast machine would show
      try viewer.draw()
      // Carried out now, as a present would: SDL otherwise queues every frame's drawing until
      // the last frame is read, and a SIGTERM waited seconds for that backlog.
      try viewer.renderer.flush()
      if !viewer.isRunning { break }
    }
    viewer.finishPlannedDecodes(now: clock.now())
    viewer.waitForDisplayHooks()
    return try viewer.renderer.readPixels()
  }
}
