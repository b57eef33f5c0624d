import SystemKit

/// "Stop now", said once from any thread (the signal watcher, on SIGTERM or SIGINT) and
/// heard by every wait of the pipeline: decode waits, scan waits and running decodes end
/// promptly instead of finishing their work.
///
/// Waits register a wake-up (``onStop(_:)``) that breaks their condition wait, then check
/// ``isStopped``. Once stopped it stays stopped.
package final class StopSignal: Sendable {
  private struct State {
    var isStopped = false
    var wakeUps: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())

  package init() {}

  /// Whether ``stop()`` has been called.
  package var isStopped: Bool { state.withLock { $0.isStopped } }

  /// Stops: every registered wake-up runs once, on the calling thread.
  package func stop() {
    let wakeUps = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.isStopped else { return [] }
      state.isStopped = true
      defer { state.wakeUps.removeAll() }
      return state.wakeUps
    }
    wakeUps.forEach { $0() }
  }

  /// Runs `wakeUp` when ``stop()`` is called, or now if it has been.
  package func onStop(_ wakeUp: @escaping @Sendable () -> Void) {
    let now = state.withLock { state -> Bool in
      if !state.isStopped { state.wakeUps.append(wakeUp) }
      return state.isStopped
    }
    if now { wakeUp() }
  }
}
