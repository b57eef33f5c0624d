#if canImport(Glibc)
  import Glibc
#endif

/// What a test waited for did not happen: the test fails with this, naming it, instead of
/// hanging.
///
/// The bound is wall-clock and generous (``defaultSeconds``): it only turns a hang into a
/// failure, and says nothing about speed (tests assert no durations).
public struct WaitTimeout: Error, CustomStringConvertible {
  /// How long a test waits for something that should happen at once: far longer than any
  /// machine takes, short enough that a hang fails the run instead of stopping it.
  public static let defaultSeconds = 30.0

  /// What was waited for, and how long.
  public let description: String

  public init(_ what: String, seconds: Double) {
    description = "gave up after \(seconds) s waiting for \(what)"
  }
}

/// Returns once `condition` holds, trying it again after yielding the processor; throws
/// ``WaitTimeout`` naming `what` (read then, so it may say the last state seen) when it still
/// does not hold after `seconds`.
///
/// For conditions another thread or process makes true, which nothing can be waited on for.
public func waitUntil(
  _ what: @autoclosure () -> String, seconds: Double = WaitTimeout.defaultSeconds,
  _ condition: () throws -> Bool
) throws {
  let clock = ContinuousClock()
  let deadline = clock.now + .milliseconds(Int(seconds * 1000))
  while try !condition() {
    guard clock.now < deadline else { throw WaitTimeout(what(), seconds: seconds) }
    sched_yield()
  }
}
