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
    guard CivilTime.exists(year: year, month: month, day: day) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `dayNumber` days after 1970-01-01 (before it when negative).
  package init(dayNumber: Int) {
    (year, month, day) = CivilTime.date(ofDay: dayNumber)
  }

  /// An ISO 8601 calendar date, `YYYY-MM-DD` and nothing more, or nil (read by SystemKit's
  /// ``ISOTimestamp``).
  package init?(iso text: some StringProtocol) {
    guard let stamp = ISOTimestamp(text), stamp.secondOfDay == nil else { return nil }
    self.init(year: stamp.year, month: stamp.month, day: stamp.day)
  }

  /// Days since 1970-01-01.
  package var dayNumber: Int { CivilTime.day(year: year, month: month, day: day) }

  /// This date's month and day in `year`; 29 February is 28 February in a year without it.
  package func anniversary(in year: Int) -> CalendarDate {
    let day = min(day, CivilTime.length(ofMonth: month, in: year))
    return CalendarDate(year: year, month: month, day: day) ?? self
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
