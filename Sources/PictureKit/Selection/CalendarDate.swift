import SystemKit

/// A day of the proleptic Gregorian calendar, as a calendar on the wall shows it: no time zone.
///
/// Days are counted from 1970-01-01 (``dayNumber`` 0) by SystemKit's `CivilTime` (Howard
/// Hinnant's closed-form conversions), exact for every year of a picture.
package struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  package let year: Int
  /// 1 (January) to 12.
  package let month: Int
  /// 1 to the month's length.
  package let day: Int

  /// The date `year`-`month`-`day`, or nil when there is no such day (30 February).
  package init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), (1...Self.length(ofMonth: month, in: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `dayNumber` days after 1970-01-01 (before it when negative).
  package init(dayNumber: Int) {
    (year, month, day) = CivilTime.date(ofDay: dayNumber)
  }

  /// An ISO 8601 calendar date, `YYYY-MM-DD`, or nil.
  package init?(iso text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01.
  package var dayNumber: Int { CivilTime.day(year: year, month: month, day: day) }

  /// This date's month and day in `year`; 29 February is 28 February in a year without it.
  package func anniversary(in year: Int) -> CalendarDate {
    let day = min(day, Self.length(ofMonth: month, in: year))
    return CalendarDate(year: year, month: month, day: day) ?? self
  }

  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days in `month` (1 to 12) of `year`.
  package static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  package static func < (left: CalendarDate, right: CalendarDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  /// `YYYY-MM-DD`.
  package var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }
}
