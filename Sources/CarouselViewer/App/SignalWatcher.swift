import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Turns POSIX signals into app events: a thread of its own waits for them with `sigwait` and
/// posts each to the inbox, which wakes the loop, so a signal is handled on the main thread
/// between frames like any other news.
///
/// ``blockSignals()`` must run first thing in `main`, before any thread starts: every thread
/// then inherits a mask that blocks the watched signals, so none is delivered to a handler at a
/// random point, and SDL's own handlers are never called (`SDL_HINT_NO_SIGNAL_HANDLERS`).
/// `@unchecked Sendable`: its only stored property is a `let` of a Sendable closure.
package final class SignalWatcher: @unchecked Sendable {
  /// The signals Carousel acts on.
  package enum Signal: String, CaseIterable, Sendable {
    /// SIGTERM: a service manager or `kill` asks Carousel to stop.
    case terminate = "TERM"
    /// SIGINT: Ctrl+C in the terminal.
    case interrupt = "INT"
    /// SIGHUP: reload the files, folders and settings (`systemctl reload`).
    case hangup = "HUP"
    /// SIGUSR1: the next picture.
    case user1 = "USR1"
    /// SIGUSR2: the previous picture.
    case user2 = "USR2"

    /// The signal's number.
    package var number: Int32 {
      switch self {
      case .terminate: SIGTERM
      case .interrupt: SIGINT
      case .hangup: SIGHUP
      case .user1: SIGUSR1
      case .user2: SIGUSR2
      }
    }

    /// Whether the signal ends Carousel: TERM and INT (HUP reloads, USR1 and USR2 page).
    package var quits: Bool {
      switch self {
      case .terminate, .interrupt: true
      case .hangup, .user1, .user2: false
      }
    }

    init?(number: Int32) {
      guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
      self = signal
    }
  }

  private let post: @Sendable (Signal) -> Void

  /// Blocks the watched signals in the calling thread, and so in every thread it starts later;
  /// ignores SIGPIPE (a closed pipe is an error from `write`, not a reason to die).
  package static func blockSignals() {
    var set = watchedSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Starts the watching thread; `post` runs on it for each signal that arrives.
  package init(post: @escaping @Sendable (Signal) -> Void) {
    self.post = post
    let thread = Thread { [self] in watch() }
    thread.name = "carousel-signals"
    thread.start()
  }

  private func watch() {
    var set = Self.watchedSet()
    while true {
      var number: Int32 = 0
      guard sigwait(&set, &number) == 0 else { continue }
      if let signal = Signal(number: number) { post(signal) }
    }
  }

  private static func watchedSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in Signal.allCases { sigaddset(&set, signal.number) }
    return set
  }
}
