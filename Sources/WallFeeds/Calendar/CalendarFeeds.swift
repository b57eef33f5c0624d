import SystemKit

/// The calendars of `--calendar`, read on a thread of their own.
///
/// They are read when the viewer asks (``refresh(window:)``, every `--calendar-refresh` minutes
/// on the viewer's deadlines), each by a calendar worker process (``CalendarReader``). Nothing
/// here reads the clock: the window is the viewer's.
package final class CalendarFeeds: Sendable {
  /// What the feeds read last: every occurrence, sorted by start, and how many feeds failed.
  package struct Reading: Equatable, Sendable {
    package var occurrences: [CalendarOccurrence]
    /// The names of the feeds showing a last good copy, or nothing, for want of a good one.
    package var failing: [String]
    /// The window read.
    package var window: CalendarWindow
  }

  private let thread: FeedThread<CalendarWindow, Reading>

  /// - Parameters:
  ///   - executable: the binary that runs the workers (`/proc/self/exe`).
  ///   - notify: called on the feeds' thread when a reading is ready (``take()``).
  package init(
    sources: [CalendarSource], executable: String, reporter: Reporter,
    notify: @escaping @Sendable () -> Void
  ) {
    let client = FeedClient()
    let reader = CalendarReader(
      sources: sources, worker: CalendarWorkerRun(executable: executable), client: client,
      reporter: reporter)
    thread = FeedThread(
      name: "carousel-calendar", client: client, read: reader.read(window:), notify: notify)
  }

  /// Asks for the feeds to be read again for `window`; returns at once.
  ///
  /// The thread starts with the first call. A call while a reading runs replaces the one asked
  /// for after it.
  package func refresh(window: CalendarWindow) { thread.refresh(window) }

  /// The reading made since the last call, if any.
  package func take() -> Reading? { thread.take() }

  /// Blocks until every reading asked for so far is made (headless runs and tests).
  package func sync() { thread.sync() }

  /// Ends the thread's work: a download under way is cancelled; no reading follows.
  package func stop() { thread.stop() }
}
