import Geometry
import SDLKit

// MARK: - The info panel and the help

extension DisplayPainter {
  /// The info panel at the top left: a title (the file name) and rows of label and value.
  func paintInfo(_ panel: DisplayScene.Panel, metrics: DisplayMetrics) throws(SDLError) {
    let frame = metrics.frame
    let maximumWidth = max(
      min(frame.width - 2 * metrics.margin, Double(metrics.textSize) * 14),
      frame.width * RenderingConstants.infoPanelWidthFraction)
    let box = Rect(
      x: frame.x + metrics.margin, y: frame.y + metrics.margin, width: maximumWidth,
      height: frame.height - 2 * metrics.margin - metrics.indicatorHeight)
    try paintPanel(panel, in: box, metrics: metrics, centred: false)
  }

  /// The help: the carousel dimmed, and a centred panel listing the controls.
  func paintHelp(_ panel: DisplayScene.Panel, metrics: DisplayMetrics) throws(SDLError) {
    let frame = metrics.frame
    try renderer.fill(metrics.drawable, with: Palette.dimBackground)
    let box = Rect(
      x: frame.x + frame.width * (1 - RenderingConstants.helpPanelWidthFraction) / 2,
      y: frame.y + frame.height * (1 - RenderingConstants.helpPanelHeightFraction) / 2,
      width: frame.width * RenderingConstants.helpPanelWidthFraction,
      height: frame.height * RenderingConstants.helpPanelHeightFraction)
    try paintPanel(panel, in: box, metrics: metrics, centred: true)
  }

  /// A translucent panel within `box`, as small as its content: the title, bold, then the
  /// table, all at the largest size up to the display's text size that fits.
  private func paintPanel(
    _ panel: DisplayScene.Panel, in box: Rect, metrics: DisplayMetrics, centred: Bool
  ) throws(SDLError) {
    guard let face else { return }
    let pad = (Double(metrics.textSize) * 0.8).rounded()
    let inner = (width: (box.width - 2 * pad).rounded(.down), height: box.height - 2 * pad)
    guard inner.width > 0, inner.height > 0 else { return }
    let title = layouts.fit(
      [TextParagraph(text: panel.title, scale: 1.15, color: Palette.displayText, isBold: true)],
      face: face, width: inner.width, height: inner.height / 4,
      sizes: RenderingConstants.slideMinimumTextSize...metrics.textSize)
    let titleGap = (Double(metrics.textSize) * 0.6).rounded()
    let table = fittedTable(
      panel.rows, face: face, width: inner.width,
      height: max(0, inner.height - title.height - titleGap), size: metrics.textSize)
    let contentWidth = max(title.width, table.width).rounded(.up)
    let contentHeight = title.height + titleGap + table.height
    let panelFrame = Rect(
      x: centred ? box.x + (box.width - contentWidth - 2 * pad) / 2 : box.x,
      y: centred ? box.y + (box.height - contentHeight - 2 * pad) / 2 : box.y,
      width: contentWidth + 2 * pad, height: contentHeight + 2 * pad
    ).integral
    try renderer.fill(panelFrame, with: Palette.panelBackground)
    let blocks = TextBlockPainter(renderer: renderer, cache: text)
    let left = panelFrame.x + pad
    try blocks.paint(
      title, x: left, y: panelFrame.y + pad, width: contentWidth, alignment: .leading)
    let top = panelFrame.y + pad + title.height + titleGap
    for row in table.rows {
      try blocks.paint(
        row.label, x: left, y: top + row.y, width: table.labelWidth, alignment: .leading)
      try blocks.paint(
        row.value, x: left + table.labelWidth + table.gap, y: top + row.y,
        width: contentWidth - table.labelWidth - table.gap, alignment: .leading)
    }
  }

  /// The table of `rows` fitted to `width` × `height`, from the cache when it was fitted before.
  private func fittedTable(
    _ rows: [TableFitter.Cell], face: FontFace, width: Double, height: Double, size: Int
  ) -> TableLayout {
    let key = TableKey(rows: rows, face: face, width: width, height: height, size: size)
    if let known = tables[key] { return known }
    let table = TableFitter(measurer: text.fonts).fit(
      rows, face: face, colors: (Palette.displaySecondaryText, Palette.displayText), width: width,
      height: height, sizes: RenderingConstants.slideMinimumTextSize...size)
    if tables.count >= TextLayoutCache.capacity { tables.removeAll(keepingCapacity: true) }
    tables[key] = table
    return table
  }
}
