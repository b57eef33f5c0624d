import SystemKit
import TestSupport
import Testing

@testable import WallFeeds

/// The weather of `--weather-ha`: a Home Assistant weather entity's messages as
/// `mqtt_statestream` publishes them (the state as text, each attribute as JSON), read into the
/// report the weather card draws, converted to the units asked for; a message that cannot be
/// read said once, the last good value kept.
@Suite("Home Assistant weather")
struct HomeAssistantWeatherTests {
  static func entity() throws -> HomeAssistantEntity {
    try #require(HomeAssistantEntity("weather.home"))
  }

  /// `weather.get_forecasts`'s daily answer for three days, as the documented automation
  /// publishes it (`| to_json`).
  static let forecast = """
    [{"condition":"rainy","datetime":"2026-12-03T11:00:00+00:00","wind_bearing":250.0,\
    "temperature":8.6,"templow":3.1,"precipitation":2.4},\
    {"condition":"partlycloudy","datetime":"2026-12-04T11:00:00+00:00","temperature":6.0,\
    "templow":-1.5},\
    {"condition":"snowy","datetime":"2026-12-05T11:00:00+00:00","temperature":1.2},\
    {"condition":"sunny","datetime":"2026-12-06T11:00:00+00:00","temperature":4.0,"templow":0}]
    """

  static func feed(_ units: WeatherUnits, _ said: ReportedLines) throws
    -> HomeAssistantWeatherFeed
  {
    HomeAssistantWeatherFeed(entity: try entity(), units: units, reporter: said.reporter) {}
  }

  static func post(_ feed: HomeAssistantWeatherFeed, _ attribute: String, _ payload: String) {
    feed.post(topic: "homeassistant/weather/home/\(attribute)", payload: Array(payload.utf8))
  }

  @Test("an entity id names the statestream topics under homeassistant/; a prefix its own")
  func entityTopics() throws {
    let entity = try Self.entity()
    #expect(
      entity.topics == [
        "homeassistant/weather/home/state", "homeassistant/weather/home/temperature",
        "homeassistant/weather/home/temperature_unit", "homeassistant/weather/home/forecast",
      ])
    #expect(HomeAssistantEntity("ha/weather/garden")?.prefix == "ha/weather/garden")
    for bad in ["weather", "weather.", "Weather.Home", "ha/+/home", "ha//home", "a/#", "w.h.x"] {
      #expect(HomeAssistantEntity(bad) == nil, "\(bad)")
    }
    #expect(entity.attribute(of: "homeassistant/weather/home/humidity") == nil)
    #expect(entity.attribute(of: "homeassistant/weather/homes/state") == nil)
  }

  @Test("the state, the temperature in °F and the forecast make a report in °C")
  func reportConverted() throws {
    let said = ReportedLines()
    let feed = try Self.feed(.metric, said)
    #expect(feed.take(atWall: 100) == nil)
    Self.post(feed, "state", "cloudy")
    Self.post(feed, "temperature", "50.9")
    Self.post(feed, "temperature_unit", #""\u00b0F""#)
    Self.post(
      feed, "forecast",
      #"[{"condition":"rainy","datetime":"2026-12-03","temperature":59,"templow":41}]"#)
    Self.post(feed, "humidity", "80")  // not read
    let reading = try #require(feed.take(atWall: 1_000))
    let report = try #require(reading.report)
    #expect(report.code == 3 && report.unit == "°C")
    #expect(abs(report.temperature - 10.5) < 1e-9)
    #expect(report.days == [WeatherReport.Day(date: "2026-12-03", code: 61, high: 15, low: 5)])
    #expect(reading.fetchedAt == 1_000 && !reading.isFailing)
    #expect(said.lines.isEmpty)
  }

  @Test("a forecast in °C in °F: three days kept, a day without a low has its high as low")
  func forecastInImperial() throws {
    let said = ReportedLines()
    let feed = try Self.feed(.imperial, said)
    Self.post(feed, "state", "rainy")
    Self.post(feed, "temperature", "10")
    Self.post(feed, "temperature_unit", #""°C""#)
    Self.post(feed, "forecast", Self.forecast)
    let report = try #require(feed.take(atWall: 5)?.report)
    #expect(report.unit == "°F" && report.temperature == 50)
    #expect(report.days.map(\.date) == ["2026-12-03", "2026-12-04", "2026-12-05"])
    #expect(report.days.map(\.code) == [61, 2, 71])
    #expect(report.days[2].low == report.days[2].high)
    #expect(abs(report.days[1].low - 29.3) < 1e-9)
  }

  @Test("each condition Home Assistant documents draws an icon of its own kind")
  func conditions() {
    let codes = [
      "sunny": 0, "clear-night": 0, "partlycloudy": 2, "cloudy": 3, "fog": 45, "rainy": 61,
      "pouring": 65, "snowy-rainy": 66, "snowy": 71, "hail": 77, "lightning": 95,
      "lightning-rainy": 95, "windy": 18, "windy-variant": 18, "exceptional": -1,
    ]
    for (condition, code) in codes {
      #expect(HomeAssistantWeather.code(of: condition) == code, "\(condition)")
    }
  }

  @Test("a payload that cannot be read is said once and keeps the last good value")
  func malformedKeepsTheLast() throws {
    let said = ReportedLines()
    let feed = try Self.feed(.metric, said)
    Self.post(feed, "state", "sunny")
    Self.post(feed, "temperature", "21.5")
    Self.post(feed, "temperature_unit", #""°C""#)
    _ = feed.take(atWall: 10)
    Self.post(feed, "temperature", "warm")
    let first = try #require(feed.take(atWall: 20))
    #expect(first.report?.temperature == 21.5 && first.isFailing && first.fetchedAt == 10)
    Self.post(feed, "temperature", "{}")
    Self.post(feed, "forecast", "[{\"condition\":")
    let second = try #require(feed.take(atWall: 30))
    #expect(second.report?.temperature == 21.5 && second.report?.days == [])
    Self.post(feed, "state", "unavailable")
    let large = String(repeating: "1", count: WallConstants.homeAssistantBytes + 9)
    Self.post(feed, "temperature", large)
    _ = feed.take(atWall: 40)
    #expect(
      said.lines == [
        "carousel: weather: the message on homeassistant/weather/home/temperature cannot be "
          + "read: it is not a temperature; showing the last value",
        "carousel: weather: the message on homeassistant/weather/home/forecast cannot be read: "
          + "it is not a list of forecasts as weather.get_forecasts answers them; showing the "
          + "last value",
        "carousel: weather: the message on homeassistant/weather/home/state cannot be read: "
          + "Home Assistant says the entity is unavailable; showing the last value",
      ])
    Self.post(feed, "temperature", "22")
    let again = try #require(feed.take(atWall: 50))
    #expect(again.report?.temperature == 22 && again.report?.code == 0 && again.isFailing)
    Self.post(feed, "state", "fog")
    Self.post(feed, "forecast", "[]")
    #expect(feed.take(atWall: 60)?.isFailing == false)
  }
}
