import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the signal watcher's signals go: to the app once the viewer exists, and before that
/// (while SDL starts, which can block, as libdbus's autolaunch once did) straight to the exit.
///
/// The watcher starts before SDL, so a TERM or INT is never left pending: before the viewer
/// exists there is no recording or trace to complete, and Carousel ends at once with status 0
/// (the decoder processes die with it). HUP, USR1 and USR2 before then are dropped: there is
/// nothing yet to reload or page.
package final class SignalRelay: Sendable {
  private let target = Locked<(@Sendable (ControlSignal) -> Void)?>(nil)

  package init() {}

  /// Sends the signals to `deliver` from now on.
  package func connect(_ deliver: @escaping @Sendable (ControlSignal) -> Void) {
    target.withLock { $0 = deliver }
  }

  /// Hands `signal` to the connected target; quits at once when there is none yet.
  package func relay(_ signal: ControlSignal) {
    if let deliver = target.withLock({ $0 }) {
      deliver(signal)
    } else if signal.quits {
      _exit(0)
    }
  }
}
