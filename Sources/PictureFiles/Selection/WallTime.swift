import SystemKit

/// A moment as a clock on the wall showed it: a calendar date and a time of day, with no time
/// zone (what a camera writes into Exif).
package struct WallTime: Hashable, Sendable {
  package let date: CalendarDate
  /// Seconds since the day's midnight, 0 to 86,399.
  package let secondOfDay: Int

  package init(date: CalendarDate, secondOfDay: Int = 0) {
    self.date = date
    self.secondOfDay = min(max(secondOfDay, 0), CivilTime.secondsPerDay - 1)
  }

  /// The date and time given, or nil when there is no such moment (hour 24, minute 61).
  package init?(date: CalendarDate, hour: Int, minute: Int, second: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else {
      return nil
    }
    self.init(date: date, secondOfDay: hour * 3_600 + minute * 60 + min(second, 59))
  }

  /// The seconds since 1970-01-01 00:00 on a clock that shows this time: the moment itself
  /// when the clock showed UTC.
  package var secondsAsUTC: Int64 {
    CivilTime.seconds(day: date.dayNumber, second: secondOfDay)
  }

  /// The wall time `secondsAsUTC` seconds after 1970-01-01 00:00.
  package init(secondsAsUTC seconds: Int64) {
    let (day, second) = CivilTime.day(containing: seconds)
    self.init(date: CalendarDate(dayNumber: day), secondOfDay: second)
  }
}
