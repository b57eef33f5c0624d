import CSDL2
import Geometry

/// An owned `SDL_Renderer`, drawing into a window or into a surface.
///
/// Main thread only.
///
/// The renderer keeps its window or target surface alive.
public final class Renderer {
  /// Renderer creation flags (`SDL_RendererFlags`).
  public struct Flags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let software = Flags(rawValue: SDL_RENDERER_SOFTWARE.rawValue)
    public static let accelerated = Flags(rawValue: SDL_RENDERER_ACCELERATED.rawValue)
    public static let presentVSync = Flags(rawValue: SDL_RENDERER_PRESENTVSYNC.rawValue)
  }

  let pointer: OpaquePointer
  /// What the renderer draws into; held so it outlives the renderer.
  let target: AnyObject
  /// Whether this is SDL's software renderer, which draws into the pixels of a surface in main
  /// memory (the window's frame buffer, or ``init(drawingInto:)``'s surface).
  public let isSoftware: Bool
  /// What the output holds, for parking textures (``parkShownTextures(minimumBytes:)``).
  let ledger: OutputLedger

  /// A renderer for a window (`SDL_CreateRenderer`), using the first driver that fits `flags`.
  public init(window: Window, flags: Flags) throws(SDLError) {
    guard let pointer = SDL_CreateRenderer(window.pointer, -1, flags.rawValue) else {
      throw SDLError.last("SDL_CreateRenderer")
    }
    self.pointer = pointer
    self.target = window
    self.isSoftware = Self.driverName(pointer) == "software"
    ledger = OutputLedger(window: window)
    window.renderer = self
  }

  /// A software renderer that draws into `surface` (`SDL_CreateSoftwareRenderer`).
  public init(drawingInto surface: Surface) throws(SDLError) {
    guard let pointer = SDL_CreateSoftwareRenderer(surface.pointer) else {
      throw SDLError.last("SDL_CreateSoftwareRenderer")
    }
    self.pointer = pointer
    self.target = surface
    self.isSoftware = true
    ledger = OutputLedger(window: nil)
  }

  deinit {
    SDL_DestroyRenderer(pointer)
  }

  /// The renderer driver's name, such as `software` or `opengl`.
  public var name: String { Self.driverName(pointer) }

  private static func driverName(_ pointer: OpaquePointer) -> String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
    return String(cString: name)
  }

  /// The size of the drawing area in device pixels.
  public var outputSize: Size {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(pointer, &width, &height)
    return Size(width: Int(width), height: Int(height))
  }

  /// Fills the whole drawing area with `color`.
  public func clear(_ color: Color) throws(SDLError) {
    willDraw(into: nil)
    try setDrawColor(color)
    try check(SDL_RenderClear(pointer), "SDL_RenderClear")
  }

  /// Fills `rect` with `color`, blending by its alpha; an empty `rect` fills nothing.
  public func fill(_ rect: Rect, with color: Color) throws(SDLError) {
    // SDL's software renderer paints an empty rectangle one pixel wide.
    guard rect.width > 0, rect.height > 0 else { return }
    willDraw(into: rect)
    try setDrawColor(color)
    SDL_SetRenderDrawBlendMode(
      pointer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    var frame = rect.sdlFloatRect
    try check(SDL_RenderFillRectF(pointer, &frame), "SDL_RenderFillRectF")
  }

  /// Draws all of `texture` stretched into `destination` (fractional pixels allowed); a texture
  /// whose pixels were lost (``Texture/isLost``) draws nothing.
  public func draw(_ texture: Texture, in destination: Rect) throws(SDLError) {
    willDraw(into: destination)
    guard let handle = texture.pointer else { return }
    var frame = destination.sdlFloatRect
    try check(SDL_RenderCopyF(pointer, handle, nil, &frame), "SDL_RenderCopyF")
    didDraw(texture, whole: true, in: destination)
  }

  /// Carries out the drawing asked for so far, without showing it (`SDL_RenderFlush`).
  ///
  /// The software renderer makes the window's frame buffer when it first draws: flushing a
  /// clear right after the renderer is made does that work (a 1920×1080 frame buffer is 8 MB of
  /// shared memory to map and fill) before there is anything to show, instead of in the first
  /// present.
  public func flush() throws(SDLError) {
    try check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
  }

  /// Shows what was drawn since the last present.
  public func present() {
    SDL_RenderPresent(pointer)
  }

  /// Reads back the whole drawing area as an ARGB8888 surface (for screenshots and tests).
  public func readPixels() throws(SDLError) -> Surface {
    let surface = try Surface(size: outputSize)
    let raw = surface.pointer.pointee
    try check(
      SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.pixels, raw.pitch),
      "SDL_RenderReadPixels")
    return surface
  }

  private func setDrawColor(_ color: Color) throws(SDLError) {
    try check(
      SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, color.alpha),
      "SDL_SetRenderDrawColor")
  }
}
