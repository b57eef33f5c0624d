/// What a text slide says: a title (the file's first line) and a body (the rest), as read from
/// a `.txt` or `.md` file (GBInfiniteScrollView's text page style, and a kiosk's notices).
package struct TextSlide: Hashable, Sendable {
  /// The first non-empty line.
  package var title: String
  /// The lines after it, in order; an empty string is a blank line between paragraphs.
  ///
  /// Lines are kept as written: a notice's "Mon–Fri 9–17" stays on a line of its own.
  package var body: [String]

  package init(title: String, body: [String]) {
    self.title = title
    self.body = body
  }

  /// The slide `text` makes.
  ///
  /// The first non-empty line is the title, the rest the body, with blank lines at its ends
  /// dropped and runs of them made one. `isMarkdown` reads the common Markdown marks as a
  /// reader would see them (``TextSlide/plainLine(_:)``).
  ///
  /// Text past ``TextSlide/maximumCharacters`` is cut, ending in "…".
  package init(text: String, isMarkdown: Bool) {
    var text = text
    if text.count > Self.maximumCharacters {
      text = String(text.prefix(Self.maximumCharacters)) + "…"
    }
    var lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    .map { String($0).trimmingWhitespace() }
    if isMarkdown { lines = Self.plainLines(lines) }
    let start = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
    title = start < lines.endIndex ? lines[start] : ""
    var body: [String] = []
    for line in lines.dropFirst(start + 1) where !(line.isEmpty && (body.last?.isEmpty ?? true)) {
      body.append(line)
    }
    if body.last?.isEmpty == true { body.removeLast() }
    self.body = body
  }

  /// The most characters a slide shows: a screenful at a size still readable across a room
  /// (about 300 words); a longer file is cut, so fitting it stays fast and legible.
  package static let maximumCharacters = 2_000
  /// The largest text slide file read, in bytes: ten times what is shown, for files with long
  /// Markdown links or comments; larger files get an error page.
  package static let maximumFileBytes = 64 * 1024
}

extension String {
  /// The string without spaces, tabs and other whitespace at either end.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
