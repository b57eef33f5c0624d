import Geometry
import SDLKit

extension FramePainter {
  /// Draws a crossfade: `outgoing` mixed with `incoming`, the latter weighing `fraction`
  /// (0...1), both filling `frame`: every pixel is `(1 − fraction)·old + fraction·new`, where
  /// a page's pixel is its picture or, around it, its backdrop or the background.
  ///
  /// A page that shows no picture (an error, a spinner) is not mixed: it takes over at half way.
  func paintCrossfade(
    from outgoing: PageDrawing, to incoming: PageDrawing, fraction: Double, in frame: Rect
  ) throws(SDLError) {
    try renderer.clear(background)
    guard case .picture(let texture, let original) = incoming.content else {
      try paintPage(fraction < 0.5 ? outgoing : incoming, atRest: true)
      return
    }
    try paintPage(outgoing, atRest: true)
    let alpha = UInt8((min(max(fraction, 0), 1) * 255).rounded())
    let place = PageLayout.place(texture.size, original: original, in: frame, fit: fit)
    let picture = place.destination.integral
    // Around the new picture the new page is its backdrop or the background: mix that in,
    // band by band.
    if showsBackdrop(incoming) {
      try paintBackdrop(of: incoming, around: picture, in: frame, alpha: alpha)
    } else {
      var veil = background
      veil.alpha = alpha
      for band in Self.bands(of: frame.integral, around: picture) where band.width > 0 {
        try renderer.fill(band, with: veil)
      }
    }
    try texture.withAlpha(alpha) { () throws(SDLError) in
      try renderer.draw(texture, from: place.source, in: picture)
    }
  }

  /// The parts of `frame` outside `hole` (within it): above, below, left and right of it.
  static func bands(of frame: Rect, around hole: Rect) -> [Rect] {
    let top = max(frame.y, min(hole.y, frame.y + frame.height))
    let bottom = min(frame.y + frame.height, max(hole.y + hole.height, frame.y))
    let left = max(frame.x, min(hole.x, frame.x + frame.width))
    let right = min(frame.x + frame.width, max(hole.x + hole.width, frame.x))
    return [
      Rect(x: frame.x, y: frame.y, width: frame.width, height: top - frame.y),
      Rect(x: frame.x, y: bottom, width: frame.width, height: frame.y + frame.height - bottom),
      Rect(x: frame.x, y: top, width: left - frame.x, height: bottom - top),
      Rect(x: right, y: top, width: frame.x + frame.width - right, height: bottom - top),
    ].filter { $0.height > 0 }
  }
}
