import HTTPTransfer
import SystemKit

/// A source's own thread: refreshes its mirror at once, then on its ``SyncSchedule`` (and on
/// ``refresh()``), says what happened through the ``SourceAnnouncer``, and ends promptly on
/// ``stop()``: every transfer is cancelled.
///
/// Never on the main loop; `now` is the one clock it reads (the app's monotonic clock).
package final class SourceRunner: Sendable {
  private struct Control {
    var isStopped = false
    var wantsRefresh = false
    var hasStarted = false
    var hasEnded = false
    var state: SourceState
  }

  private let sync: SourceSync
  private let interval: Double
  private let now: @Sendable () -> Double
  private let reporter: Reporter
  private let onRefresh: @Sendable (SourceState) -> Void
  private let prepare: @Sendable () -> Void
  private let control: Locked<Control>

  /// A runner of `source` into `mirror`, refreshed every `interval` seconds.
  /// - Parameters:
  ///   - prepare: run once on the runner's thread before the first refresh (what the mirror
  ///     already holds is read there, not on the caller's thread, and before the network can
  ///     keep it waiting).
  ///   - onRefresh: told the state after each refresh, on the runner's thread.
  /// - Throws: libcurl cannot be loaded.
  package init(
    source: any PhotoSource, mirror: Mirror, interval: Double,
    now: @escaping @Sendable () -> Double, reporter: Reporter,
    prepare: @escaping @Sendable () -> Void = {},
    onRefresh: @escaping @Sendable (SourceState) -> Void = { _ in }
  ) throws(HTTPError) {
    var clients: [HTTPClient] = []
    for _ in 0..<SourceConstants.downloadsAtOnce { clients.append(try HTTPClient()) }
    sync = SourceSync(source: source, mirror: mirror, clients: clients)
    self.interval = interval
    self.now = now
    self.reporter = reporter
    self.onRefresh = onRefresh
    self.prepare = prepare
    control = Locked(Control(state: SourceState(source: source.description)))
  }

  /// The source's state now.
  package var state: SourceState { control.withLock { $0.state } }

  /// Starts the thread.
  /// - Returns: false when no thread could be started.
  package func start() -> Bool {
    control.withLock { $0.hasStarted = true }
    guard DetachedThread.start(name: "source", { [self] in run() }) else {
      control.withLock { $0.hasStarted = false }
      return false
    }
    return true
  }

  /// Asks for a refresh at once (after the one running, if any).
  package func refresh() {
    control.withLock { $0.wantsRefresh = true }
  }

  /// Ends the thread: the transfer running is cancelled; returns once the thread has ended
  /// (or has not started).
  package func stop() {
    let started = control.withLock { state -> Bool in
      state.isStopped = true
      return state.hasStarted
    }
    sync.clients.forEach { $0.cancel() }
    guard started else { return }
    _ = control.wait(until: Deadline(secondsFromNow: TransferConstants.connectTimeout)) {
      $0.hasEnded
    }
  }

  private func run() {
    prepare()
    var schedule = SyncSchedule(interval: interval, now: now())
    var announcer = SourceAnnouncer(name: "source: " + sync.source.description)
    while !control.withLock({ $0.isStopped }) {
      let report = sync.run()
      let end = now()
      schedule.record(report, at: end)
      for (level, line) in announcer.lines(for: report, retry: schedule.due - end) {
        reporter.report(level, line)
      }
      let state = control.withLock { control -> SourceState in
        if report.failure == nil { control.state.lastSync = end }
        control.state.error = report.failure?.message
        control.state.held = report.held
        return control.state
      }
      if !(report.failure?.isCancelled ?? false) { onRefresh(state) }
      let wait = max(schedule.due - now(), 0)
      _ = control.wait(until: Deadline(secondsFromNow: wait)) {
        $0.isStopped || $0.wantsRefresh
      }
      control.withLock { $0.wantsRefresh = false }
    }
    control.withLock { $0.hasEnded = true }
  }
}
