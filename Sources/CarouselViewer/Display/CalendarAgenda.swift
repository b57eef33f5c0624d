import Localization
import SystemKit
import WallFeeds

/// The calendar's lines at a wall time: today's events not yet over and the next days', each
/// day under its name, the events under way marked; and when those lines next change.
///
/// Times are placed in `zone`: an instant as it is, a floating time at that wall time in the
/// zone, an all-day event on its days. Main thread only (it holds the locale).
struct CalendarAgenda {
  /// The lines, and which of them are day names (drawn dimmer) and which events are under way.
  struct Lines: Equatable {
    var lines: [String] = []
    var dayNames: Set<Int> = []
    var current: Set<Int> = []
  }

  /// One occurrence placed on the zone's clock: its instants, or its local days.
  private struct Placed {
    var start: Double
    var end: Double
    /// The local days of an all-day event (first, and the day after the last); nil for timed.
    var days: Range<Int>?
    var title: String
  }

  let time: TimeWriter
  let zone: LocalZone
  /// Days shown: today and the next `days - 1`.
  let days: Int

  init(localeName: String?, zone: LocalZone, days: Int) {
    time = TimeWriter(localeName: localeName)
    self.zone = zone
    self.days = days
  }

  /// The window to read for the days shown from `wall`: local midnight today to local midnight
  /// after the last day.
  func window(atWall wall: Double) -> CalendarWindow {
    let today = LocalCalendar.day(of: wall, in: zone)
    return CalendarWindow(
      from: Int64(LocalCalendar.instant(day: today, second: 0, in: zone)),
      to: Int64(LocalCalendar.instant(day: today + days, second: 0, in: zone)))
  }

  /// The lines shown at `wall`, at most `limit` of them (the last days' events left out first).
  func lines(_ occurrences: [CalendarOccurrence], atWall wall: Double, limit: Int) -> Lines {
    let placed = occurrences.map(place)
    let today = LocalCalendar.day(of: wall, in: zone)
    var result = Lines()
    for day in today..<(today + days) {
      let dayStart = LocalCalendar.instant(day: day, second: 0, in: zone)
      let dayEnd = LocalCalendar.instant(day: day + 1, second: 0, in: zone)
      let allDay = placed.filter { $0.days?.contains(day) == true }
      // Timed events of the day not over yet (one without length until its moment has come).
      let timed = placed.filter { occurrence in
        let isAhead = occurrence.end > wall || occurrence.start >= wall
        return occurrence.days == nil && occurrence.start < dayEnd && occurrence.end > dayStart
          && isAhead
      }
      guard !allDay.isEmpty || !timed.isEmpty, result.lines.count + 2 <= limit else { continue }
      result.dayNames.insert(result.lines.count)
      result.lines.append(dayName(day, today: today))
      for occurrence in allDay + timed where result.lines.count < limit {
        let isTimed = occurrence.days == nil
        let isCurrent = isTimed && occurrence.start <= wall && wall < occurrence.end
        if isCurrent { result.current.insert(result.lines.count) }
        // An all-day event is its title alone; one from an earlier day starts with "…".
        let when = occurrence.start < dayStart ? "…" : clockText(occurrence.start)
        let text = isTimed ? when + "  " + occurrence.title : occurrence.title
        result.lines.append((isCurrent ? "▶ " : "") + text)
      }
    }
    return result
  }

  /// The next wall time after `wall` at which the lines change: an event's start or end, or
  /// the next local midnight.
  func nextChange(_ occurrences: [CalendarOccurrence], afterWall wall: Double) -> Double {
    let today = LocalCalendar.day(of: wall, in: zone)
    let midnight = LocalCalendar.instant(day: today + 1, second: 0, in: zone)
    let edges = occurrences.map(place).filter { $0.days == nil }.flatMap { [$0.start, $0.end] }
    return (edges.filter { $0 > wall } + [midnight]).min() ?? midnight
  }

  /// An occurrence on the zone's clock.
  private func place(_ occurrence: CalendarOccurrence) -> Placed {
    switch occurrence.timing {
    case .instant:
      return Placed(
        start: Double(occurrence.start), end: Double(occurrence.end), title: occurrence.title)
    case .floating:
      return Placed(
        start: local(occurrence.start), end: local(occurrence.end), title: occurrence.title)
    case .allDay:
      let first = CivilTime.day(containing: occurrence.start).day
      let after = max(first + 1, CivilTime.day(containing: occurrence.end).day)
      let start = LocalCalendar.instant(day: first, second: 0, in: zone)
      let end = LocalCalendar.instant(day: after, second: 0, in: zone)
      return Placed(start: start, end: end, days: first..<after, title: occurrence.title)
    }
  }

  /// The instant of a wall time counted as if UTC, in the zone.
  private func local(_ seconds: Int64) -> Double {
    let (day, second) = CivilTime.day(containing: seconds)
    return LocalCalendar.instant(day: day, second: second, in: zone)
  }

  private func clockText(_ instant: Double) -> String {
    time.write(
      time.timeOfDayFormat, wall: instant, utcOffset: LocalCalendar.offset(at: instant, in: zone))
  }

  /// "Today", "Tomorrow", else the weekday and date in the locale's words.
  private func dayName(_ day: Int, today: Int) -> String {
    switch day - today {
    case 0: return localized("Today")
    case 1: return localized("Tomorrow")
    default:
      let noon = LocalCalendar.instant(day: day, second: CivilTime.secondsPerDay / 2, in: zone)
      return time.write("%A", wall: noon, utcOffset: LocalCalendar.offset(at: noon, in: zone))
    }
  }
}
