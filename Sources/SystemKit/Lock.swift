#if canImport(Glibc)
  import Glibc
#endif

/// A pthread mutex, for state shared between threads where ``Locked`` does not fit (the lock
/// guards more than one value, or a file).
///
/// A pthread mutex rather than `Synchronization.Mutex`, whose futex calls ThreadSanitizer
/// cannot see: with this, `scripts/sanitize` checks every lock the app takes. Not recursive:
/// locking it twice on one thread deadlocks, as `NSLock` did.
///
/// `@unchecked Sendable`: the mutex is made in `init`, destroyed in `deinit`, and in between
/// only passed to the pthread calls, which are safe from any thread.
package final class Lock: @unchecked Sendable {
  /// The mutex, at a fixed address for its whole life (a pthread mutex must not move).
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits until this thread holds the lock.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Gives the lock up; only the thread that holds it.
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` with the lock held.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
