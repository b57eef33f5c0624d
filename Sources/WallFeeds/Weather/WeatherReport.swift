import FoundationEssentials

/// The weather as Open-Meteo's forecast API answers it (its documented JSON: `current` with
/// `temperature_2m` and `weather_code`, `daily` with `weather_code`, `temperature_2m_max` and
/// `temperature_2m_min`, each with its units); the fields Carousel shows, nothing else.
package struct WeatherReport: Equatable, Sendable {
  /// One day of the forecast.
  package struct Day: Equatable, Sendable {
    /// The day as the place's calendar writes it, `YYYY-MM-DD`.
    package var date: String
    /// WMO's weather code (0 clear sky, 61 slight rain, 95 thunderstorm, ...).
    package var code: Int
    package var high: Double
    package var low: Double
  }

  /// The temperature now and its weather code.
  package var temperature: Double
  package var code: Int
  /// The temperatures' unit as the answer writes it (`°C`, `°F`).
  package var unit: String
  /// Today first.
  package var days: [Day]

  package init(temperature: Double, code: Int, unit: String, days: [Day]) {
    self.temperature = temperature
    self.code = code
    self.unit = unit
    self.days = days
  }

  /// The report in `bytes`; nil when they are not such an answer (an error's JSON, a cut one,
  /// daily lists of different lengths).
  package init?(json bytes: [UInt8]) {
    guard let answer = try? JSONDecoder().decode(Answer.self, from: Data(bytes)) else {
      return nil
    }
    let daily = answer.daily
    let count = daily.time.count
    guard daily.codes.count == count, daily.highs.count == count, daily.lows.count == count
    else { return nil }
    temperature = answer.current.temperature
    code = answer.current.code
    unit = answer.units.temperature
    days = (0..<count).map { index in
      Day(
        date: daily.time[index], code: daily.codes[index], high: daily.highs[index],
        low: daily.lows[index])
    }
  }

  /// The request's URL for `place` in `units`, of the API at `base`.
  package static func url(base: String, place: WeatherPlace, units: WeatherUnits) -> String {
    var url =
      base + "?latitude=\(place.latitude)&longitude=\(place.longitude)"
      + "&current=temperature_2m,weather_code"
      + "&daily=weather_code,temperature_2m_max,temperature_2m_min"
      + "&timezone=auto&forecast_days=\(WallConstants.weatherDays)"
    if units == .imperial { url += "&temperature_unit=fahrenheit" }
    return url
  }

  /// The answer's JSON, with Open-Meteo's names.
  private struct Answer: Decodable {
    struct Units: Decodable {
      let temperature: String
      enum CodingKeys: String, CodingKey { case temperature = "temperature_2m" }
    }
    struct Current: Decodable {
      let temperature: Double
      let code: Int
      enum CodingKeys: String, CodingKey {
        case temperature = "temperature_2m"
        case code = "weather_code"
      }
    }
    struct Daily: Decodable {
      let time: [String]
      let codes: [Int]
      let highs: [Double]
      let lows: [Double]
      enum CodingKeys: String, CodingKey {
        case time
        case codes = "weather_code"
        case highs = "temperature_2m_max"
        case lows = "temperature_2m_min"
      }
    }
    let units: Units
    let current: Current
    let daily: Daily
    enum CodingKeys: String, CodingKey {
      case units = "current_units"
      case current, daily
    }
  }
}
