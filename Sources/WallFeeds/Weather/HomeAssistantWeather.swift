import FoundationEssentials
import Localization
import SystemKit

/// The weather of a Home Assistant weather entity, from its statestream messages: the last
/// good value of each attribute read (``read(_:_:)``), and the report they make in the units
/// asked for (``report(in:)``).
///
/// The payloads are as `mqtt_statestream` publishes them: the state as plain text (`sunny`),
/// each attribute as JSON (`21.3`, `"\u00b0C"`, a list of forecasts). A payload that cannot be
/// read changes nothing.
package struct HomeAssistantWeather: Equatable, Sendable {
  /// One day of `weather.get_forecasts`'s daily forecast (its documented fields; others are
  /// ignored).
  package struct Forecast: Equatable, Sendable, Decodable {
    /// ISO 8601, the day's start or noon in the entity's zone (`2026-12-03T00:00:00+01:00`).
    package var datetime: String
    package var condition: String?
    /// The day's high, and its low when the integration gives one, in the entity's unit.
    package var temperature: Double
    package var templow: Double?
  }

  /// The entity's state: its condition (`sunny`, `rainy`, ...).
  package var condition: String?
  /// The temperature now, in ``unit``.
  package var temperature: Double?
  /// The entity's temperature unit as Home Assistant writes it (`°C`, `°F` or `K`).
  package var unit: String?
  /// The daily forecast, today first, at most ``WallConstants/weatherDays`` days.
  package var forecast: [Forecast]?

  package init() {}

  /// Reads `payload` as the attribute `attribute` (one of ``HomeAssistantEntity/attributes``).
  /// - Throws: why it cannot be read, in words; the value read before stays.
  package mutating func read(_ attribute: String, _ payload: [UInt8]) throws(FeedFailure) {
    guard payload.count <= WallConstants.homeAssistantBytes else {
      throw FeedFailure(
        reason: localized("it is larger than %s bytes", String(WallConstants.homeAssistantBytes)))
    }
    switch attribute {
    case "state": condition = try Self.condition(payload)
    case "temperature": temperature = try Self.number(payload)
    case "temperature_unit": unit = try Self.unit(payload)
    case "forecast": forecast = try Self.forecast(payload)
    default: throw FeedFailure(reason: "\(attribute) is not read")
    }
  }

  /// The report the values make in `units`, nil until the state and the temperature came.
  package func report(in units: WeatherUnits) -> WeatherReport? {
    guard let condition, let temperature else { return nil }
    let convert = { (value: Double) in Self.convert(value, from: unit, to: units) }
    let days = (forecast ?? []).map { day in
      WeatherReport.Day(
        date: String(day.datetime.prefix(10)), code: Self.code(of: day.condition ?? ""),
        high: convert(day.temperature), low: convert(day.templow ?? day.temperature))
    }
    return WeatherReport(
      temperature: convert(temperature), code: Self.code(of: condition),
      unit: units == .imperial ? "°F" : "°C", days: days)
  }

  /// WMO's weather code that draws the same icon as Home Assistant's condition `condition`
  /// (its documented conditions); -1, drawn as `?`, for `exceptional` and any other.
  package static func code(of condition: String) -> Int {
    switch condition {
    case "sunny", "clear-night": 0
    case "partlycloudy": 2
    case "cloudy": 3
    case "fog": 45
    case "rainy": 61
    case "pouring": 65
    case "snowy-rainy": 66
    case "snowy": 71
    case "hail": 77
    case "lightning", "lightning-rainy": 95
    case "windy", "windy-variant": 18
    default: -1
    }
  }

  /// `value` in `unit` (`°C`, `°F`, `K`; nil: already in `units`) converted to `units`.
  static func convert(_ value: Double, from unit: String?, to units: WeatherUnits) -> Double {
    let celsius: Double
    switch unit {
    case "°F": celsius = (value - 32) * 5 / 9
    case "K": celsius = value - 273.15
    case "°C": celsius = value
    default: return value
    }
    return units == .imperial ? celsius * 9 / 5 + 32 : celsius
  }

  private static func condition(_ payload: [UInt8]) throws(FeedFailure) -> String {
    let text = string(payload)
    guard !text.isEmpty, text.count <= 40,
      text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" || $0 == "_" })
    else { throw FeedFailure(reason: localized("it is not a weather condition")) }
    guard text != "unavailable", text != "unknown" else {
      throw FeedFailure(reason: localized("Home Assistant says the entity is %s", text))
    }
    return text
  }

  private static func number(_ payload: [UInt8]) throws(FeedFailure) -> Double {
    let text = String(decoding: payload, as: UTF8.self).trimmingWhitespace()
    guard text.count <= 40, let value = Double(text), value.isFinite, abs(value) < 1000 else {
      throw FeedFailure(reason: localized("it is not a temperature"))
    }
    return value
  }

  private static func unit(_ payload: [UInt8]) throws(FeedFailure) -> String {
    let text = string(payload)
    guard ["°C", "°F", "K"].contains(text) else {
      throw FeedFailure(reason: localized("it is not °C, °F or K"))
    }
    return text
  }

  private static func forecast(_ payload: [UInt8]) throws(FeedFailure) -> [Forecast] {
    guard let days = try? JSONDecoder().decode([Forecast].self, from: Data(payload)),
      days.allSatisfy({ day in
        day.temperature.isFinite && abs(day.temperature) < 1000
          && (day.templow.map { $0.isFinite && abs($0) < 1000 } ?? true)
      })
    else {
      throw FeedFailure(
        reason: localized("it is not a list of forecasts as weather.get_forecasts answers them"))
    }
    return Array(days.prefix(WallConstants.weatherDays))
  }

  /// A payload as text: a JSON string's value, else the text itself, trimmed.
  private static func string(_ payload: [UInt8]) -> String {
    if payload.first == UInt8(ascii: "\""),
      let value = try? JSONDecoder().decode(String.self, from: Data(payload))
    {
      return value
    }
    return String(decoding: payload, as: UTF8.self).trimmingWhitespace()
  }
}
