/// A value behind a lock, for state shared between threads: `withLock` as `Mutex` has it; and
/// a thread may block until the value is as it wants (``wait(until:for:)``), woken by each
/// `withLock` (a broadcast no one waits for costs one atomic read).
///
/// Backed by a pthread mutex (``Lock``) rather than `Synchronization.Mutex`, whose futex calls
/// ThreadSanitizer cannot see: with this, `scripts/sanitize` checks every lock the app takes.
///
/// `@unchecked Sendable`: `value` is only read or written with `condition`'s lock held.
package final class Locked<Value>: @unchecked Sendable {
  private let condition = Condition()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return try body(&value)
  }

  /// Blocks until `isWanted` holds for the value (tested now, then after each `withLock` of
  /// another thread), or until `deadline`; whether it holds.
  package func wait(until deadline: Deadline, for isWanted: (Value) throws -> Bool) rethrows
    -> Bool
  {
    condition.lock()
    defer { condition.unlock() }
    while try !isWanted(value) {
      guard condition.wait(until: deadline) else { return try isWanted(value) }
    }
    return true
  }
}
