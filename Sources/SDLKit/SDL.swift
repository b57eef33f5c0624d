import CSDL2
import Geometry

/// Process-wide SDL state: initialisation, hints and the clock.
///
/// SDL keeps global state, so one part of the program (the app, or one serialized test suite)
/// owns the session at a time. Every call here must be made on the main thread.
public enum SDL {
  /// The subsystems to start.
  public struct Subsystems: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let video = Subsystems(rawValue: SDL_INIT_VIDEO)
    public static let events = Subsystems(rawValue: SDL_INIT_EVENTS)
    public static let timer = Subsystems(rawValue: SDL_INIT_TIMER)
    /// Game controllers and TV remotes; SDL only reads them when the app asks
    /// (``GameController/updateAll()``), so an idle viewer still sleeps.
    public static let gameController = Subsystems(rawValue: SDL_INIT_GAMECONTROLLER)
  }

  /// Starts SDL.
  ///
  /// SDL_image and SDL_ttf are opened and started on their first use (`OnDemandLibrary`): the
  /// first picture needs neither.
  ///
  /// With a joystick open, SDL's own joystick updates make `SDL_WaitEventTimeout` poll every
  /// millisecond (measured: 60 ms of CPU in 3 s idle, against 0.04 ms without); an idle viewer
  /// must sleep, so `.gameController` turns them off (`SDL_HINT_AUTO_UPDATE_JOYSTICKS` "0") and
  /// the app updates when a device has input. The sensor subsystem stays off.
  public static func initialize(_ subsystems: Subsystems) throws(SDLError) {
    if subsystems.contains(.gameController) {
      setHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, "0")
      // SDL's HIDAPI drivers read pads that stream reports hundreds of times a second; the
      // kernel's evdev drivers report only changes.
      setHint(SDL_HINT_JOYSTICK_HIDAPI, "0")
    }
    try check(SDL_Init(subsystems.rawValue), "SDL_Init")
  }

  /// Stops SDL_ttf and SDL_image (those opened) and SDL, once every audio output handed to its
  /// closing thread is closed.
  ///
  /// Every wrapper object must be released before this.
  public static func quit() {
    AudioOutput.waitForClosing()
    OnDemandLibrary.quitOpened()
    SDL_Quit()
  }

  /// Sets an SDL hint (`SDL_SetHint`) before the subsystem that reads it starts.
  /// - Returns: whether SDL accepted the hint.
  @discardableResult
  public static func setHint(_ name: String, _ value: String) -> Bool {
    SDL_SetHint(name, value) == SDL_TRUE
  }

  /// Sets an SDL hint over the environment variable of the same name (`SDL_VIDEODRIVER`), for
  /// a value the user asked for that must not be used.
  public static func overrideHint(_ name: String, _ value: String) {
    SDL_SetHintWithPriority(name, value, SDL_HINT_OVERRIDE)
  }

  /// Seconds on a monotonic clock with an arbitrary origin (`SDL_GetPerformanceCounter`).
  ///
  /// The app reads this in exactly one place; everything else receives `now` as a parameter.
  public static func monotonicSeconds() -> Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }

  /// The video driver SDL started (`x11`, `wayland`, `kmsdrm`, `offscreen`), or nil before video
  /// starts.
  public static var videoDriver: String? {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) }
  }

  /// The size of monitor `index` (0 is the first) in screen coordinates, or nil when SDL does
  /// not know it.
  public static func displaySize(_ index: Int) -> Size? {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayBounds(Int32(index), &bounds) == 0 else { return nil }
    return Size(width: Int(bounds.w), height: Int(bounds.h))
  }

  /// How many monitors SDL's video driver sees (0 before video starts).
  public static var displayCount: Int { max(0, Int(SDL_GetNumVideoDisplays())) }

  /// The video driver SDL runs ("x11", "wayland", "offscreen", …), or nil before the video
  /// subsystem starts.
  public static var currentVideoDriver: String? {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) }
  }

  /// Whether the screensaver may start while the app runs (`SDL_EnableScreenSaver`).
  public static func setScreenSaverEnabled(_ enabled: Bool) {
    if enabled { SDL_EnableScreenSaver() } else { SDL_DisableScreenSaver() }
  }
}

/// The names of the SDL hints that Carousel sets.
public enum Hint {
  public static let videoDriver = SDL_HINT_VIDEODRIVER
  public static let renderScaleQuality = SDL_HINT_RENDER_SCALE_QUALITY
  public static let touchMouseEvents = SDL_HINT_TOUCH_MOUSE_EVENTS
  public static let mouseTouchEvents = SDL_HINT_MOUSE_TOUCH_EVENTS
  public static let mouseAutoCapture = SDL_HINT_MOUSE_AUTO_CAPTURE
  public static let bypassCompositor = SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR
  public static let appName = SDL_HINT_APP_NAME
  public static let noSignalHandlers = SDL_HINT_NO_SIGNAL_HANDLERS
  public static let quitOnLastWindowClose = SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE
  public static let framebufferAcceleration = SDL_HINT_FRAMEBUFFER_ACCELERATION
  public static let renderDriver = SDL_HINT_RENDER_DRIVER
}
