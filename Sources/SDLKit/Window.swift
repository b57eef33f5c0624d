import CSDL2

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
  }

  /// The largest window side Carousel asks for, in pixels: an 8K display (7680×4320) fits, and
  /// one 8192² frame buffer is 256 MiB; 16384² would take 1 GiB per buffer.
  public static let largestSide = 8_192

  let pointer: OpaquePointer

  /// Opens a window centred on the primary display.
  /// - Parameter size: in screen coordinates (logical pixels).
  public init(title: String, size: Size, flags: Flags) throws(SDLError) {
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    guard
      let pointer = SDL_CreateWindow(
        title, centred, centred, Int32(size.width), Int32(size.height), flags.rawValue)
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

  /// The title bar text.
  public var title: String {
    get { String(cString: SDL_GetWindowTitle(pointer)) }
    set { SDL_SetWindowTitle(pointer, newValue) }
  }

  /// The refresh rate of the display the window is on, in hertz, or nil when SDL does not know.
  public var refreshRate: Int? {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(pointer, &mode) == 0, mode.refresh_rate > 0 else { return nil }
    return Int(mode.refresh_rate)
  }

  /// Switches between a window and fullscreen on its current display.
  public func setFullscreen(_ fullscreen: Bool) throws(SDLError) {
    let flags = fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0
    try check(SDL_SetWindowFullscreen(pointer, flags), "SDL_SetWindowFullscreen")
  }

  /// Whether the window is fullscreen.
  public var isFullscreen: Bool {
    SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
  }
}
