import Control
import Foundation
import Geometry
import SDLTestSupport
import SystemKit
import TestSupport
import Testing
import WallFeeds

@testable import CarouselViewer

/// `--weather-ha`: the weather of a Home Assistant weather entity, from the retained messages
/// its MQTT statestream keeps on a real broker (Debian's `mosquitto`), through the frame's own
/// MQTT connection; shown by the same card as Open-Meteo's, in the units asked for; a message
/// that cannot be read said once, the last good value kept.
@Suite("Home Assistant's weather on the frame", .serialized)
struct HomeAssistantWeatherRunTests {
  static let prefix = "homeassistant/weather/home/"

  /// What `mqtt_statestream` (with `publish_attributes`) keeps retained for `weather.home`, and
  /// the forecast the guide's automation publishes.
  static func publishEntity(on broker: MosquittoBroker) {
    let messages = [
      ("state", "partlycloudy"), ("temperature", "68.9"), ("temperature_unit", #""\u00b0F""#),
      ("humidity", "71"), ("friendly_name", #""Home""#),
      (
        "forecast",
        #"[{"condition":"rainy","datetime":"2026-12-03T11:00:00+00:00","temperature":59,"#
          + #""templow":41},{"condition":"snowy","datetime":"2026-12-04T11:00:00+00:00","#
          + #""temperature":32,"templow":23}]"#
      ),
    ]
    for (attribute, payload) in messages {
      #expect(broker.publish(prefix + attribute, payload, retain: true))
    }
  }

  @Test("--weather-ha needs --mqtt, and excludes --weather: exit 2 naming what is wanted")
  func optionsRefused() throws {
    let alone = try CarouselProcess.run(["--headless", "--weather-ha", "weather.home"])
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("option --weather-ha needs --mqtt HOST[:PORT]"))
    let both = try CarouselProcess.run([
      "--headless", "--mqtt", "127.0.0.1", "--weather-ha", "weather.home", "--weather",
      "52.52,13.41",
    ])
    #expect(both.status == 2)
    #expect(both.standardError.contains("options --weather and --weather-ha exclude each other"))
    let bad = try CarouselProcess.run([
      "--headless", "--mqtt", "127.0.0.1", "--weather-ha", "weather/#",
    ])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("option --weather-ha takes a weather entity's id"))
  }

  @Test("the entity's retained statestream is the status's weather in °C; a bad message kept out")
  func fromARealBroker() throws {
    let broker = try MosquittoBroker()
    Self.publishEntity(on: broker)
    let frame = try SurfaceHarness([
      "--mqtt", broker.address, "--mqtt-name", "hall", "--weather-ha", "weather.home", "--units",
      "metric",
    ])
    let weather = { (fields: [String: Any]) in fields["weather"] as? [String: Any] }
    let first = try #require(
      weather(try frame.status(until: { (weather($0)?["temperature"] as? Double) != nil })))
    #expect((first["temperature"] as? Double).map { abs($0 - 20.5) < 1e-9 } == true, "\(first)")
    #expect(first["unit"] as? String == "°C")
    #expect(first["failing"] as? Bool == false)
    #expect(first["fetched_at"] is String)

