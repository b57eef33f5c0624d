import Control
import SystemKit
import WallFeeds

/// The weather in its corner as the viewer runs it: Open-Meteo read every 30 minutes on the
/// loop's deadlines (nothing else wakes the loop for it, but the minute its age first shows),
/// or a Home Assistant entity's messages as the MQTT surface hands them on
/// (``homeAssistant``), and the card's lines at a wall time.
///
/// Main thread only, owned by the ``Overlay``.
final class WeatherBoard {
  let settings: WeatherSettings
  /// Open-Meteo's feed (`--weather`); nil with Home Assistant's.
  private let feed: WeatherFeed?
  /// Home Assistant's entity (`--weather-ha`), for the MQTT surface to hand its messages to; nil
  /// with Open-Meteo's.
  let homeAssistant: HomeAssistantWeatherFeed?
  private let card: WeatherCard
  /// What the feed read last.
  private(set) var reading: WeatherFeed.Reading?
  /// When (loop time, s) the weather is read next; nil before the first reading is asked for.
  private(set) var nextReading: Double?

  /// - Parameter read: called on the feed's thread when a reading is ready (``take()``).
  init(
    settings: WeatherSettings, localeName: String?, reporter: Reporter,
    read: @escaping @Sendable () -> Void
  ) {
    self.settings = settings
    switch settings.source {
    case .place(let place):
      feed = WeatherFeed(
        place: place, units: settings.units, base: settings.base, reporter: reporter,
        notify: read)
      homeAssistant = nil
    case .homeAssistant(let entity):
      feed = nil
      homeAssistant = HomeAssistantWeatherFeed(
        entity: entity, units: settings.units, reporter: reporter, notify: read)
    }
    card = WeatherCard(localeName: localeName)
  }

  deinit {
    feed?.stop()
  }

  /// Asks for a reading when one is due at `now` (loop time), made at the wall time `wall`.
  ///
  /// Home Assistant's entity is read as its messages come, never asked.
  func readIfDue(now: Double, wall: Double) {
    guard let feed else { return }
    if let nextReading, now < nextReading { return }
    nextReading = now + Double(WallConstants.weatherRefreshMinutes * 60)
    feed.refresh(atWall: wall)
  }

  /// Takes the reading made since the last call (Home Assistant's: its messages, read at the
  /// wall time `wall`).
  /// - Returns: whether what is shown may have changed.
  func take(atWall wall: Double) -> Bool {
    guard let taken = feed?.take() ?? homeAssistant?.take(atWall: wall) else { return false }
    let changed = taken != reading
    reading = taken
    return changed
  }

  /// Asks for a reading when one is due, waits for it and takes it (headless runs and tests).
  func waitForReading(now: Double, wall: Double) -> Bool {
    readIfDue(now: now, wall: wall)
    feed?.sync()
    return take(atWall: wall)
  }

  /// The next loop time the board needs: its next reading, or the moment the age first shows.
  func deadline(now: Double, wallOffset: Double) -> Double? {
    var stale: Double?
    if let fetched = reading?.fetchedAt {
      let shows = fetched + WallConstants.weatherStaleSeconds - wallOffset
      if shows > now { stale = shows.rounded(.up) + 1 }
    }
    return [nextReading, stale].compactMap { $0 }.min()
  }

  /// The weather's state for the status.
  var status: WeatherStatus {
    WeatherStatus(
      temperature: reading?.report?.temperature, unit: reading?.report?.unit,
      fetchedAt: reading?.fetchedAt, isFailing: reading?.isFailing ?? false)
  }

  /// The card's lines at `wall`.
  func lines(atWall wall: Double) -> [String] {
    card.lines(reading, atWall: wall)
  }
}
