/// A block of text laid out: each line with its style and its place in the block, in device
/// pixels from the block's top-left corner.
struct TextLayout: Equatable {
  /// One line of the block.
  struct Line: Equatable {
    var text: String
    var style: TextStyle
    /// The paragraph it belongs to (its index in the block's paragraphs).
    var paragraph: Int
    /// The top of the line's box.
    var y: Double
    /// The width of its text, measured.
    var width: Double
    /// Its box's height: the font's line skip.
    var height: Double
  }

  var lines: [Line] = []
  /// The widest line.
  var width = 0.0
  /// From the top of the first line to the bottom of the last.
  var height = 0.0
  /// The base size the block was laid out at, in device pixels.
  var baseSize = 0
  /// Whether lines were left out, the last kept ending with "…" (the text could not fit even at
  /// the smallest size).
  var isTruncated = false

  /// Whether every line is at most `maximumWidth` wide and the block at most `maximumHeight`
  /// tall: nothing would be clipped.
  func fits(width maximumWidth: Double, height maximumHeight: Double) -> Bool {
    height <= maximumHeight && lines.allSatisfy { $0.width <= maximumWidth }
  }
}
