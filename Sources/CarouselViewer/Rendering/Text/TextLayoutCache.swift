/// Fitted blocks of text by content and box, so a page of text is fitted once, not every frame.
///
/// Holds at most ``capacity`` blocks and starts again empty when full (each window size and
/// page brings its own; a few dozen cover a carousel's neighbours). Main thread only.
final class TextLayoutCache {
  private struct Key: Hashable {
    var paragraphs: [TextParagraph]
    var face: FontFace
    var width: Double
    var height: Double
    var sizes: ClosedRange<Int>
  }

  static let capacity = 64
  private let fitter: TextFitter
  private var layouts: [Key: TextLayout] = [:]
  /// Blocks fitted since the cache was made: for tests.
  private(set) var fitCount = 0

  init(fonts: FontBook) {
    fitter = TextFitter(measurer: fonts)
  }

  /// `paragraphs` fitted to a `width` × `height` box (see ``TextFitter/fit(_:face:width:height:sizes:)``).
  func fit(
    _ paragraphs: [TextParagraph], face: FontFace, width: Double, height: Double,
    sizes: ClosedRange<Int>
  ) -> TextLayout {
    let key = Key(paragraphs: paragraphs, face: face, width: width, height: height, sizes: sizes)
    if let known = layouts[key] { return known }
    let layout = fitter.fit(paragraphs, face: face, width: width, height: height, sizes: sizes)
    fitCount += 1
    if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
    layouts[key] = layout
    return layout
  }
}
