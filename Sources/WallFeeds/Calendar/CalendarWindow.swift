/// The span of time a calendar is read for: from `from` to `to`, seconds from the epoch (UTC).
package struct CalendarWindow: Equatable, Sendable {
  package var from: Int64
  package var to: Int64

  package init(from: Int64, to: Int64) {
    self.from = from
    self.to = max(from, to)
  }
}
