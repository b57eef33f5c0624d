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
  }

  let renderer: Renderer
  let cache: TextCache

  /// Draws `layout` with its top-left corner at (`x`, `y`), lines aligned within `width`, at
  /// `opacity` (0...1).
  func paint(
    _ layout: TextLayout, x: Double, y: Double, width: Double, alignment: Alignment,
    opacity: Double = 1
  ) throws(SDLError) {
    try paint(layout, x: x, y: y, width: width, opacity: opacity) { _ in alignment }
  }

  /// Draws `layout` as above, each paragraph aligned as `alignment` says for its index.
  func paint(
    _ layout: TextLayout, x: Double, y: Double, width: Double, opacity: Double = 1,
    alignment: (Int) -> Alignment
  ) throws(SDLError) {
    let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
    for line in layout.lines where !line.text.isEmpty {
      guard let texture = cache.texture(for: line.text, style: line.style) else { continue }
      let lineX: Double
      switch alignment(line.paragraph) {
      case .centre: lineX = x + (width - line.width) / 2
      case .leading:
        lineX = TextDirection.of(line.text) == .rightToLeft ? x + width - line.width : x
      }
      // Glyphs can reach a little past the measured advance; centre the texture on the box.
      let top = y + line.y + (line.height - Double(texture.size.height)) / 2
      let frame = Rect(
        x: (lineX - Double(texture.size.width - Int(line.width.rounded())) / 2).rounded(),
        y: top.rounded(), width: Double(texture.size.width), height: Double(texture.size.height))
      texture.setAlphaModulation(alpha)
      defer { texture.setAlphaModulation(255) }
      try renderer.draw(texture, in: frame)
    }
  }
}
