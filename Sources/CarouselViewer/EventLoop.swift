import SDLKit

/// Runs the viewer: live against the real clock and SDL's queue, or headless on a virtual clock.
enum EventLoop {
  /// Lets a caller end the live loop at a time and watch its frames (the benchmark).
  struct Observer {
    /// The loop ends at this time (s) if the user has not quit by then, and wakes for it.
    var endTime = Double.infinity
    /// Called after each drawn frame with the seconds that drawing and presenting took.
    var didDrawFrame: (_ seconds: Double) -> Void = { _ in }
  }

  /// Runs until the user quits (or `observer.endTime`).
  ///
  /// When nothing moves, it sleeps in `SDL_WaitEventTimeout` until the next deadline, so an idle
  /// carousel costs no CPU.
  static func runLive(
    _ viewer: Viewer, clock: some Clock, observer: Observer = Observer()
  ) throws(SDLError) {
    var now = clock.now()
    while viewer.isRunning, now < observer.endTime {
      if !viewer.isAnimating && !viewer.needsRedraw {
        let deadline = min(viewer.nextDeadline(after: now) ?? .infinity, observer.endTime)
        let timeout = deadline.isFinite ? max(0, deadline - now) : nil
        if let event = EventQueue.wait(timeout: timeout) {
          viewer.handle(event, now: clock.now())
        }
      }
      now = clock.now()
      while let event = EventQueue.poll() {
        viewer.handle(event, now: now)
      }
      viewer.update(now: now)
      if viewer.needsRedraw {
        let start = clock.now()
        try viewer.draw()
        viewer.renderer.present()  // waits for vertical sync on accelerated renderers
        observer.didDrawFrame(clock.now() - start)
      }
    }
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
      let now = clock.now()
      while let event = EventQueue.poll() {
        viewer.handle(event, now: now)
      }
      viewer.update(now: now)
      viewer.waitForVisibleDecodes()  // every frame shows what a fast machine would show
      try viewer.draw()
      if !viewer.isRunning { break }
    }
    viewer.finishPlannedDecodes(now: clock.now())
    return try viewer.renderer.readPixels()
  }
}
