extension TextSlide {
  /// Markdown lines as a reader sees them.
  ///
  /// Heading marks, list bullets, emphasis, code marks and links are reduced to their text;
  /// rules and setext underlines are dropped. Not a Markdown renderer: a slide has one font, a
  /// title and lines.
  static func plainLines(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      if isRule(line) { return line.isEmpty ? "" : nil }
      return plainLine(line)
    }
  }

  /// One Markdown line in plain text: `## Hours` → `Hours`, `- milk` → `• milk`,
  /// `**open** [today](https://…)` → `open today`, `> quote` → `quote`.
  static func plainLine(_ line: String) -> String {
    var text = Substring(line)
    if text.hasPrefix("#") {
      text = text.drop { $0 == "#" }
    } else if text.hasPrefix(">") {
      text = text.dropFirst()
    } else if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " {
      return "• " + plainInline(String(text.dropFirst(2)).trimmingWhitespace())
    }
    return plainInline(String(text).trimmingWhitespace())
  }

  /// `text` without emphasis and code marks, links and images as their labels.
  ///
  /// `[label](target)` and `![label](target)` become `label`. A single `*` or `_` is a mark only
  /// at a word's edge, so `snake_case` stays as it is.
  static func plainInline(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let first = rest.first {
      if first == "!" || first == "[", let (label, after) = link(in: rest) {
        result += label
        rest = after
      } else if first == "`" || rest.hasPrefix("**") || rest.hasPrefix("__") {
        rest = rest.dropFirst(first == "`" ? 1 : 2)
      } else if first == "*" || first == "_" {
        let next = rest.dropFirst().first
        let isEdge = (result.last.map { $0 == " " } ?? true) || (next.map { $0 == " " } ?? true)
        if !isEdge { result.append(first) }
        rest = rest.dropFirst()
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// `[label](target)` or `![label](target)` at the start of `text`: its label and what follows.
  private static func link(in text: Substring) -> (String, Substring)? {
    let body = text.first == "!" ? text.dropFirst() : text
    guard body.first == "[", let close = body.firstIndex(of: "]") else { return nil }
    let afterLabel = body[body.index(after: close)...]
    guard afterLabel.first == "(", let end = afterLabel.firstIndex(of: ")") else { return nil }
    let label = body[body.index(after: body.startIndex)..<close]
    return (plainInline(String(label)), afterLabel[afterLabel.index(after: end)...])
  }

  /// Whether `line` is a rule (`---`, `***`, `___`) or a setext underline (`===`), or empty.
  private static func isRule(_ line: String) -> Bool {
    let marks = line.filter { $0 != " " }
    guard let first = marks.first, marks.count >= 3 else { return line.isEmpty }
    return "-*_=".contains(first) && marks.allSatisfy { $0 == first }
  }
}
