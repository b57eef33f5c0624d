import Localization
import SystemKit

/// The weather of `--weather-ha`: a Home Assistant weather entity's statestream messages, as
/// the MQTT surface hands them on (``post(topic:payload:)``, on its thread), read on the
/// viewer's (``take(atWall:)``).
///
/// Only the newest message of each of the entity's topics waits, each cut to one byte over
/// ``WallConstants/homeAssistantBytes`` (so one too large is refused, not kept): what waits is
/// bounded whatever the broker sends. A message that cannot be read keeps the attribute's last
/// good value and is said once on standard error, until that topic reads again. The reading's
/// time is the wall time the last good message was taken at: its age shows when messages stop.
package final class HomeAssistantWeatherFeed: Sendable {
  package let entity: HomeAssistantEntity
  private let units: WeatherUnits
  private let reporter: Reporter
  private let notify: @Sendable () -> Void
  private let waiting = Locked<[String: [UInt8]]>([:])
  private let state = Locked(State())

  private struct State {
    var weather = HomeAssistantWeather()
    /// The attributes whose last message could not be read.
    var failing: Set<String> = []
    var heardAt: Double?
  }

  /// - Parameters:
  ///   - units: the units the report is in, whatever the entity's.
  ///   - notify: called on the poster's thread after each message of the entity's.
  package init(
    entity: HomeAssistantEntity, units: WeatherUnits, reporter: Reporter,
    notify: @escaping @Sendable () -> Void
  ) {
    self.entity = entity
    self.units = units
    self.reporter = reporter
    self.notify = notify
  }

  /// Hands on a message received on `topic`, from any thread; other topics are ignored.
  package func post(topic: String, payload: [UInt8]) {
    guard let attribute = entity.attribute(of: topic) else { return }
    let kept = Array(payload.prefix(WallConstants.homeAssistantBytes + 1))
    waiting.withLock { $0[attribute] = kept }
    notify()
  }

  /// Reads the messages handed on since the last call, at the wall time `wall` (s).
  /// - Returns: the reading, or nil when no message came.
  package func take(atWall wall: Double) -> WeatherFeed.Reading? {
    let taken = waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
    guard !taken.isEmpty else { return nil }
    return state.withLock { state in
      for attribute in HomeAssistantEntity.attributes {
        guard let payload = taken[attribute] else { continue }
        read(payload, as: attribute, into: &state, atWall: wall)
      }
      return WeatherFeed.Reading(
        report: state.weather.report(in: units), fetchedAt: state.heardAt,
        isFailing: !state.failing.isEmpty)
    }
  }

  private func read(
    _ payload: [UInt8], as attribute: String, into state: inout State, atWall wall: Double
  ) {
    let topic = entity.prefix + "/" + attribute
    do throws(FeedFailure) {
      try state.weather.read(attribute, payload)
      state.heardAt = wall
      if state.failing.remove(attribute) != nil {
        reporter.notice(localized("weather: %s is read again", topic))
      }
    } catch {
      guard state.failing.insert(attribute).inserted else { return }
      let keeping =
        state.weather.report(in: units) == nil
        ? localized("nothing to show yet") : localized("showing the last value")
      reporter.warning(
        localized(
          "weather: the message on %1$s cannot be read: %2$s; %3$s", topic, error.reason, keeping))
    }
  }
}
