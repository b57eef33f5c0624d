import Geometry
import SDLKit

/// Draws laid-out text: each line's texture from the text cache at its own size (never
/// scaled, so text stays crisp), on whole pixels.
struct TextBlockPainter {
  /// Where lines go within the block's width.
  enum Alignment {
    /// Each line centred.
    case centre
    /// Each line at its start: the left for left-to-right lines, the right for right-to-left.
    case leading
    /// Each line at the right (a block in a right-hand corner).
    case trailing
  }

  /// A soft shadow under the letters: copies of each line in `color`, `reach` pixels away in
  /// eight directions, so light text reads on a light picture without a plate behind it.
  struct Shadow {
    var reach: Double
    var color: Color
  }

  let renderer: Renderer
  let cache: TextCache

  /// Draws `layout` with its top-left corner at (`x`, `y`), lines aligned within `width`, at
  /// `opacity` (0...1).
  func paint(
    _ layout: TextLayout, x: Double, y: Double, width: Double, alignment: Alignment,
    opacity: Double = 1, shadow: Shadow? = nil
  ) throws(SDLError) {
    try paint(layout, x: x, y: y, width: width, opacity: opacity, shadow: shadow) { _ in
      alignment
    }
  }

  /// Draws `layout` as above, each paragraph aligned as `alignment` says for its index.
  func paint(
    _ layout: TextLayout, x: Double, y: Double, width: Double, opacity: Double = 1,
    shadow: Shadow? = nil, alignment: (Int) -> Alignment
  ) throws(SDLError) {
    let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
    for line in layout.lines where !line.text.isEmpty {
      guard let texture = cache.texture(for: line.text, style: line.style) else { continue }
      let lineX: Double
      switch alignment(line.paragraph) {
      case .centre: lineX = x + (width - line.width) / 2
      case .leading:
        lineX = TextDirection.of(line.text) == .rightToLeft ? x + width - line.width : x
      case .trailing: lineX = x + width - line.width
      }
      // Glyphs can reach a little past the measured advance; centre the texture on the box.
      let top = y + line.y + (line.height - Double(texture.size.height)) / 2
      let frame = Rect(
        x: (lineX - Double(texture.size.width - Int(line.width.rounded())) / 2).rounded(),
        y: top.rounded(), width: Double(texture.size.width), height: Double(texture.size.height))
      if let shadow { try paintShadow(texture, at: frame, shadow, opacity: opacity) }
      texture.setAlphaModulation(alpha)
      defer { texture.setAlphaModulation(255) }
      try renderer.draw(texture, in: frame)
    }
  }

  /// The line's texture in the shadow's colour, around `frame`.
  private func paintShadow(_ texture: Texture, at frame: Rect, _ shadow: Shadow, opacity: Double)
    throws(SDLError)
  {
    texture.setColorModulation(shadow.color)
    texture.setAlphaModulation(UInt8((Double(shadow.color.alpha) * opacity).rounded()))
    defer {
      texture.setColorModulation(.white)
      texture.setAlphaModulation(255)
    }
    let reach = shadow.reach
    for (dx, dy) in [(-1.0, -1.0), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
      var moved = frame
      moved.x += (dx * reach).rounded()
      moved.y += (dy * reach).rounded()
      try renderer.draw(texture, in: moved)
    }
  }
}
