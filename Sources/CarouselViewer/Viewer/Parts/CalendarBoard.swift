import Control
import SystemKit
import WallFeeds

/// The calendar in its corner as the viewer runs it: the feeds read every `--calendar-refresh`
/// minutes on the loop's deadlines (nothing else wakes the loop for them), what they read last,
/// and the agenda's lines at a wall time.
///
/// Main thread only, owned by the ``Overlay``.
final class CalendarBoard {
  let settings: CalendarSettings
  private let feeds: CalendarFeeds
  private let agenda: CalendarAgenda
  /// What the feeds read last.
  private(set) var occurrences: [CalendarOccurrence] = []
  /// The feeds showing a last good copy or nothing, as read last.
  private(set) var failing: [String] = []
  /// When (loop time, s) the feeds are read next; nil before the first reading is asked for.
  private(set) var nextReading: Double?
  /// The wall time (s) of the reading asked for last, and of the one taken last (nil before).
  private var askedAt: Double?
  private(set) var lastRead: Double?

  /// - Parameter read: called on the feeds' thread when a reading is ready (``take()``).
  init(
    settings: CalendarSettings, display: DisplaySettings, reporter: Reporter,
    read: @escaping @Sendable () -> Void
  ) {
    self.settings = settings
    feeds = CalendarFeeds(
      sources: settings.sources, executable: settings.executable ?? "/proc/self/exe",
      reporter: reporter, notify: read)
    agenda = CalendarAgenda(
      localeName: display.localeName, zone: display.zone, days: settings.days)
  }

  deinit {
    feeds.stop()
  }

  /// Asks for a reading when one is due at `now` (loop time), for the days from `wall`.
  func readIfDue(now: Double, wall: Double) {
    if let nextReading, now < nextReading { return }
    nextReading = now + Double(settings.refreshMinutes * 60)
    askedAt = wall
    feeds.refresh(window: agenda.window(atWall: wall))
  }

  /// Takes the reading made since the last call.
  /// - Returns: whether what is shown may have changed.
  func take() -> Bool {
    guard let reading = feeds.take() else { return false }
    let changed = reading.occurrences != occurrences
    occurrences = reading.occurrences
    failing = reading.failing
    lastRead = askedAt
    return changed
  }

  /// Asks for a reading when one is due, waits for it and takes it (headless runs and tests).
  func waitForReading(now: Double, wall: Double) -> Bool {
    readIfDue(now: now, wall: wall)
    feeds.sync()
    return take()
  }

  /// The next loop time the board needs: its next reading, or the agenda's next change.
  func deadline(now: Double, wallOffset: Double) -> Double? {
    let change = agenda.nextChange(occurrences, afterWall: now + wallOffset) - wallOffset
    return [nextReading, change].compactMap { $0 }.min()
  }

  /// The calendar's state for the status.
  var status: CalendarStatus {
    CalendarStatus(events: occurrences.count, failing: failing, lastRead: lastRead)
  }

  /// The agenda's lines at `wall`.
  func lines(atWall wall: Double) -> CalendarAgenda.Lines {
    agenda.lines(occurrences, atWall: wall, limit: DisplayConstants.calendarLines)
  }
}
