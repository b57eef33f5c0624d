import HTTPTransfer
import SystemKit

/// The weather of `--weather`, fetched from Open-Meteo on a thread of its own when the viewer
/// asks (``refresh(atWall:)``, every 30 minutes on the viewer's deadlines).
///
/// A reading that fails (no network, an error status, an answer that is not Open-Meteo's) keeps
/// the last good report with the wall time it was fetched at, and says so once on standard
/// error until a reading succeeds again. Nothing here reads the clock: the wall time is the
/// viewer's.
///
/// `@unchecked Sendable`: `asked`, `done`, `latest` and `isStopping` are touched only with
/// `condition` locked; `lastGood`, `isFailing` and `client` only on the feed's thread.
package final class WeatherFeed: @unchecked Sendable {
  /// What the feed knows after a reading.
  package struct Reading: Equatable, Sendable {
    /// The last good report, and the wall time (s) it was fetched at; nil before any.
    package var report: WeatherReport?
    package var fetchedAt: Double?
    /// Whether the last reading failed (the report is then an older one).
    package var isFailing: Bool
  }

  private let condition = Condition()
  private var asked: (number: Int, wall: Double)?
  private var done = 0
  private var latest: Reading?
  private var isStopping = false
  private var isStarted = false
  private var lastGood: (report: WeatherReport, wall: Double)?
  private var isFailing = false
  private var client: HTTPClient?
  private let stopClient = Locked<HTTPClient?>(nil)
  private let url: String
  private let reporter: Reporter
  private let notify: @Sendable () -> Void

  /// - Parameters:
  ///   - base: the forecast API's URL (Open-Meteo's; a stand-in's in tests).
  ///   - notify: called on the feed's thread when a reading is ready (``take()``).
  package init(
    place: WeatherPlace, units: WeatherUnits, base: String = WallConstants.openMeteoForecast,
    reporter: Reporter, notify: @escaping @Sendable () -> Void
  ) {
    url = WeatherReport.url(base: base, place: place, units: units)
    self.reporter = reporter
    self.notify = notify
  }

  /// Asks for a reading, made at the wall time `wall` (s); returns at once.
  package func refresh(atWall wall: Double) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopping else { return }
    asked = ((asked?.number ?? done) + 1, wall)
    condition.broadcast()
    guard !isStarted else { return }
    isStarted = true
    _ = DetachedThread.start(name: "carousel-weather") { [self] in run() }
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

  /// Ends the thread's work: a request under way is cancelled.
  package func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    condition.unlock()
    stopClient.withLock { $0?.cancel() }
  }

  private func run() {
    while let request = nextRequest() {
      let reading = read(atWall: request.wall)
      condition.lock()
      done = request.number
      latest = reading
      condition.broadcast()
      condition.unlock()
      notify()
    }
  }

  private func nextRequest() -> (number: Int, wall: Double)? {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, (asked?.number ?? 0) <= done { condition.wait() }
    guard !isStopping, let asked else { return nil }
    return asked
  }

  private func read(atWall wall: Double) -> Reading {
    switch fetch() {
    case .success(let report):
      if isFailing { reporter.notice("weather: read again") }
      isFailing = false
      lastGood = (report, wall)
    case .failure(let failure):
      if !isFailing {
        let keeping = lastGood == nil ? "nothing to show yet" : "showing the last reading"
        reporter.warning("weather: cannot be read: \(failure.reason); \(keeping)")
      }
      isFailing = true
    }
    return Reading(report: lastGood?.report, fetchedAt: lastGood?.wall, isFailing: isFailing)
  }

  private func fetch() -> Result<WeatherReport, FeedFailure> {
    let limits = HTTPLimits(
      totalTimeout: WallConstants.weatherTimeout, maximumBytes: WallConstants.weatherBytes)
    do throws(HTTPError) {
      let client = try sharedClient()
      let response = try client.send(HTTPRequest(url: url, limits: limits))
      guard response.isSuccess else {
        return .failure(FeedFailure(reason: "the server answered with status \(response.status)"))
      }
      guard let report = WeatherReport(json: response.body) else {
        return .failure(FeedFailure(reason: "the answer is not Open-Meteo's forecast"))
      }
      return .success(report)
    } catch {
      return .failure(FeedFailure(reason: error.message))
    }
  }

  private func sharedClient() throws(HTTPError) -> HTTPClient {
    if let client { return client }
    let made = try HTTPClient()
    client = made
    stopClient.withLock { $0 = made }
    return made
  }
}
