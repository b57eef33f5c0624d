import HTTPTransfer
import SystemKit

/// A thread that makes a feed's readings one at a time, when asked.
///
/// The calendars and the weather each have one. ``refresh(_:)`` asks and returns at once (a
/// request asked while a reading runs replaces any other still waiting), ``take()`` hands over
/// the newest reading, ``sync()`` waits for every request so far, ``stop()`` ends it and
/// cancels a transfer under way.
///
/// The thread starts with the first request. `read` and `notify` run on it; the feed's own
/// state, which `read` changes, is touched only there.
///
/// `@unchecked Sendable`: `asked`, `done`, `latest`, `isStopping` and `isStarted` are touched
/// only with `condition` locked; `read` is called only on the thread (one at a time); `client`
/// is `Sendable`.
final class FeedThread<Request: Sendable, Reading: Sendable>: @unchecked Sendable {
  /// The feed's HTTP client, cancelled by ``stop()``.
  private let client: FeedClient
  private let condition = Condition()
  private var asked: (number: Int, request: Request)?
  private var done = 0
  private var latest: Reading?
  private var isStopping = false
  private var isStarted = false
  private let name: String
  private let read: (Request) -> Reading
  private let notify: @Sendable () -> Void

  /// - Parameters:
  ///   - name: the thread's name (`carousel-calendar`), as `top -H` shows it.
  ///   - client: the HTTP client `read` uses, cancelled by ``stop()``.
  ///   - read: makes a reading for a request, on the thread.
  ///   - notify: called on the thread when a reading is ready (``take()``).
  init(
    name: String, client: FeedClient, read: @escaping (Request) -> Reading,
    notify: @escaping @Sendable () -> Void
  ) {
    self.name = name
    self.client = client
    self.read = read
    self.notify = notify
  }

  /// Asks for a reading for `request`; returns at once.
  func refresh(_ request: Request) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopping else { return }
    asked = ((asked?.number ?? done) + 1, request)
    condition.broadcast()
    guard !isStarted else { return }
    isStarted = true
    _ = DetachedThread.start(name: name) { [self] in run() }
  }

  /// The reading made since the last call, if any.
  func take() -> Reading? {
    condition.lock()
    defer { condition.unlock() }
    defer { latest = nil }
    return latest
  }

  /// Blocks until every reading asked for so far is made (headless runs and tests).
  func sync() {
    condition.lock()
    defer { condition.unlock() }
    while let asked, asked.number > done, !isStopping { condition.wait() }
  }

  /// Ends the thread's work: a transfer under way is cancelled; no reading follows.
  func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    condition.unlock()
    client.cancel()
  }

  private func run() {
    while let (number, request) = nextRequest() {
      let reading = read(request)
      condition.lock()
      done = number
      latest = reading
      condition.broadcast()
      condition.unlock()
      notify()
    }
  }

  private func nextRequest() -> (Int, Request)? {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, (asked?.number ?? 0) <= done { condition.wait() }
    guard !isStopping, let asked else { return nil }
    return (asked.number, asked.request)
  }
}
