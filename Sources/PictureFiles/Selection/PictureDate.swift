import SystemKit

/// A picture's date taken as the filters compare it: the day on its own calendar, and the
/// moment in seconds since 1970 UTC (``TakenDate/date(in:)``, ``TakenDate/instant(in:)``),
/// worked out once per picture for the frame's time zone.
package struct PictureDate: Hashable, Sendable {
  package let day: CalendarDate
  package let instant: Int64

  package init(day: CalendarDate, instant: Int64) {
    self.day = day
    self.instant = instant
  }

  /// The date of `taken` in `zone`.
  package init(_ taken: TakenDate, in zone: LocalZone) {
    self.init(day: taken.date(in: zone), instant: taken.instant(in: zone))
  }
}
