import SystemKit

/// The weather of `--weather`, fetched from Open-Meteo on a thread of its own.
///
/// A ``WeatherReader`` fetches it when the viewer asks (``refresh(atWall:)``, every 30 minutes
/// on the viewer's deadlines). Nothing here reads the clock: the wall time is the viewer's.
package final class WeatherFeed: Sendable {
  /// What the feed knows after a reading.
  package struct Reading: Equatable, Sendable {
    /// The last good report, and the wall time (s) it was fetched at; nil before any.
    package var report: WeatherReport?
    package var fetchedAt: Double?
    /// Whether the last reading failed (the report is then an older one).
    package var isFailing: Bool
  }

  private let thread: FeedThread<Double, Reading>

  /// - Parameters:
  ///   - base: the forecast API's URL (Open-Meteo's; a stand-in's in tests).
  ///   - notify: called on the feed's thread when a reading is ready (``take()``).
  package init(
    place: WeatherPlace, units: WeatherUnits, base: String = WallConstants.openMeteoForecast,
    reporter: Reporter, notify: @escaping @Sendable () -> Void
  ) {
    let client = FeedClient()
    let reader = WeatherReader(
      url: WeatherReport.url(base: base, place: place, units: units), client: client,
      reporter: reporter)
    thread = FeedThread(
      name: "carousel-weather", client: client, read: reader.read(atWall:), notify: notify)
  }

  /// Asks for a reading, made at the wall time `wall` (s); returns at once.
  package func refresh(atWall wall: Double) { thread.refresh(wall) }

  /// The reading made since the last call, if any.
  package func take() -> Reading? { thread.take() }

  /// Blocks until every reading asked for so far is made (headless runs and tests).
  package func sync() { thread.sync() }

  /// Ends the thread's work: a request under way is cancelled.
  package func stop() { thread.stop() }
}
