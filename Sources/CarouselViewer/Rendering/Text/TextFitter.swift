/// Lays blocks of text out at the largest size that fits a box: wrapped between words, shrunk
/// only as much as needed, never clipped.
struct TextFitter {
  let measurer: any TextMeasuring

  /// `paragraphs` in `face`, wrapped to `width`, at the largest base size in `sizes` whose
  /// block fits `height`.
  ///
  /// When even the smallest size is too tall, the lines that fit are kept and the last one ends
  /// with "…" (``TextLayout/isTruncated``): the block never overflows the box.
  func fit(
    _ paragraphs: [TextParagraph], face: FontFace, width: Double, height: Double,
    sizes: ClosedRange<Int>
  ) -> TextLayout {
    var low = sizes.lowerBound
    var high = sizes.upperBound
    let largest = layout(paragraphs, face: face, width: width, baseSize: high)
    if largest.fits(width: width, height: height) { return largest }
    while low < high {
      let middle = (low + high + 1) / 2
      let candidate = layout(paragraphs, face: face, width: width, baseSize: middle)
      if candidate.fits(width: width, height: height) { low = middle } else { high = middle - 1 }
    }
    let best = layout(paragraphs, face: face, width: width, baseSize: low)
    return best.fits(width: width, height: height)
      ? best : truncated(best, width: width, height: height)
  }

  /// `paragraphs` wrapped to `width` at `baseSize`, however tall that makes them.
  func layout(_ paragraphs: [TextParagraph], face: FontFace, width: Double, baseSize: Int)
    -> TextLayout
  {
    var result = TextLayout(baseSize: baseSize)
    let baseStyle = TextStyle(face: face, pixelSize: baseSize, color: .white)
    let baseLine = measurer.lineHeight(in: baseStyle)
    var y = 0.0
    for (index, paragraph) in paragraphs.enumerated() {
      let style = TextStyle(
        face: face, pixelSize: max(1, Int((Double(baseSize) * paragraph.scale).rounded())),
        color: paragraph.color, isBold: paragraph.isBold)
      if index > 0 { y += paragraph.spaceBefore * baseLine }
      let lineHeight = measurer.lineHeight(in: style)
      let lines = LineBreaker.wrap(paragraph.text, width: width) {
        measurer.width(of: $0, in: style)
      }
      for text in lines {
        let lineWidth = measurer.width(of: text, in: style)
        result.lines.append(
          TextLayout.Line(
            text: text, style: style, paragraph: index, y: y, width: lineWidth,
            height: lineHeight))
        result.width = max(result.width, lineWidth)
        y += lineHeight
      }
    }
    result.height = y
    return result
  }

  /// `layout` cut to the lines that fit `height`, the last ending with "…" shortened to fit.
  private func truncated(_ layout: TextLayout, width: Double, height: Double) -> TextLayout {
    var result = layout
    result.lines = layout.lines.filter { $0.y + $0.height <= height }
    result.isTruncated = true
    guard var last = result.lines.popLast() else {
      result.width = 0
      result.height = 0
      return result
    }
    var text = last.text
    while !text.isEmpty, measurer.width(of: text + "…", in: last.style) > width {
      text.removeLast()
    }
    last.text = text + "…"
    last.width = measurer.width(of: last.text, in: last.style)
    result.lines.append(last)
    result.width = result.lines.map(\.width).max() ?? 0
    result.height = last.y + last.height
    return result
  }
}
