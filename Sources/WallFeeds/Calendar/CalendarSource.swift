/// Where a calendar comes from (`--calendar SOURCE`): an iCalendar file, or the `http(s)` URL of
/// one (a `webcal://` address is its `https://` one).
package enum CalendarSource: Equatable, Sendable {
  case file(String)
  case url(String)

  /// The source `text` names: a URL when it starts with `http://`, `https://` or `webcal://`,
  /// else a file's path; nil when empty.
  package init?(_ text: String) {
    guard !text.isEmpty else { return nil }
    let lowered = text.lowercased()
    if lowered.hasPrefix("webcal://") {
      self = .url("https://" + text.dropFirst("webcal://".count))
    } else if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      self = .url(text)
    } else {
      self = .file(text)
    }
  }

  /// How the source is named in messages (a URL without its query, which may hold a secret).
  package var name: String {
    switch self {
    case .file(let path): path
    case .url(let url): String(url.prefix { $0 != "?" })
    }
  }
}
