import PictureKit
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the signal watcher's signals go: the viewer's inbox once it exists, and before that
/// (while SDL starts, which can block, as libdbus's autolaunch once did) straight to the exit.
///
/// The watcher starts before SDL, so a TERM, INT or HUP is never left pending: before the viewer
/// exists there is no recording or trace to complete, and Carousel ends at once with status 0
/// (the decoder processes die with it).
package final class SignalRelay: Sendable {
  private let target = Locked<(@Sendable (SignalWatcher.Signal) -> Void)?>(nil)

  package init() {}

  /// Sends the signals to `deliver` from now on.
  package func connect(_ deliver: @escaping @Sendable (SignalWatcher.Signal) -> Void) {
    target.withLock { $0 = deliver }
  }

  /// Hands `signal` to the connected target; quits at once when there is none yet.
  package func relay(_ signal: SignalWatcher.Signal) {
    if let deliver = target.withLock({ $0 }) {
      deliver(signal)
    } else if signal.quits {
      _exit(0)
    }
  }
}
