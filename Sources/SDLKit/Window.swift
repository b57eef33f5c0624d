import CSDL2
import Geometry

/// An owned `SDL_Window`.
///
/// Main thread only.
public final class Window {
  /// Window creation flags (`SDL_WindowFlags`).
  public struct Flags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let resizable = Flags(rawValue: SDL_WINDOW_RESIZABLE.rawValue)
    public static let hidden = Flags(rawValue: SDL_WINDOW_HIDDEN.rawValue)
    public static let allowHighDPI = Flags(rawValue: SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
    public static let fullscreenDesktop = Flags(rawValue: SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    public static let borderless = Flags(rawValue: SDL_WINDOW_BORDERLESS.rawValue)
  }

  /// The largest window side Carousel asks for, in pixels: an 8K display (7680×4320) fits, and
  /// one 8192² frame buffer is 256 MiB; 16384² would take 1 GiB per buffer.
  public static let largestSide = 8_192

  let pointer: OpaquePointer
  /// The renderer drawing into the window, told before the window changes size (which makes
  /// SDL replace the frame buffer its parked textures live in: ``Renderer/parkShownTextures(minimumBytes:)``).
  weak var renderer: Renderer?

  /// The window's place and size before it went fullscreen, to go back to.
  var windowedFrame: (x: Int32, y: Int32, width: Int32, height: Int32)?
  /// Whether the window was opened borderless over its display to become fullscreen later
  /// (``becomeFullscreen()``): leaving fullscreen gives it its border back.
  private var restoresBorder = false
  /// Whether the window stands for a fullscreen one without SDL's flag
  /// (``keepCoveringDisplay()``).
  private var coversDisplayAsFullscreen = false

  /// Opens a window centred on display `display` (0 is the first).
  ///
  /// A fullscreen window is created covering the display's bounds, so that it fills the screen
  /// even where no window manager acts on the fullscreen request (a bare X server). So is a
  /// `.borderless` window that `coversDisplay`, which ``becomeFullscreen()`` makes fullscreen
  /// later.
  /// - Parameter size: in screen coordinates (logical pixels), when not fullscreen.
  public init(
    title: String, size: Size, flags: Flags, display: Int = 0, coversDisplay: Bool = false
  ) throws(SDLError) {
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK | UInt32(display))
    var frame = (x: centred, y: centred, width: Int32(size.width), height: Int32(size.height))
    var bounds = SDL_Rect()
    if flags.contains(.fullscreenDesktop) || coversDisplay,
      SDL_GetDisplayBounds(Int32(display), &bounds) == 0
    {
      windowedFrame = frame
      frame = (bounds.x, bounds.y, bounds.w, bounds.h)
    }
    restoresBorder = coversDisplay && flags.contains(.borderless)
    guard
      let pointer = SDL_CreateWindow(
        title, frame.x, frame.y, frame.width, frame.height, flags.rawValue)
    else { throw SDLError.last("SDL_CreateWindow") }
    self.pointer = pointer
  }

  deinit {
    SDL_DestroyWindow(pointer)
  }

  /// The id that window events carry.
  public var id: UInt32 { SDL_GetWindowID(pointer) }

  /// The size in screen coordinates (logical pixels).
  public var size: Size {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(pointer, &width, &height)
    return Size(width: Int(width), height: Int(height))
  }

  /// The title bar text; on X11 written in UTF-8 whatever the locale (``setX11Title(_:)``).
  public var title: String {
    get { String(cString: SDL_GetWindowTitle(pointer)) }
    set {
      SDL_SetWindowTitle(pointer, newValue)
      setX11Title(newValue)
    }
  }

  /// The refresh rate of the display the window is on, in hertz, or nil when SDL does not know.
  public var refreshRate: Int? {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(pointer, &mode) == 0, mode.refresh_rate > 0 else { return nil }
    return Int(mode.refresh_rate)
  }

  /// Asks the window manager to bring the window to the front and give it the focus; one that
  /// prevents focus stealing may only mark it as wanting attention.
  public func raise() {
    SDL_RaiseWindow(pointer)
  }

  /// Switches between a window and fullscreen on its current display.
  ///
  /// Going fullscreen, the window is first moved and sized to cover the display: a window
  /// manager would do that on the fullscreen request, but a bare X server (a kiosk started with
  /// `xinit`) has none, and SDL would then report the display's size for a window that kept
  /// its own. Going back restores the place and size it had.
  public func setFullscreen(_ fullscreen: Bool) throws(SDLError) {
    guard fullscreen != isFullscreen else { return }
    renderer?.restoreParkedTextures()
    coversDisplayAsFullscreen = false
    if fullscreen {
      coverDisplay()
    }
    let flags = fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0
    try check(SDL_SetWindowFullscreen(pointer, flags), "SDL_SetWindowFullscreen")
    if !fullscreen, restoresBorder {
      SDL_SetWindowBordered(pointer, SDL_TRUE)
      restoresBorder = false
    }
    if !fullscreen, let frame = windowedFrame {
      SDL_SetWindowSize(pointer, frame.width, frame.height)
      SDL_SetWindowPosition(pointer, frame.x, frame.y)
    }
  }

  /// Makes a window opened borderless over its display (`coversDisplay`) fullscreen, where it
  /// stands: its windowed frame stays the one it was opened with.
  ///
  /// SDL 2.26's X11 driver waits up to 100 ms for a window manager to answer a fullscreen
  /// request on a shown window (a bare X server never answers): a window that covers its display
  /// from the start can show its first frame before that wait.
  public func becomeFullscreen() throws(SDLError) {
    guard !isFullscreen else { return }
    renderer?.restoreParkedTextures()
    try check(
      SDL_SetWindowFullscreen(pointer, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue),
      "SDL_SetWindowFullscreen")
  }

  /// Counts a window opened borderless over its display (`coversDisplay`) as fullscreen.
  ///
  /// SDL is not asked: where no window manager runs, the request changes nothing on screen and
  /// SDL 2.26 waits 100 ms for an answer. ``setFullscreen(_:)`` leaves it as it
  /// leaves fullscreen (border and windowed frame back).
  public func keepCoveringDisplay() {
    guard restoresBorder, !isFullscreen else { return }
    coversDisplayAsFullscreen = true
  }

  /// Remembers the window's frame, then moves and sizes it to its display's bounds.
  private func coverDisplay() {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(pointer), &bounds) == 0 else { return }
    var x: Int32 = 0
    var y: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowPosition(pointer, &x, &y)
    SDL_GetWindowSize(pointer, &width, &height)
    windowedFrame = (x, y, width, height)
    SDL_SetWindowPosition(pointer, bounds.x, bounds.y)
    SDL_SetWindowSize(pointer, bounds.w, bounds.h)
  }

  /// Whether the window is fullscreen.
  public var isFullscreen: Bool {
    coversDisplayAsFullscreen
      || SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
  }
}
