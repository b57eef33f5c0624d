#if canImport(Glibc)
  import Glibc
#endif

/// A moment on the monotonic clock (`CLOCK_MONOTONIC`, which the system clock being set does
/// not move) by which a blocking wait gives up: what ``Condition/wait(until:)`` and `poll(2)`
/// take.
package struct Deadline: Sendable {
  /// The moment, as `clock_gettime(CLOCK_MONOTONIC)` counts.
  package let moment: timespec

  /// The moment `seconds` from now.
  package init(secondsFromNow seconds: Double) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let whole = seconds.rounded(.down)
    var nanoseconds = Int(now.tv_nsec) + Int((seconds - whole) * 1e9)
    var second = Int(now.tv_sec) + Int(whole)
    if nanoseconds >= 1_000_000_000 {
      nanoseconds -= 1_000_000_000
      second += 1
    }
    moment = timespec(tv_sec: second, tv_nsec: nanoseconds)
  }

  /// Milliseconds left, rounded up (`poll(2)`'s timeout); 0 once the moment has passed.
  package var milliseconds: Int32 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let left =
      (Int(moment.tv_sec) - Int(now.tv_sec)) * 1000
      + (Int(moment.tv_nsec) - Int(now.tv_nsec) + 999_999) / 1_000_000
    return Int32(clamping: max(left, 0))
  }

  /// Whether the moment has come.
  package var hasPassed: Bool { milliseconds == 0 }
}
