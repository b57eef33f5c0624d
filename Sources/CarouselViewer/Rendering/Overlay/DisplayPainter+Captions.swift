import SDLKit

// MARK: - Captions

extension DisplayPainter {
  /// A caption centred under its page, above the indicator: at most
  /// ``RenderingConstants/captionLines`` lines, shrunk a little if needed, then cut with "…".
  func paintCaption(
    _ caption: DisplayScene.Caption, metrics: DisplayMetrics, withIndicator: Bool,
    opacity: Double
  ) throws(SDLError) {
    guard let face, !caption.text.isEmpty else { return }
    let size = metrics.textSize
    let width = (caption.pageFrame.width * RenderingConstants.captionWidthFraction).rounded(.down)
    let lineHeight = text.fonts.lineHeight(
      in: TextStyle(face: face, pixelSize: size, color: .white))
    let height = lineHeight * Double(RenderingConstants.captionLines)
    let layout = layouts.fit(
      [TextParagraph(text: caption.text, color: Palette.displayText)], face: face, width: width,
      height: height, sizes: max(RenderingConstants.minimumDisplayTextSize - 2, size * 4 / 5)...size
    )
    let bottom = metrics.captionBottom(withIndicator: withIndicator)
    try TextBlockPainter(renderer: renderer, cache: text).paint(
      layout, x: caption.pageFrame.x + metrics.shift.x + (caption.pageFrame.width - width) / 2,
      y: bottom - layout.height, width: width, alignment: .centre, opacity: opacity)
  }
}
