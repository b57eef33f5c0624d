import CSDL2
import Geometry

extension Renderer {
  /// Limits drawing to `rect` (device pixels, rounded outwards to whole pixels), or lifts the
  /// limit when nil (`SDL_RenderSetClipRect`).
  public func setClip(_ rect: Rect?) throws(SDLError) {
    guard let rect else {
      try check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
      return
    }
    let x = rect.x.rounded(.down)
    let y = rect.y.rounded(.down)
    var clip = SDL_Rect(
      x: Int32(saturating: x), y: Int32(saturating: y),
      w: Int32(saturating: rect.maxX.rounded(.up) - x),
      h: Int32(saturating: rect.maxY.rounded(.up) - y))
    try check(SDL_RenderSetClipRect(pointer, &clip), "SDL_RenderSetClipRect")
  }
}
