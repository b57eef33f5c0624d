extension String {
  /// The text without the white space at either end.
  var trimmingWhitespace: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return String(self[start..<end])
  }
}
