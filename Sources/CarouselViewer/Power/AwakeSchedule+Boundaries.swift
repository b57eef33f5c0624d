import SystemKit

// MARK: - The schedule's windows as instants, on a time zone's calendar

extension AwakeSchedule {
  /// The days, before and after an instant's local date, whose windows are placed: a window
  /// may start the day before and cross midnight, and a week ahead holds every boundary.
  static let daysPlaced = -2...9

  /// Whether the display is on at `wall` (seconds from the epoch) in `zone`.
  func isAwake(at wall: Double, in zone: LocalZone) -> Bool {
    intervals(around: wall, in: zone).contains { $0.contains(wall) }
  }

  /// The first instant after `wall` at which the display turns on or off, in seconds from the
  /// epoch; nil when nothing changes in the eight days ahead (awake all the time).
  func nextBoundary(after wall: Double, in zone: LocalZone) -> Double? {
    // The placed days end nine days on: an end there may be the placing's, not the schedule's.
    let horizon = wall + Double(8 * CivilTime.secondsPerDay)
    return intervals(around: wall, in: zone).flatMap { [$0.lowerBound, $0.upperBound] }
      .filter { $0 > wall && $0 <= horizon }.min()
  }

  /// The windows placed on the local dates around `wall`, as instants (seconds from the epoch),
  /// overlapping and touching ones joined, in order.
  func intervals(around wall: Double, in zone: LocalZone) -> [Range<Double>] {
    let today = LocalCalendar.day(of: wall, in: zone)
    var placed: [Range<Double>] = []
    for day in Self.daysPlaced.map({ today + $0 }) {
      let weekday = CivilTime.weekday(ofDay: day)
      for window in windows where window.days.contains(weekday) {
        let endDay = window.crossesMidnight ? day + 1 : day
        let start = LocalCalendar.instant(day: day, second: window.start, in: zone)
        let end = LocalCalendar.instant(day: endDay, second: window.end, in: zone)
        if start < end { placed.append(start..<end) }
      }
    }
    return Self.joined(placed)
  }

  /// `ranges` sorted, with those that overlap or touch made one.
  private static func joined(_ ranges: [Range<Double>]) -> [Range<Double>] {
    var joined: [Range<Double>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = joined.last, range.lowerBound <= last.upperBound {
        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        joined.append(range)
      }
    }
    return joined
  }
}
