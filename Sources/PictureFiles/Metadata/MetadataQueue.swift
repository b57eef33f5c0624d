import SystemKit

/// Reads what items' files say of themselves on one background thread, the newest request
/// first, so the main thread never waits for a file: their ``ItemMetadata``, or another value
/// `read` makes from a file (a picture's shape, for pairs).
///
/// The thread starts with the first request (a display that shows only file names never
/// starts it). Each finished item calls `notify` (the app posts to its inbox).
///
/// `@unchecked Sendable`: every mutable field is touched only with `condition` locked;
/// `notify` and `read` are `@Sendable` and the stop signal is `Sendable`.
package final class MetadataQueue<Value: Sendable>: @unchecked Sendable {
  private let notify: @Sendable () -> Void
  private let read: @Sendable (FilePath) -> Value
  private let stop: StopSignal
  private let condition = Condition()
  private var pending: [CarouselItem] = []
  private var running: CarouselItem?
  private var finished: [(CarouselItem, Value)] = []
  private var isStarted = false
  private var isStopping = false
  private var isThreadAlive = false
  private let name: String

  /// - Parameters:
  ///   - stop: said when the program ends: waits return at once.
  ///   - name: the thread's name.
  ///   - read: what to read of a file (on the queue's thread).
  package init(
    stop: StopSignal, name: String = "carousel-metadata",
    read: @escaping @Sendable (FilePath) -> Value, notify: @escaping @Sendable () -> Void
  ) {
    self.stop = stop
    self.name = name
    self.read = read
    self.notify = notify
    stop.onStop { [weak self] in self?.shutdown(waiting: false) }
  }

  /// Replaces what is to be read: `items`, most urgent first (one being read goes on).
  package func request(_ items: [CarouselItem]) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopping else { return }
    pending = items.filter { item in item != running && !finished.contains { $0.0 == item } }
    guard !pending.isEmpty else { return }
    if !isStarted {
      isStarted = true
      isThreadAlive = true
      DetachedThread.start(name: name) { [self] in work() }
    }
    condition.broadcast()
  }

  /// The metadata read since the last call (main thread).
  package func takeFinished() -> [(CarouselItem, Value)] {
    condition.lock()
    defer { condition.unlock() }
    defer { finished.removeAll() }
    return finished
  }

  /// Blocks until nothing is queued or being read, or the program is ending (headless runs:
  /// frames show what a fast machine would).
  package func waitUntilIdle() {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, running != nil || !pending.isEmpty { condition.wait() }
  }

  /// Stops the thread after the item it reads; with `waiting`, until it has ended.
  package func shutdown(waiting: Bool = true) {
    condition.lock()
    defer { condition.unlock() }
    isStopping = true
    pending.removeAll()
    condition.broadcast()
    while waiting, isThreadAlive { condition.wait() }
  }

  private func work() {
    while let item = next() {
      let value = read(item.path)
      condition.lock()
      running = nil
      finished.append((item, value))
      condition.broadcast()
      condition.unlock()
      notify()
    }
  }

  /// The next item to read, waiting for one; nil once stopping.
  private func next() -> CarouselItem? {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, pending.isEmpty { condition.wait() }
    guard !isStopping else {
      isThreadAlive = false
      condition.broadcast()
      return nil
    }
    running = pending.removeFirst()
    return running
  }
}
