import WallFeeds

/// The calendar the display shows (`--calendar` and its options).
package struct CalendarSettings: Equatable, Sendable {
  /// The feeds, in the order given.
  package var sources: [CalendarSource]
  /// The binary that runs the calendar workers: nil for this one (`/proc/self/exe`); tests give
  /// the built `carousel`.
  package var executable: String?
  /// Days shown: today and the next `days - 1`.
  package var days: Int
  /// Minutes between two readings of the feeds.
  package var refreshMinutes: Int
  package var corner: Corner

  package init(
    sources: [CalendarSource], executable: String?, days: Int, refreshMinutes: Int, corner: Corner
  ) {
    self.sources = sources
    self.executable = executable
    self.days = days
    self.refreshMinutes = refreshMinutes
    self.corner = corner
  }
}
