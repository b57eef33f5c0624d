import CSDL2
import Geometry

#if canImport(Glibc)
  import Glibc
#endif

/// An owned SDL_ttf font at one pixel size.
///
/// Text is shaped by HarfBuzz when SDL_ttf was built with it (Debian's is): combining marks sit
/// on their letters and Arabic letters join. HarfBuzz does not reorder mixed directions (no
/// bidirectional algorithm), so each line is shaped in the one ``direction`` set before it is
/// measured or rendered. Main thread only.
public final class Font {
  /// Which way a line runs.
  public enum Direction: Sendable {
    case leftToRight
    case rightToLeft
  }

  /// Font styles SDL_ttf can apply to any face (`TTF_STYLE_*`).
  public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Emboldened by FreeType (for faces without a bold of their own).
    public static let bold = Style(rawValue: TTF_STYLE_BOLD)
    public static let italic = Style(rawValue: TTF_STYLE_ITALIC)
  }

  let pointer: OpaquePointer
  /// The direction the font shapes in now; see ``setDirection(_:)``.
  public private(set) var direction = Direction.leftToRight

  /// Opens face `faceIndex` of a TrueType or OpenType file (`TTF_OpenFontIndex`).
  ///
  /// `pointSize` is in points at 72 DPI, so pixels: callers pass the device pixels they want,
  /// which keeps text crisp on HiDPI drawables. A file that cannot be opened throws SDL's
  /// message with the system's reason after it ("Couldn't open …: Too many open files").
  public init(path: String, pointSize: Int, faceIndex: Int = 0) throws(SDLError) {
    try OnDemandLibrary.openTTF(for: "TTF_OpenFontIndex")
    errno = 0
    guard let pointer = TTF_OpenFontIndex(path, Int32(pointSize), faceIndex) else {
      // SDL's "Couldn't open FILE" drops why: the errno its fopen left is the reason.
      let reason = errno
      let error = SDLError.last("TTF_OpenFontIndex")
      guard reason != 0, error.message.hasPrefix("Couldn't open") else { throw error }
      throw SDLError(
        function: error.function, message: "\(error.message): \(String(cString: strerror(reason)))")
    }
    self.pointer = pointer
  }

  deinit {
    TTF_CloseFont(pointer)
  }

  /// Whether SDL_ttf shapes text with HarfBuzz (without it, directions cannot be set).
  public static var shapesText: Bool {
    guard (try? OnDemandLibrary.openTTF(for: "TTF_GetHarfBuzzVersion")) != nil else { return false }
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    TTF_GetHarfBuzzVersion(&major, &minor, &patch)
    return major > 0
  }

  /// Sets the direction lines are shaped in (`TTF_SetFontDirection`).
  /// - Returns: false when SDL_ttf has no HarfBuzz (text is then always left to right).
  @discardableResult
  public func setDirection(_ newDirection: Direction) -> Bool {
    guard newDirection != direction else { return true }
    let value = newDirection == .rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR
    guard TTF_SetFontDirection(pointer, value) == 0 else { return false }
    direction = newDirection
    return true
  }

  /// Sets the styles SDL_ttf applies (`TTF_SetFontStyle`).
  public func setStyle(_ style: Style) {
    if TTF_GetFontStyle(pointer) != style.rawValue { TTF_SetFontStyle(pointer, style.rawValue) }
  }

  /// The distance from one baseline to the next, in pixels (`TTF_FontLineSkip`).
  public var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

  /// Whether the font has a glyph for `scalar` (`TTF_GlyphIsProvided32`): text it lacks is
  /// drawn as boxes.
  public func providesGlyph(_ scalar: Unicode.Scalar) -> Bool {
    TTF_GlyphIsProvided32(pointer, scalar.value) != 0
  }

  /// The size `text` takes when rendered on one line.
  public func size(of text: String) -> Size {
    var width: Int32 = 0
    var height: Int32 = 0
    TTF_SizeUTF8(pointer, text, &width, &height)
    return Size(width: Int(width), height: Int(height))
  }

  /// Renders one line of UTF-8 text, anti-aliased onto transparency (`TTF_RenderUTF8_Blended`).
  public func render(_ text: String, color: Color) throws(SDLError) -> Surface {
    let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
    // SDL_ttf refuses the empty string; a space has the same height and draws nothing.
    let line = text.isEmpty ? " " : text
    return try Surface(
      taking: TTF_RenderUTF8_Blended(pointer, line, sdlColor), from: "TTF_RenderUTF8_Blended")
  }
}
