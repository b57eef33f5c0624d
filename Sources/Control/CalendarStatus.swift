import SystemKit

/// The calendar's state in the status (`--calendar`): what its last reading holds.
package struct CalendarStatus: Equatable, Sendable {
  /// How many events (occurrences) the days shown hold, as read last.
  package var events = 0
  /// The feeds showing a last good copy or nothing, for want of a good one.
  package var failing: [String] = []
  /// When the feeds were last read, in s from the Unix epoch (UTC); nil before.
  package var lastRead: Double?

  package init(events: Int = 0, failing: [String] = [], lastRead: Double? = nil) {
    self.events = events
    self.failing = failing
    self.lastRead = lastRead
  }

  /// One JSON object: `events`, `failing` (names) and `last_read` (ISO 8601, UTC, or null).
  package var json: String {
    let read = lastRead.map { JSONString.quote(CivilTime.iso($0, offset: 0)) } ?? "null"
    return "{\"events\":\(events),\"failing\":["
      + failing.map(JSONString.quote).joined(separator: ",") + "],\"last_read\":\(read)}"
  }
}
