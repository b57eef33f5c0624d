import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// Tells when the system clock is set (NTP correcting a frame that booted with the wrong time,
/// `date -s`), without polling: a CLOCK_REALTIME timer armed with `TFD_TIMER_CANCEL_ON_SET`
/// wakes its ``PollThread`` at each step, and `stepped` is called there.
///
/// It costs no wake-up until the clock is set. Safe from any thread.
package final class ClockStepWatch: Sendable {
  private let thread: PollThread
  private let timer: Int32

  /// Starts watching; `stepped` runs on the watch's thread after each step and must return at
  /// once (post to the app's inbox).
  /// - Throws: why the timer or the thread's pipe could not be made.
  package init(stepped: @escaping @Sendable () -> Void) throws(SystemCallError) {
    let timer = carousel_clock_step_timer()
    guard timer >= 0 else { throw SystemCallError("timerfd_create") }
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-clock")
    } catch {
      close(timer)
      throw error
    }
    self.timer = timer
    self.thread = thread
    thread.start(
      PollWork(
        round: { PollRound(descriptors: [pollfd(fd: timer, events: Int16(POLLIN), revents: 0)]) },
        handle: { polled, _ in
          guard polled.first.map({ $0.revents != 0 }) == true else { return }
          var expirations: UInt64 = 0
          // ECANCELED: the clock was set. Armed again, it tells the next step.
          if read(timer, &expirations, 8) < 0, errno == ECANCELED {
            _ = carousel_arm_clock_step_timer(timer)
            stepped()
          }
        },
        end: { close(timer) }))
  }

  /// Stops watching and waits for the thread to end.
  package func stop() {
    thread.stop()
  }
}
