import CSDL2
import Geometry

extension Renderer {
  /// Draws the part `source` of `texture` (texture pixels; nil: all of it) stretched into
  /// `destination`.
  ///
  /// On the software renderer an opaque texture drawn as it is (no alpha or colour modulation)
  /// into the window or the renderer's surface, stretched, is stretched exactly: `source` may
  /// be fractional, and every destination pixel whose centre lies in `destination` samples the
  /// point of `source` it falls on, bilinearly, as if the texture went on beyond `source` (it
  /// does: the rest of the picture) and its edge texels beyond its own edges, so nothing beyond
  /// the picture ever shows (``stretchesDirectly(_:from:in:)``). Everything else goes through SDL, which takes whole
  /// source pixels: the crop is then rounded inwards by less than one pixel.
  public func draw(_ texture: Texture, from source: Rect?, in destination: Rect) throws(SDLError) {
    guard let source else { return try draw(texture, in: destination) }
    willDraw(into: destination)
    if try stretchesDirectly(texture, from: source, in: destination) { return }
    guard let handle = texture.pointer else { return }
    var part = SDL_Rect(
      x: Int32(source.x.rounded(.up)), y: Int32(source.y.rounded(.up)),
      w: Int32(source.width.rounded(.down)), h: Int32(source.height.rounded(.down)))
    var frame = destination.sdlFloatRect
    try check(SDL_RenderCopyF(pointer, handle, &part, &frame), "SDL_RenderCopyF")
    let whole = Rect(
      x: 0, y: 0, width: Double(texture.size.width), height: Double(texture.size.height))
    didDraw(texture, whole: source == whole, in: destination)
  }
}
