import SDLKit

/// Runs the viewer: live against the real clock and SDL's queue, or headless on a virtual clock.
enum EventLoop {
  /// Runs until the user quits.
  ///
  /// When nothing moves, it sleeps in `SDL_WaitEventTimeout` until the next deadline, so an idle
  /// carousel costs no CPU.
  static func runLive(_ viewer: Viewer, clock: some Clock) throws(SDLError) {
    var now = clock.now()
    while viewer.isRunning {
      if !viewer.isAnimating && !viewer.needsRedraw {
        let timeout = viewer.nextDeadline(after: now).map { max(0, $0 - now) }
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
        try viewer.draw()
        viewer.renderer.present()  // waits for vertical sync on accelerated renderers
      }
    }
  }

  /// Renders `frameCount` frames at 60 Hz of virtual time, as fast as the machine allows, and
  /// returns the last frame's pixels. Returns once every requested decode (prefetch included)
  /// has finished, so each bad file's stderr line comes out whatever the machine's speed.
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
