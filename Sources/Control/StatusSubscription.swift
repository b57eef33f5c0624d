import SystemKit

/// One surface's view of the status changes: the values published since it last looked.
///
/// Made by ``ControlCenter/subscribe(_:)``. The surface takes the waiting values on its own
/// thread (``take()``); at most ``ControlConstants/waitingStatusLimit`` wait, the oldest
/// dropped first, so a surface that stops looking costs a bounded amount of memory. Safe from
/// any thread.
package final class StatusSubscription: Sendable {
  private struct State {
    var waiting: [Status] = []
    var isCancelled = false
  }

  private let state = Locked(State())
  private let notify: @Sendable () -> Void

  init(notify: @escaping @Sendable () -> Void) {
    self.notify = notify
  }

  /// The values published since the last call, oldest first.
  package func take() -> [Status] {
    state.withLock { state in
      defer { state.waiting.removeAll() }
      return state.waiting
    }
  }

  /// Stops the deliveries; the center lets the subscription go at its next publish.
  package func cancel() {
    state.withLock { $0.isCancelled = true }
  }

  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Queues `status` and tells the surface.
  func deliver(_ status: Status) {
    let delivered = state.withLock { state -> Bool in
      guard !state.isCancelled else { return false }
      state.waiting.append(status)
      if state.waiting.count > ControlConstants.waitingStatusLimit {
        state.waiting.removeFirst(state.waiting.count - ControlConstants.waitingStatusLimit)
      }
      return true
    }
    if delivered { notify() }
  }
}
