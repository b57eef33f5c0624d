/// A value behind a lock, for state shared between threads: `withLock` as `Mutex` has it.
///
/// Backed by a pthread mutex (``Lock``) rather than `Synchronization.Mutex`, whose futex calls
/// ThreadSanitizer cannot see: with this, `scripts/sanitize` checks every lock the app takes.
///
/// `@unchecked Sendable`: `value` is only read or written inside `withLock`, with `lock` held.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
