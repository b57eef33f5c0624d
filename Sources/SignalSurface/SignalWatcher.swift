import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// POSIX signals as commands (``ControlSignal``): a thread of its own waits for them with
/// `sigwait` and hands each on (the app sends its command to the ``ControlCenter``), so a signal
/// is carried out on the main thread between frames like any other command.
///
/// ``blockSignals()`` must run first thing in `main`, before any thread starts: every thread
/// then inherits a mask that blocks the watched signals, so none is delivered to a handler at a
/// random point, and SDL's own handlers are never called (`SDL_HINT_NO_SIGNAL_HANDLERS`).
/// `@unchecked Sendable`: its only stored property is a `let` of a Sendable closure.
package final class SignalWatcher: @unchecked Sendable {
  private let post: @Sendable (ControlSignal) -> Void

  /// Blocks the watched signals in the calling thread, and so in every thread it starts later;
  /// ignores SIGPIPE (a closed pipe is an error from `write`, not a reason to die).
  package static func blockSignals() {
    var set = watchedSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Starts the watching thread; `post` runs on it for each signal that arrives.
  package init(post: @escaping @Sendable (ControlSignal) -> Void) {
    self.post = post
    DetachedThread.start(name: "carousel-signals") { [self] in watch() }
  }

  private func watch() {
    var set = Self.watchedSet()
    while true {
      var number: Int32 = 0
      guard sigwait(&set, &number) == 0 else { continue }
      if let signal = ControlSignal(number: number) { post(signal) }
    }
  }

  private static func watchedSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in ControlSignal.allCases { sigaddset(&set, signal.number) }
    return set
  }
}
