import SDLKit
import SystemKit
import WaylandProbe

// MARK: - The video driver and SDL's hints, chosen before SDL starts

extension Screen {
  /// Headless runs use the offscreen driver.
  ///
  /// Otherwise, unless the user chose with SDL_VIDEODRIVER, only drivers that show a window are
  /// allowed, Wayland first in a Wayland session (it delivers precise trackpad deltas): SDL would
  /// otherwise fall back to its offscreen driver and run invisibly when there is no display.
  /// SDL's Wayland driver is never started under a compositor without an input seat, where SDL
  /// 2.26 crashes (``avoidSeatlessWayland(requested:reporter:)``).
  static func chooseVideoDriver(headless: Bool, reporter: Reporter) {
    if headless {
      SDL.setHint(Hint.videoDriver, "offscreen")
      return
    }
    let requested = ProcessEnvironment.value("SDL_VIDEODRIVER")
    if requested == nil {
      let inWayland = ProcessEnvironment.value("WAYLAND_DISPLAY") != nil
      SDL.setHint(Hint.videoDriver, inWayland ? "wayland,x11,kmsdrm" : "x11,kmsdrm")
    }
    avoidSeatlessWayland(requested: requested, reporter: reporter)
  }

  /// SDL's hints: a kiosk's close button does nothing, pictures are scaled with linear
  /// filtering, signals arrive through the signal watcher, and input as docs/physics.md §2
  /// says.
  static func setHints(kiosk: Bool) {
    // A kiosk's close button does nothing; SDL would otherwise turn it into a quit.
    if kiosk { SDL.setHint(Hint.quitOnLastWindowClose, "0") }
    SDL.setHint(Hint.renderScaleQuality, "1")  // linear filtering when pictures are scaled
    SDL.setHint(Hint.appName, "Carousel")
    SDL.setHint(Hint.noSignalHandlers, "1")  // signals arrive through SignalWatcher
    setInputHints()
  }

  /// When SDL would start its Wayland driver, asks the compositor for a seat first; without
  /// one, chooses X11 (XWayland, when `DISPLAY` is set) or kmsdrm instead, and says why.
  private static func avoidSeatlessWayland(requested: String?, reporter: Reporter) {
    let usesWayland =
      requested.map { $0.lowercased().hasPrefix("wayland") }
      ?? (ProcessEnvironment.value("WAYLAND_DISPLAY") != nil)
    guard usesWayland, WaylandProbe.seat() == .noSeat else { return }
    let hasX = ProcessEnvironment.value("DISPLAY") != nil
    SDL.overrideHint(Hint.videoDriver, hasX ? "x11,kmsdrm" : "kmsdrm")
    reporter.warning(
      "the Wayland compositor offers no input seat, and SDL's Wayland driver "
        + "crashes without one; using \(hasX ? "X11 (XWayland)" : "kmsdrm") instead")
  }

  /// docs/physics.md §2: no synthetic mouse from touch or touch from mouse (the gestures see each
  /// device once), mouse capture by hand during drags only, and no compositor bypass.
  private static func setInputHints() {
    SDL.setHint(Hint.touchMouseEvents, "0")
    SDL.setHint(Hint.mouseTouchEvents, "0")
    SDL.setHint(Hint.mouseAutoCapture, "0")
    SDL.setHint(Hint.bypassCompositor, "0")
  }

  /// On X11, reads trackpad smooth scrolling and pinches through XInput2 (docs/physics.md §8d);
  /// an X server without XInput 2.1 keeps SDL's wheel ticks, and says so once.
  static func startXInput2(for window: Window, reporter: Reporter) {
    if case .unavailable(let reason) = XInput2.enable(for: window) {
      reporter.notice(
        "note: \(reason): trackpad scrolling turns one picture per burst of ticks")
    }
  }
}
