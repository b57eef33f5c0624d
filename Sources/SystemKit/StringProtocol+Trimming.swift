/// Trimming text at both ends without Foundation: the two character sets Carousel trims, taken
/// scalar by scalar as `trimmingCharacters(in:)` took them.
///
/// Both sets hold U+200B (zero width space) as Foundation's do (it was a space separator in
/// Unicode 3.2); `TrimmingTests` compares them with Foundation's over every scalar.
extension StringProtocol {
  /// This text without the white space at its two ends, line ends included: the scalars with
  /// Unicode's White_Space property (tab, line feed to carriage return, NEL, the space
  /// separators, U+2028 and U+2029) and U+200B, which are Foundation's
  /// `.whitespacesAndNewlines`.
  package func trimmingWhitespace() -> String {
    trimming { $0.properties.isWhitespace || $0 == "\u{200B}" }
  }

  /// This text without the spaces and tabs at its two ends, line ends kept: the space
  /// separators (Unicode's Zs), U+0009 and U+200B, which are Foundation's `.whitespaces`.
  package func trimmingBlanks() -> String {
    trimming {
      $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
  }

  /// This text without the scalars at its two ends for which `isTrimmed` is true.
  package func trimming(while isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars[first...last])
    return String(kept)
  }
}
