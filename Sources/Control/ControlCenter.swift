import SystemKit

/// Where the surfaces meet the app: commands in, status out.
///
/// A surface sends each command it received (``send(_:from:answer:)``) from its own thread;
/// the app's main thread takes them in order (``takeRequests()``), answers each, and publishes
/// the ``Status`` after every update (``publish(_:)``). A surface that wants to follow the
/// carousel subscribes (``subscribe(_:)``) and is told of each change, so a page, a broker or a
/// desktop widget is pushed the news instead of asking for it. Nothing here knows the viewer.
///
/// Safe from any thread.
package final class ControlCenter: Sendable {
  private struct State {
    var requests: [ControlRequest] = []
    var wake: (@Sendable () -> Void)?
    var subscriptions: [StatusSubscription] = []
    var status: Status?
  }

  private let state = Locked(State())

  package init() {}

  /// Sets what to call, on the sending thread, when commands arrive (the app posts to its
  /// inbox); commands sent before are told at once.
  package func connect(_ wake: @escaping @Sendable () -> Void) {
    let waiting = state.withLock { state in
      state.wake = wake
      return !state.requests.isEmpty
    }
    if waiting { wake() }
  }

  /// Queues `command` for the app; `answer` receives its reply on the main thread (see
  /// ``ControlRequest/init(_:from:answer:)``).
  package func send(
    _ command: ControlCommand, from origin: ControlOrigin,
    answer: @escaping @Sendable (ControlReply) -> Void = { _ in }
  ) {
    let request = ControlRequest(command, from: origin, answer: answer)
    let wake = state.withLock { state in
      state.requests.append(request)
      return state.requests.count == 1 ? state.wake : nil
    }
    wake?()
  }

  /// The commands sent since the last call, oldest first (main thread).
  package func takeRequests() -> [ControlRequest] {
    state.withLock { state in
      defer { state.requests.removeAll() }
      return state.requests
    }
  }

  /// The status last published, nil before the first.
  package var status: Status? { state.withLock { $0.status } }

  /// Makes `status` the current one; when it differs from the last, every subscriber gets it
  /// and is told (main thread).
  package func publish(_ status: Status) {
    let subscribers = state.withLock { state -> [StatusSubscription] in
      guard state.status != status else { return [] }
      state.status = status
      state.subscriptions.removeAll { $0.isCancelled }
      return state.subscriptions
    }
    for subscriber in subscribers { subscriber.deliver(status) }
  }

  /// Subscribes to status changes: each published change is queued on the subscription, which
  /// starts with the current status when there is one, and `notify` is called after each.
  ///
  /// `notify` runs on the publishing thread (the main thread, between frames): it must return
  /// at once (wake the surface's own thread, or post to a queue), never wait or do I/O.
  package func subscribe(_ notify: @escaping @Sendable () -> Void) -> StatusSubscription {
    let subscription = StatusSubscription(notify: notify)
    let current = state.withLock { state in
      state.subscriptions.append(subscription)
      return state.status
    }
    if let current { subscription.deliver(current) }
    return subscription
  }
}
