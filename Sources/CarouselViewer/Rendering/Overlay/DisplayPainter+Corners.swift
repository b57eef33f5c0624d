import Geometry
import SDLKit

// MARK: - The corners: the clock and the overlay file's lines

extension DisplayPainter {
  /// A corner's text fitted to the room its corner has, and the size it takes.
  struct FittedCorner {
    var block: DisplayLayout.Block
    var layout: TextLayout
  }

  /// Fits each corner's lines to the widest and tallest its corner allows, at its size (the
  /// clock larger) or smaller, cut with "…" when even the smallest does not fit.
  func fittedCorners(
    _ corners: [DisplayScene.CornerText], metrics: DisplayMetrics, indicatorWidth: Double?
  ) -> [FittedCorner] {
    guard let face else { return [] }
    return corners.map { corner in
      let width = DisplayLayout.widthLimit(
        for: corner.corner, metrics: metrics, indicatorWidth: indicatorWidth
      ).rounded(.down)
      let largest = max(
        RenderingConstants.minimumDisplayTextSize,
        Int((Double(metrics.textSize) * corner.scale).rounded()))
      let layout = layouts.fit(
        corner.lines.enumerated().map { index, line in
          TextParagraph(
            text: line,
            color: corner.dimLines.contains(index)
              ? Palette.displaySecondaryText : Palette.displayText)
        }, face: face,
        width: max(width, 1),
        height: DisplayLayout.heightLimit(metrics: metrics, fraction: corner.heightFraction),
        sizes: min(RenderingConstants.minimumDisplayTextSize, largest)...largest)
      return FittedCorner(
        block: DisplayLayout.Block(
          corner: corner.corner, width: layout.width.rounded(.up), height: layout.height),
        layout: layout)
    }
  }

  /// Draws each fitted corner in its frame of `layout`, over a soft shadow, aligned to its
  /// corner's side.
  func paintCorners(_ corners: [FittedCorner], in layout: DisplayLayout, metrics: DisplayMetrics)
    throws(SDLError)
  {
    let blocks = TextBlockPainter(renderer: renderer, cache: text)
    for (corner, frame) in zip(corners, layout.blockFrames) {
      let reach = max(
        1, (Double(corner.layout.baseSize) * RenderingConstants.textShadowScale).rounded())
      try blocks.paint(
        corner.layout, x: frame.x, y: frame.y, width: frame.width,
        alignment: corner.block.corner.isLeft ? .leading : .trailing,
        shadow: TextBlockPainter.Shadow(reach: reach, color: Palette.textShadow))
    }
  }
}
