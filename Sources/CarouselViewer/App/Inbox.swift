import SystemKit

/// The app's one queue of news from other threads (``AppEvent`` values), drained by the main
/// thread each time the loop wakes.
///
/// Any thread may post. The first event posted into an empty inbox wakes the loop with one SDL
/// user event (`EventQueue.wake()`); events posted before the loop drains ride along with it, so
/// a burst of news costs one wake-up. Draining returns the events in the order posted, each
/// distinct event once.
package final class Inbox<Event: Hashable & Sendable>: Sendable {
  private let events = Locked<[Event]>([])
  private let wake: @Sendable () -> Void

  /// - Parameter wake: called on the posting thread when the inbox goes from empty to not empty;
  ///   the app passes `EventQueue.wake`.
  package init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  /// Adds `event`; wakes the loop when the inbox was empty.
  ///
  /// Safe from any thread.
  package func post(_ event: Event) {
    let wasEmpty = events.withLock { pending in
      defer { pending.append(event) }
      return pending.isEmpty
    }
    if wasEmpty { wake() }
  }

  /// Takes every event posted since the last drain, oldest first, each distinct event once.
  ///
  /// Main thread.
  package func drain() -> [Event] {
    let taken = events.withLock { pending in
      defer { pending.removeAll(keepingCapacity: true) }
      return pending
    }
    var seen: Set<Event> = []
    return taken.filter { seen.insert($0).inserted }
  }
}
