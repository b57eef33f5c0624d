import SDLKit

// MARK: - Captions

extension DisplayPainter {
  /// A caption centred under its page, above the indicator: at most
  /// ``RenderingConstants/captionLines`` lines, shrunk a little if needed, then cut with "…".
  ///
  /// - Parameter widthLimit: the widest it may be beside the corners' blocks (nil: no limit).
  func paintCaption(
    _ caption: DisplayScene.Caption, metrics: DisplayMetrics, withIndicator: Bool,
    opacity: Double, widthLimit: Double? = nil
  ) throws(SDLError) {
    guard let face, !caption.text.isEmpty else { return }
    let size = metrics.textSize
    let width = min(
      caption.pageFrame.width * RenderingConstants.captionWidthFraction, widthLimit ?? .infinity
    ).rounded(.down)
    let lineHeight = text.fonts.lineHeight(
      in: TextStyle(face: face, pixelSize: size, color: .white))
    let height = lineHeight * Double(RenderingConstants.captionLines)
    let layout = layouts.fit(
      [TextParagraph(text: caption.text, color: Palette.displayText)], face: face, width: width,
      height: height, sizes: max(RenderingConstants.minimumDisplayTextSize - 2, size * 4 / 5)...size
    )
    // Under its picture: at the window's bottom, or above the lower picture of a pair.
    let bottom = min(
      metrics.captionBottom(withIndicator: withIndicator),
      caption.pageFrame.maxY - metrics.margin)
    try TextBlockPainter(renderer: renderer, cache: text).paint(
      layout, x: caption.pageFrame.x + metrics.shift.x + (caption.pageFrame.width - width) / 2,
      y: bottom - layout.height, width: width, alignment: .centre, opacity: opacity)
  }

  /// The tallest a caption is: its lines at the display's text size (the corners keep clear
  /// of that).
  func captionHeight(metrics: DisplayMetrics) -> Double {
    guard let face else { return 0 }
    return text.fonts.lineHeight(
      in: TextStyle(face: face, pixelSize: metrics.textSize, color: .white))
      * Double(RenderingConstants.captionLines)
  }
}
