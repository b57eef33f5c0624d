import HTTPTransfer
import SystemKit

/// The calendars of `--calendar`, read on a thread of their own when the viewer asks
/// (``refresh(window:)``, every `--calendar-refresh` minutes on the viewer's deadlines), each by
/// a calendar worker process.
///
/// Each feed is copied (a file as it is, a URL downloaded, bounded in size and time), then read
/// by a worker; a copy that reads well becomes the feed's last good copy. A feed that cannot be
/// fetched or read keeps its last good copy, read again for the new window, and says so once
/// on standard error (until it reads well again). Nothing here reads the clock: the window is
/// the viewer's.
///
/// `@unchecked Sendable`: `asked`, `done`, `latest`, `isStopping` and `isStarted` are touched
/// only with `condition` locked; `feeds` and `client` only on the feeds' thread.
package final class CalendarFeeds: @unchecked Sendable {
  /// What the feeds read last: every occurrence, sorted by start, and how many feeds failed.
  package struct Reading: Equatable, Sendable {
    package var occurrences: [CalendarOccurrence]
    /// The names of the feeds showing a last good copy, or nothing, for want of a good one.
    package var failing: [String]
    /// The window read.
    package var window: CalendarWindow
  }

  private struct Feed {
    var source: CalendarSource
    var lastGood: CalendarCopy?
    var isFailing = false
  }

  private let condition = Condition()
  private var asked: (number: Int, window: CalendarWindow)?
  private var done = 0
  private var latest: Reading?
  private var isStopping = false
  private var isStarted = false
  private var feeds: [Feed]
  private var client: HTTPClient?
  private let worker: CalendarWorkerRun
  private let reporter: Reporter
  private let notify: @Sendable () -> Void

  /// - Parameters:
  ///   - executable: the binary that runs the workers (`/proc/self/exe`).
  ///   - notify: called on the feeds' thread when a reading is ready (``take()``).
  package init(
    sources: [CalendarSource], executable: String, reporter: Reporter,
    notify: @escaping @Sendable () -> Void
  ) {
    feeds = sources.map { Feed(source: $0) }
    worker = CalendarWorkerRun(executable: executable)
    self.reporter = reporter
    self.notify = notify
  }

  /// Asks for the feeds to be read again for `window`; returns at once.
  ///
  /// The thread starts with the first call. A call while a reading runs replaces the one asked for after it.
  package func refresh(window: CalendarWindow) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopping else { return }
    asked = ((asked?.number ?? done) + 1, window)
    condition.broadcast()
    guard !isStarted else { return }
    isStarted = true
    _ = DetachedThread.start(name: "carousel-calendar") { [self] in run() }
  }

  /// The reading made since the last call, if any.
  package func take() -> Reading? {
    condition.lock()
    defer { condition.unlock() }
    defer { latest = nil }
    return latest
  }

  /// Blocks until every reading asked for so far is made (headless runs and tests).
  package func sync() {
    condition.lock()
    defer { condition.unlock() }
    while let asked, asked.number > done, !isStopping { condition.wait() }
  }

  /// Ends the thread's work: a download under way is cancelled; no reading follows.
  package func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    condition.unlock()
    stopClient.withLock { $0?.cancel() }
  }

  /// The client, for ``stop()`` to cancel from another thread.
  private let stopClient = Locked<HTTPClient?>(nil)

  private func run() {
    while let request = nextRequest() {
      let reading = read(window: request.window)
      condition.lock()
      done = request.number
      latest = reading
      condition.broadcast()
      condition.unlock()
      notify()
    }
  }

  private func nextRequest() -> (number: Int, window: CalendarWindow)? {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, (asked?.number ?? 0) <= done { condition.wait() }
    guard !isStopping, let asked else { return nil }
    return (asked.number, asked.window)
  }

  /// Reads every feed for `window`, each from a new copy or its last good one.
  private func read(window: CalendarWindow) -> Reading {
    var occurrences: [CalendarOccurrence] = []
    var failing: [String] = []
    for index in feeds.indices {
      switch read(feed: index, window: window) {
      case .some(let found): occurrences += found
      case .none: failing.append(feeds[index].source.name)
      }
      if feeds[index].isFailing, !failing.contains(feeds[index].source.name) {
        failing.append(feeds[index].source.name)
      }
    }
    occurrences.sort { ($0.start, $0.title) < ($1.start, $1.title) }
    return Reading(occurrences: occurrences, failing: failing, window: window)
  }

  /// Feed `index`'s occurrences in `window`: from a new copy when it reads well, else from its
  /// last good copy; nil when neither reads.
  private func read(feed index: Int, window: CalendarWindow) -> [CalendarOccurrence]? {
    let source = feeds[index].source
    var reason: String
    do throws(FeedFailure) {
      let copy = try CalendarCopy(of: source, client: sharedClient)
      switch worker.read(copy.descriptor, window: window) {
      case .read(let occurrences):
        feeds[index].lastGood = copy
        if feeds[index].isFailing {
          reporter.notice(Self.oneLine("calendar \(source.name): read again"))
        }
        feeds[index].isFailing = false
        return occurrences
      case .failed(let why): reason = why
      }
    } catch {
      reason = error.reason
    }
    let kept = feeds[index].lastGood.flatMap { copy -> [CalendarOccurrence]? in
      guard case .read(let occurrences) = worker.read(copy.descriptor, window: window) else {
        return nil
      }
      return occurrences
    }
    if !feeds[index].isFailing {
      let keeping = kept == nil ? "nothing to show yet" : "showing its last good copy"
      reporter.warning(
        Self.oneLine("calendar \(source.name): cannot be read: \(reason); \(keeping)"))
    }
    feeds[index].isFailing = true
    return kept
  }

  /// The feeds' one HTTP client, made on the first URL.
  private func sharedClient() throws(HTTPError) -> HTTPClient {
    if let client { return client }
    let made = try HTTPClient()
    client = made
    stopClient.withLock { $0 = made }
    return made
  }

  /// `text` with its control characters as spaces: one line on standard error, whatever a
  /// path or a server's words hold.
  private static func oneLine(_ text: String) -> String {
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      line.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    return String(line)
  }
}
