/// When to try the broker again: 1 s after the first failure, doubling after each one up to
/// 60 s (``MQTTConstants``), back to 1 s once a connection was accepted.
///
/// A value, told the time; the surface's thread asks it for its deadline.
package struct RetrySchedule: Equatable, Sendable {
  /// The wait after the next failure, in s.
  package private(set) var delay = MQTTConstants.firstRetryDelay
  /// When the next try is due, in s; nil while none is (connected, or trying now).
  package private(set) var due: Double?

  package init() {}

  /// A try failed at `now`, or a connection was lost: the next is due after the current
  /// delay, which doubles for the one after.
  package mutating func failed(at now: Double) {
    due = now + delay
    delay = min(delay * 2, MQTTConstants.longestRetryDelay)
  }

  /// The try that was due is being made.
  package mutating func trying() {
    due = nil
  }

  /// The broker accepted the connection: the next failure waits the first delay again.
  package mutating func connected() {
    due = nil
    delay = MQTTConstants.firstRetryDelay
  }

  /// Whether a try is due at `now`.
  package func isDue(at now: Double) -> Bool {
    due.map { now >= $0 } ?? false
  }
}
