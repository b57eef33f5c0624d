import CSDL2

/// An owned SDL_ttf font at one point size.
///
/// Main thread only.
public final class Font {
  let pointer: OpaquePointer

  /// Opens a TrueType file (`TTF_OpenFont`).
  ///
  /// `pointSize` is in points at 72 DPI, so pixels.
  public init(path: String, pointSize: Int) throws(SDLError) {
    guard let pointer = TTF_OpenFont(path, Int32(pointSize)) else {
      throw SDLError.last("TTF_OpenFont")
    }
    self.pointer = pointer
  }

  deinit {
    TTF_CloseFont(pointer)
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
