/// The `%s` fields of a translated format (C's printf syntax, strings only), filled in.
enum FormatFields {
  /// `format` with its `%s` fields replaced by `arguments` in order, `%N$s` by the Nth, `%%`
  /// by `%`; a field with no argument, or of another kind, is left as it is written.
  static func fill(_ format: String, with arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let field = rest[rest.index(after: percent)...]
      if field.hasPrefix("%") {
        result += "%"
        rest = field.dropFirst()
      } else if field.hasPrefix("s"), next < arguments.count {
        result += arguments[next]
        next += 1
        rest = field.dropFirst()
      } else if let (number, after) = positional(field), number <= arguments.count {
        result += arguments[number - 1]
        rest = after
      } else {
        result += "%"
        rest = field
      }
    }
    return result + rest
  }

  /// The argument's number of a `N$s` field at the start of `text` (after its `%`), and the
  /// text after the field.
  private static func positional(_ text: Substring) -> (Int, Substring)? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(digits), number > 0 else { return nil }
    let after = text[digits.endIndex...]
    guard after.hasPrefix("$s") else { return nil }
    return (number, after.dropFirst(2))
  }
}
