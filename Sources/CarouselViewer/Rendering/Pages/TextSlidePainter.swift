import Geometry
import PictureFiles
import SDLKit

/// Draws text slides: the background colour, then the title and the body fitted to the page,
/// as large as they fit (``RenderingConstants/slideMaximumTextFraction``), never clipped.
///
/// A short notice is centred line by line; once a body line wraps, the body is set flush to its
/// start (left, or right for right-to-left text), which reads better. Main thread only.
struct TextSlidePainter {
  let renderer: Renderer
  let layouts: TextLayoutCache
  let blocks: TextBlockPainter
  var look = TextSlideLook()

  /// Draws `slide` filling `frame`.
  func paint(_ slide: TextSlide, in frame: Rect) throws(SDLError) {
    try renderer.fill(frame, with: look.background)
    guard let box = Self.textBox(in: frame), let layout = layout(of: slide, in: box) else {
      return
    }
    let bodyWraps = layout.lines.count > Set(layout.lines.map(\.paragraph)).count
    try blocks.paint(
      layout, x: box.x + (box.width - layout.width) / 2,
      y: box.y + (box.height - layout.height) / 2, width: layout.width
    ) { paragraph in paragraph == 0 || !bodyWraps ? .centre : .leading }
  }

  /// The slide laid out in `box`, or nil without a font.
  func layout(of slide: TextSlide, in box: Rect) -> TextLayout? {
    guard let face = look.face else { return nil }
    let largest = max(
      RenderingConstants.slideMinimumTextSize,
      Int(box.height * RenderingConstants.slideMaximumTextFraction))
    return layouts.fit(
      Self.paragraphs(of: slide, color: look.color), face: face, width: box.width.rounded(.down),
      height: box.height.rounded(.down), sizes: RenderingConstants.slideMinimumTextSize...largest)
  }

  /// Where a slide's text goes in a page: inside margins of
  /// ``RenderingConstants/slideMarginFraction`` of its shorter side, half as much again at the
  /// bottom (the page indicator's place); nil for a page too small to hold any.
  static func textBox(in frame: Rect) -> Rect? {
    let margin = (min(frame.width, frame.height) * RenderingConstants.slideMarginFraction).rounded()
    let box = Rect(
      x: frame.x + margin, y: frame.y + margin, width: frame.width - 2 * margin,
      height: frame.height - 2.5 * margin)
    return box.width >= 1 && box.height >= 1 ? box : nil
  }

  /// The title (larger, bold) and each body line as a paragraph; a blank line becomes space
  /// above the next.
  static func paragraphs(of slide: TextSlide, color: Color) -> [TextParagraph] {
    var paragraphs = [
      TextParagraph(
        text: slide.title, scale: RenderingConstants.slideTitleScale, color: color, isBold: true)
    ]
    var space = RenderingConstants.slideTitleGap
    for line in slide.body {
      if line.isEmpty {
        space += 0.5
        continue
      }
      paragraphs.append(TextParagraph(text: line, color: color, spaceBefore: space))
      space = 0
    }
    return paragraphs
  }
}
