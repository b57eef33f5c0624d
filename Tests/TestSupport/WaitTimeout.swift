import SystemKit

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

// Every wait of the tests blocks on what makes its condition true (a lock's changes, a
// folder's inotify events, a child's pidfd, a pipe) and never spins: on two cores a spinning
// test takes the processor from the thread or process it waits for.

/// Returns once `condition` holds for `locked`'s value, blocking until another thread changes
/// it (``Locked/wait(until:for:)``); throws ``WaitTimeout`` naming `what` (read then, so it may
/// say the last state seen) when it still does not hold after `seconds`.
package func waitUntil<Value>(
  _ what: @autoclosure () -> String, in locked: Locked<Value>,
  seconds: Double = WaitTimeout.defaultSeconds, _ condition: (Value) throws -> Bool
) throws {
  guard try locked.wait(until: Deadline(secondsFromNow: seconds), for: condition) else {
    throw WaitTimeout(what(), seconds: seconds)
  }
}

/// Returns once `condition` holds, testing it now and again each time an entry of one of
/// `folders` is made, removed, renamed or written (inotify); throws ``WaitTimeout`` naming
/// `what` when it still does not hold after `seconds`, or at once when process `pid` (when
/// given) has ended.
public func waitUntil(
  _ what: @autoclosure () -> String, changesIn folders: String..., whileRunning pid: pid_t? = nil,
  seconds: Double = WaitTimeout.defaultSeconds, _ condition: () throws -> Bool
) throws {
  let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
  guard watch >= 0 else { throw CarouselProcessError(code: errno) }
  defer { close(watch) }
  let events = IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB
  for folder in folders where inotify_add_watch(watch, folder, UInt32(events)) < 0 {
    throw CarouselProcessError(code: errno)
  }
  let end = pid.map(ChildEnd.descriptor) ?? -1
  defer { if end >= 0 { close(end) } }
  let deadline = Deadline(secondsFromNow: seconds)
  var drained = [UInt8](repeating: 0, count: 4096)
  while try !condition() {  // tested after the watch is set: no change falls between
    var ready = [watch, end].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = poll(&ready, nfds_t(ready.count), deadline.milliseconds)
    guard count != 0, ready[1].revents == 0 else {
      guard try !condition() else { return }
      let why = count == 0 ? "" : " (process \(pid ?? 0) ended first)"
      throw WaitTimeout(what() + why, seconds: seconds)
    }
    while read(watch, &drained, drained.count) > 0 {}
  }
}

/// Waits for child `pid` to end (on its pidfd, see `ChildEnd`), reaps it and returns its exit
/// status (128 + the signal when a signal ended it); throws ``WaitTimeout`` naming `what` when
/// it has not ended after `seconds`, the child left running.
public func waitForEnd(
  of pid: pid_t, _ what: @autoclosure () -> String,
  seconds: Double = WaitTimeout.defaultSeconds
) throws -> Int32 {
  guard let status = ChildEnd.wait(for: pid, until: Deadline(secondsFromNow: seconds)) else {
    throw WaitTimeout(what(), seconds: seconds)
  }
  return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}
