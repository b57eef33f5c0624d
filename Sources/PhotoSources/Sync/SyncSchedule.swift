/// When a source is refreshed next: at once on start, every refresh interval after a good
/// refresh, and after a failure first ``SourceConstants/firstRetryDelay``, doubling after each
/// one up to ``SourceConstants/longestRetryDelay`` (never longer than the interval).
///
/// A value, told the time (s, on any monotonic scale); the source's thread waits for ``due``.
package struct SyncSchedule: Equatable, Sendable {
  /// Seconds between refreshes.
  package let interval: Double
  /// When the next refresh is due.
  package private(set) var due: Double
  /// The wait after the next failure, in s.
  package private(set) var retryDelay = SourceConstants.firstRetryDelay

  /// A schedule whose first refresh is due at `now`.
  package init(interval: Double, now: Double) {
    self.interval = interval
    due = now
  }

  /// A refresh ended at `now`: the next is due after the interval, or, when it failed, after
  /// the retry delay, which doubles for the one after.
  package mutating func record(_ report: SyncReport, at now: Double) {
    if report.failure == nil {
      due = now + interval
      retryDelay = SourceConstants.firstRetryDelay
    } else {
      due = now + min(retryDelay, interval)
      retryDelay = min(retryDelay * 2, SourceConstants.longestRetryDelay)
    }
  }

  /// A refresh is wanted at once (`reload`).
  package mutating func refreshNow(at now: Double) {
    due = now
  }
}
