#if canImport(Glibc)
  import Glibc
#endif

/// A lock and a condition variable on it (pthread's), as `NSCondition` has them: lock it, test
/// what it guards, `wait()` while that is not so, and `signal()` or `broadcast()` after changing
/// it.
///
/// `wait()` may return without a signal (a spurious wake-up), so it is always called in a loop
/// that tests again.
///
/// `@unchecked Sendable`: the condition variable is made in `init`, destroyed in `deinit`, and
/// in between only passed to the pthread calls, with `mutex`'s lock as they require.
package final class Condition: @unchecked Sendable {
  private let mutex = Lock()
  private let variable: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    variable = .allocate(capacity: 1)
    variable.initialize(to: pthread_cond_t())
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)  // a deadline is not moved by date
    pthread_cond_init(variable, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(variable)
    variable.deallocate()
  }

  /// Waits until this thread holds the lock.
  package func lock() {
    mutex.lock()
  }

  /// Gives the lock up; only the thread that holds it.
  package func unlock() {
    mutex.unlock()
  }

  /// Gives the lock up until a signal or a broadcast (or a spurious wake-up), then takes it
  /// again; only with the lock held.
  package func wait() {
    pthread_cond_wait(variable, mutex.mutex)
  }

  /// As ``wait()``, but gives up at `deadline`: false when it has passed (the lock is held
  /// again either way).
  package func wait(until deadline: Deadline) -> Bool {
    var moment = deadline.moment
    return pthread_cond_timedwait(variable, mutex.mutex, &moment) != ETIMEDOUT
  }

  /// Wakes one thread waiting, if any.
  package func signal() {
    pthread_cond_signal(variable)
  }

  /// Wakes every thread waiting.
  package func broadcast() {
    pthread_cond_broadcast(variable)
  }
}
