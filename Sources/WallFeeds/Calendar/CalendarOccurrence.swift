/// One occurrence of a calendar's event, as the calendar worker reads it: when, and what.
package struct CalendarOccurrence: Equatable, Sendable {
  /// How ``start`` and ``end`` are counted.
  package enum Timing: String, Equatable, Sendable {
    /// Instants: seconds from the epoch, UTC.
    case instant = "T"
    /// A wall time without a zone: its date and time counted as if UTC, shown at that wall
    /// time wherever the frame is.
    case floating = "F"
    /// All day: midnight of the first day and of the day after the last, counted as if UTC.
    case allDay = "D"
  }

  package var timing: Timing
  /// The start and the end (at least the start), in seconds counted as ``timing`` says.
  package var start: Int64
  package var end: Int64
  /// The event's title (SUMMARY) and place (LOCATION), either possibly empty.
  package var title: String
  package var location: String

  package init(timing: Timing, start: Int64, end: Int64, title: String, location: String = "") {
    self.timing = timing
    self.start = start
    self.end = max(start, end)
    self.title = title
    self.location = location
  }
}
