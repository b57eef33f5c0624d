import Geometry
import SDLKit

extension FramePainter {
  /// Draws a crossfade: the `outgoing` page mixed with the `incoming` one (each one picture, or
  /// a pair's two), the latter weighing `fraction` (0...1), both filling `frame`: every pixel
  /// is `(1 − fraction)·old + fraction·new`, where a page's pixel is its picture or, around it,
  /// its backdrop or the background.
  ///
  /// A page that shows no picture (an error, a spinner) is not mixed: it takes over at half way.
  func paintCrossfade(
    from outgoing: [PageDrawing], to incoming: [PageDrawing], fraction: Double, in frame: Rect
  ) throws(SDLError) {
    try renderer.clear(background)
    let pictures = incoming.compactMap { drawing -> (PageDrawing, Texture, Size)? in
      guard case .picture(let texture, let original) = drawing.content else { return nil }
      return (drawing, texture, original)
    }
    guard !incoming.isEmpty, pictures.count == incoming.count else {
      for page in fraction < 0.5 ? outgoing : incoming { try paintPage(page, atRest: true) }
      return
    }
    for page in outgoing { try paintPage(page, atRest: true) }
    let alpha = UInt8((min(max(fraction, 0), 1) * 255).rounded())
    var veil = background
    veil.alpha = alpha
    // What the new page's pictures' parts leave (a pair's gap) is its background.
    for band in Self.uncovered(frame.integral, by: incoming.map { $0.frame.integral }) {
      try renderer.fill(band, with: veil)
    }
    for (drawing, texture, original) in pictures {
      let place = PageLayout.place(
        texture.size, original: original, in: drawing.fitBox.integral, fit: fit)
      let picture = place.destination.integral
      // Around each new picture its part of the page is its backdrop or the background: mix
      // that in, band by band.
      if showsBackdrop(drawing) {
        try paintBackdrop(of: drawing, around: picture, in: drawing.frame, alpha: alpha)
      } else {
        for band in Self.bands(of: drawing.frame.integral, around: picture) where band.width > 0 {
          try renderer.fill(band, with: veil)
        }
      }
      try texture.withAlpha(alpha) { () throws(SDLError) in
        try renderer.draw(texture, from: place.source, in: picture)
      }
    }
  }

  /// The parts of `frame` that none of `parts` covers, for parts that split it along one axis
  /// (a page's one or two pictures' parts): the strips between and around them.
  static func uncovered(_ frame: Rect, by parts: [Rect]) -> [Rect] {
    guard let first = parts.first else { return [frame] }
    let acrossWidth = parts.allSatisfy { $0.y == first.y && $0.height == first.height }
    let sorted = parts.sorted { acrossWidth ? $0.x < $1.x : $0.y < $1.y }
    var strips: [Rect] = []
    var edge = acrossWidth ? frame.x : frame.y
    for part in sorted {
      let start = acrossWidth ? part.x : part.y
      if start > edge {
        strips.append(
          acrossWidth
            ? Rect(x: edge, y: frame.y, width: start - edge, height: frame.height)
            : Rect(x: frame.x, y: edge, width: frame.width, height: start - edge))
      }
      edge = max(edge, acrossWidth ? part.maxX : part.maxY)
    }
    let end = acrossWidth ? frame.maxX : frame.maxY
    if end > edge {
      strips.append(
        acrossWidth
          ? Rect(x: edge, y: frame.y, width: end - edge, height: frame.height)
          : Rect(x: frame.x, y: edge, width: frame.width, height: end - edge))
    }
    return strips
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
