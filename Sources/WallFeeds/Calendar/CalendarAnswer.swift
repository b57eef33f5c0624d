import SystemKit

/// What the calendar worker answers on its standard output, as text lines: one line per
/// occurrence (`T|F|D`, start, end, title, place, separated by tabs), then `.` when the feed was
/// read, or one line `!` and the reason when it was not.
///
/// The viewer reads the answer of a process that parsed untrusted bytes: ``parse(_:)`` takes
/// any bytes, and a line it cannot read makes the whole answer a failure.
package enum CalendarAnswer: Equatable, Sendable {
  case read([CalendarOccurrence])
  case failed(String)

  /// The answer as the worker writes it.
  package var bytes: [UInt8] {
    switch self {
    case .read(let occurrences):
      let lines = occurrences.map { occurrence in
        [
          occurrence.timing.rawValue, String(occurrence.start), String(occurrence.end),
          Self.clean(occurrence.title), Self.clean(occurrence.location),
        ].joined(separator: "\t")
      }
      return Array((lines + ["."]).map { $0 + "\n" }.joined().utf8)
    case .failed(let reason):
      return Array(("!" + Self.clean(reason) + "\n").utf8)
    }
  }

  /// The answer `bytes` hold; a failure naming what is wrong when they hold none.
  package static func parse(_ bytes: [UInt8]) -> CalendarAnswer {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    if let first = lines.first, first.hasPrefix("!") {
      return .failed(String(first.dropFirst()))
    }
    guard lines.last == "." else { return .failed("the calendar worker ended without an answer") }
    var occurrences: [CalendarOccurrence] = []
    for line in lines.dropLast() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 5, let timing = CalendarOccurrence.Timing(rawValue: String(fields[0])),
        let start = Int64(fields[1]), let end = Int64(fields[2])
      else { return .failed("the calendar worker answered wrongly") }
      occurrences.append(
        CalendarOccurrence(
          timing: timing, start: start, end: end, title: String(fields[3]),
          location: String(fields[4])))
    }
    return .read(occurrences)
  }

  /// `text` on one line, without tabs or control characters, at most
  /// ``WallConstants/textCharacters`` long.
  static func clean(_ text: String) -> String {
    var plain = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      plain.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    let trimmed = String(plain).trimmingWhitespace()
    guard trimmed.count > WallConstants.textCharacters else { return trimmed }
    return String(trimmed.prefix(WallConstants.textCharacters - 1)) + "…"
  }
}
