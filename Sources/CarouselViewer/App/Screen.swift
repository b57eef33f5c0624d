import SDLKit
import SystemKit

/// SDL started and the window open: what a session draws into.
///
/// Opening it chooses the video driver (`Screen+Drivers`), sets SDL's hints, starts SDL, opens
/// the window on the display `--display` names and makes its renderer. Its owner lets it go
/// (and every texture made with its renderer) before `SDL.quit()`. Main thread only.
final class Screen {
  /// SDL could not give Carousel a window; the message says how to run without a display.
  struct StartError: Error {
    /// The error's line(s), without the program's prefix (the reporter writes it).
    let message: String
    /// The exit status: 1 without a window, 2 for an option the machine cannot obey.
    var status: Int32 = 1
  }

  let window: Window
  let renderer: Renderer
  /// Whether the window opened borderless over its display, to become fullscreen after its
  /// first frame (``RendererChoice/defersFullscreen(videoDriver:)``).
  let defersFullscreen: Bool

  /// Starts SDL and opens the window `options` ask for (with their kiosk defaults applied).
  ///
  /// `start`, in a live run, is the first picture's decode already under way, asked for here
  /// once the display's size is known when the window is to be fullscreen; `timeline` is marked
  /// as SDL, the window and the renderer come; `reporter` is told what the start notices
  /// (a seatless compositor, an X server without XInput2).
  init(
    options: Options, start: FirstPictureStart?, timeline: StartupTimeline, reporter: Reporter
  ) throws(StartError) {
    Self.chooseVideoDriver(headless: options.isHeadless, reporter: reporter)
    Self.setHints(kiosk: options.isKiosk)
    do {
      try SDL.initialize(
        options.isHeadless ? [.video, .events] : [.video, .events, .gameController])
      timeline.mark(.sdlInitialised)
      // SDL turns the screensaver off by default; only a running slideshow should keep the
      // screen awake (docs/physics.md §2).
      SDL.setScreenSaverEnabled(true)
      EventQueue.registerWake()
      let display = try Self.display(options)
      if let start, let size = SDL.displaySize(display) { start.request(box: size) }
      let driver = SDL.videoDriver
      defersFullscreen =
        options.isFullscreen && RendererChoice.defersFullscreen(videoDriver: driver)
      window = try Self.openWindow(
        options, display: display, defersFullscreen: defersFullscreen, reporter: reporter)
      timeline.mark(.windowShown)
      let choice = RendererChoice(
        videoDriver: driver, headless: options.isHeadless,
        requested: ProcessEnvironment.value("SDL_RENDER_DRIVER"))
      renderer = try choice.makeRenderer(for: window)
      // The frame buffer is made now, while the first picture decodes, not in the first present.
      try renderer.clear(options.background)
      try renderer.flush()
      timeline.mark(.rendererCreated)
    } catch let error as StartError {
      throw error
    } catch let error as SDLError {
      throw StartError(message: Self.noDisplayMessage(error, headless: options.isHeadless))
    } catch {
      throw StartError(message: "\(error)")
    }
  }

  /// The window, borderless over the display when fullscreen comes after the first frame.
  private static func openWindow(
    _ options: Options, display: Int, defersFullscreen: Bool, reporter: Reporter
  ) throws -> Window {
    var flags: Window.Flags = [.resizable, .allowHighDPI]
    if defersFullscreen {
      flags.insert(.borderless)
    } else if options.isFullscreen {
      flags.insert(.fullscreenDesktop)
    }
    let window = try Window(
      title: "Carousel", size: options.windowSize, flags: flags, display: display,
      coversDisplay: defersFullscreen)
    if !options.isHeadless { startXInput2(for: window, reporter: reporter) }
    return window
  }

  /// The monitor `--display` names, checked against those SDL sees (0 when not given).
  private static func display(_ options: Options) throws(StartError) -> Int {
    let count = SDL.displayCount
    guard let display = options.display else { return 0 }
    guard display < count else {
      throw StartError(
        message: "option --display: no monitor \(display); this machine has "
          + "\(count) (0 to \(count - 1))", status: 2)
    }
    return display
  }

  private static func noDisplayMessage(_ error: SDLError, headless: Bool) -> String {
    if headless { return "cannot start headless rendering: \(error)" }
    return """
      cannot open a window (\(error)).
      Is there a display? Check DISPLAY or WAYLAND_DISPLAY. To render without one:
        carousel --headless --size 1280x720 --screenshot frame.png [PATH ...]
      """
  }
}