    // A message that is not a temperature: the last good value stays, the status says failing.
    #expect(broker.publish(Self.prefix + "temperature", "n/a"))
    let failing = try #require(
      weather(try frame.status(until: { weather($0)?["failing"] as? Bool == true })))
    #expect((failing["temperature"] as? Double).map { abs($0 - 20.5) < 1e-9 } == true)
    #expect(broker.publish(Self.prefix + "temperature", "{}"))
    #expect(broker.publish(Self.prefix + "temperature", "50"))
    let again = try #require(
      weather(try frame.status(until: { weather($0)?["failing"] as? Bool == false })))
    #expect(again["temperature"] as? Double == 10)
    let ended = try frame.quit()
    #expect(ended.status == 0)
    let said = ended.standardError.split(separator: "\n").map(String.init).filter {
      $0.contains("weather")
    }
    #expect(
      said == [
        "carousel: weather: the message on homeassistant/weather/home/temperature cannot be "
          + "read: it is not a temperature; showing the last value",
        "carousel: weather: homeassistant/weather/home/temperature is read again",
      ])
  }

  @Test(
    "without --units the child's locale chooses: LC_MEASUREMENT en_US °F under a German LANG",
    arguments: [
      (["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"], [String](), "°F", 68.0),
      (["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": ""], [], "°C", 20.0),
      (["LANG": "en_US.UTF-8", "LC_MEASUREMENT": ""], [], "°F", 68.0),
      (["LANG": "en_GB.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"], [], "°C", 20.0),
      (["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"], ["--units", "metric"], "°C", 20),
      (["LANG": "en_US.UTF-8", "LC_MEASUREMENT": ""], ["--units", "metric"], "°C", 20.0),
      (["LANG": "fr_FR.UTF-8", "LC_MEASUREMENT": ""], ["--units", "imperial"], "°F", 68.0),
    ])
  func unitsOfTheLocale(
    locale: [String: String], units: [String], unit: String, temperature: Double
  ) throws {
    let broker = try MosquittoBroker()
    for (attribute, payload) in [
      ("state", "sunny"), ("temperature", "20"), ("temperature_unit", #""\u00b0C""#),
    ] {
      #expect(broker.publish(Self.prefix + attribute, payload, retain: true))
    }
    let environment = locale.merging(["LC_ALL": "", "LANGUAGE": ""]) { $1 }
    let frame = try SurfaceHarness(
      ["--mqtt", broker.address, "--weather-ha", "weather.home"] + units,
      environment: environment)
    // The status has a weather object (its unit null) before the broker's messages arrive.
    let fields = try frame.status(until: {
      ($0["weather"] as? [String: Any])?["unit"] as? String != nil
    })
    let weather = try #require(fields["weather"] as? [String: Any])
    #expect(weather["unit"] as? String == unit, "\(locale) \(units)")
    #expect(weather["temperature"] as? Double == temperature, "\(locale) \(units)")
    #expect(try frame.quit().status == 0)
  }

  @Test("the card draws the entity's condition, temperature and forecast, then its age")
  func drawnLines() throws {
    var settings = try CalendarFrameTests.settings(path: "/nonexistent.ics", clock: false)
    settings.calendar = nil
    let entity = try #require(HomeAssistantEntity("weather.home"))
    settings.weather = WeatherSettings(entity: entity, units: .metric, corner: .bottomLeft)
    try SDLTestSession.run {
      let harness = try CalendarFrameTests.harness(settings)
      _ = try harness.renderFrame()
      let board = try #require(harness.viewer.overlay.weather)
      let feed = try #require(board.homeAssistant)
      for (attribute, payload) in [
        ("state", "windy"), ("temperature", "281.15"), ("temperature_unit", "\"K\""),
        (
          "forecast",
          #"[{"condition":"rainy","datetime":"2024-03-31","temperature":285.15,"#
            + #""templow":279.15},{"condition":"lightning","datetime":"2024-04-01","#
            + #""temperature":287.15,"templow":277.15}]"#
        ),
      ] {
        feed.post(topic: Self.prefix + attribute, payload: Array(payload.utf8))
      }
      harness.viewer.update(now: harness.clock.now())
      let wall = CalendarFrameTests.wall + harness.clock.now()
      let scene = harness.viewer.overlay.cornerScene(wall: wall)
      #expect(scene.corners.map(\.corner) == [.bottomLeft])
      #expect(scene.corners.first?.lines == ["≈ 8°", "↑12°  ↓6°", "Mon  ⚡ 14° / 4°"])
      #expect(harness.viewer.status.weather?.unit == "°C")
      #expect(harness.viewer.status.weather?.fetchedAt == wall)
      #expect(board.lines(atWall: wall + 3_700).first == "≈ 8°  (61 min ago)")
    }
  }
}
