/// Breaks a paragraph into lines no wider than a width, between words, and inside a word only
/// when the word alone is wider than the line.
///
/// Pure: widths come from `measure`, so it is tested with fixed advances and used with fonts.
enum LineBreaker {
  /// The lines of `text` at most `width` wide, measured by `measure`.
  ///
  /// Runs of spaces collapse to one; an empty paragraph is one empty line. A character wider
  /// than `width` on its own still makes a line (nothing is dropped).
  static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [""] }
    var lines: [String] = []
    var line = ""
    for word in words {
      let candidate = line.isEmpty ? word : line + " " + word
      if measure(candidate) <= width {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      if measure(word) <= width {
        line = word
      } else {
        var pieces = split(word, width: width, measure: measure)
        line = pieces.removeLast()
        lines += pieces
      }
    }
    lines.append(line)
    return lines
  }

  /// `word` cut into pieces at most `width` wide, between characters (grapheme clusters, so a
  /// letter keeps its combining marks).
  private static func split(_ word: String, width: Double, measure: (String) -> Double)
    -> [String]
  {
    var pieces: [String] = []
    var rest = Substring(word)
    while !rest.isEmpty {
      // The longest prefix that fits, by bisection on its length in characters; at least one.
      var low = 1
      var high = rest.count
      while low < high {
        let middle = (low + high + 1) / 2
        if measure(String(rest.prefix(middle))) <= width { low = middle } else { high = middle - 1 }
      }
      pieces.append(String(rest.prefix(low)))
      rest = rest.dropFirst(low)
    }
    return pieces
  }
}
