import CSDL2
import Geometry

extension Renderer {
  /// Draws the part `source` of `texture` (texture pixels; nil: all of it) stretched into
  /// `destination` (fractional pixels allowed).
  public func draw(_ texture: Texture, from source: Rect?, in destination: Rect) throws(SDLError) {
    guard let source else { return try draw(texture, in: destination) }
    // SDL takes whole source pixels: the crop is rounded inwards by less than one pixel.
    var part = SDL_Rect(
      x: Int32(source.x.rounded(.up)), y: Int32(source.y.rounded(.up)),
      w: Int32(source.width.rounded(.down)), h: Int32(source.height.rounded(.down)))
    var frame = destination.sdlFloatRect
    try check(SDL_RenderCopyF(pointer, texture.pointer, &part, &frame), "SDL_RenderCopyF")
  }
}
