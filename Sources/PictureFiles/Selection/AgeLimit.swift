import SystemKit

/// How recent a picture must be (`--newer-than`): a number of days, weeks or years, a year
/// being 365 days.
package struct AgeLimit: Hashable, Sendable, CustomStringConvertible {
  /// The unit the limit was written in.
  package enum Unit: Character, Sendable, CaseIterable {
    case days = "d"
    case weeks = "w"
    case years = "y"

    var seconds: Int64 {
      switch self {
      case .days: Int64(CivilTime.secondsPerDay)
      case .weeks: 7 * Int64(CivilTime.secondsPerDay)
      case .years: 365 * Int64(CivilTime.secondsPerDay)
      }
    }

    var word: String {
      switch self {
      case .days: "day"
      case .weeks: "week"
      case .years: "year"
      }
    }
  }

  package let count: Int
  package let unit: Unit

  /// The most of each unit: a hundred years.
  package static let longest = 36_500

  /// `30d`, `12w` or `1y`, or nil (a count from 1, at most a hundred years).
  package init?(text: some StringProtocol) {
    guard let last = text.last, let unit = Unit(rawValue: last) else { return nil }
    let digits = text.dropLast()
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits), count >= 1,
      Int64(count) * unit.seconds <= Int64(Self.longest) * Unit.days.seconds
    else { return nil }
    self.count = count
    self.unit = unit
  }

  /// The limit in seconds.
  package var seconds: Int64 { Int64(count) * unit.seconds }

  /// `30d`, as typed.
  package var description: String { "\(count)\(unit.rawValue)" }

  /// `30 days`, `1 week`.
  package var words: String { "\(count) \(unit.word)\(count == 1 ? "" : "s")" }
}
