import SDLKit

/// Which SDL renderer draws the window, chosen per video driver (README, "Performance").
///
/// - X11: the software renderer into SDL's X11 frame buffer (shared memory). The accelerated
///   renderer loads the GL driver and reads or compiles its shaders before the first frame
///   (150 to 260 ms measured on the build machine, whose Mesa draws with llvmpipe), and Mesa
///   stays resident (tens of MB); the software renderer draws a 1920×1080 frame well within a
///   60 Hz refresh. SDL's software renderer would itself create a hidden GL window to ask the
///   driver's vendor (`SDL_HINT_FRAMEBUFFER_ACCELERATION`), which is turned off.
/// - Wayland and KMSDRM: the accelerated renderer with vertical sync (SDL 2 has no frame buffer
///   without GL there: its software renderer would go through GL anyway), falling back to the
///   software renderer.
/// - Headless runs: the software renderer into the offscreen driver's frame buffer.
///
/// `SDL_RENDER_DRIVER` in the environment wins: `software` takes the software renderer, any
/// other driver the accelerated path through that driver.
enum RendererChoice: Equatable {
  case software
  case accelerated

  /// The renderer for SDL's running `videoDriver`, or the user's `requested` one.
  init(videoDriver: String?, headless: Bool, requested: String?) {
    if headless {
      self = .software
    } else if let requested, !requested.isEmpty {
      self = requested.lowercased() == "software" ? .software : .accelerated
    } else {
      self = videoDriver == "x11" ? .software : .accelerated
    }
  }

  /// Creates the renderer for `window`: the accelerated one falls back to software.
  func makeRenderer(for window: Window) throws(SDLError) -> Renderer {
    switch self {
    case .software:
      // Without this SDL would open a hidden GL window to decide how to show the frames.
      SDL.setHint(Hint.framebufferAcceleration, "0")
      return try Renderer(window: window, flags: .software)
    case .accelerated:
      if let renderer = try? Renderer(window: window, flags: [.accelerated, .presentVSync]) {
        return renderer
      }
      SDL.setHint(Hint.framebufferAcceleration, "0")
      return try Renderer(window: window, flags: .software)
    }
  }

  /// Whether a window asked to start fullscreen should first open borderless over its display
  /// and become fullscreen after its first frame: on X11, where SDL 2.26 waits up to 100 ms
  /// for a window manager's answer to a fullscreen request (none answers on a bare X server).
  static func defersFullscreen(videoDriver: String?) -> Bool {
    videoDriver == "x11"
  }
}
