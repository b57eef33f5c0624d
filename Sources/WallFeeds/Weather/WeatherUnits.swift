/// How temperatures are written (`--units`).
package enum WeatherUnits: String, CaseIterable, Sendable {
  /// Degrees Celsius.
  case metric
  /// Degrees Fahrenheit.
  case imperial
}
