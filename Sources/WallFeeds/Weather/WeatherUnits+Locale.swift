import SystemKit

extension WeatherUnits {
  /// The units of the locale `localeName` (nil: the environment's, `LC_MEASUREMENT`):
  /// imperial where it measures in US units (en_US), else metric.
  package init(localeName: String?) {
    self = LocaleMeasurement.isImperial(localeName: localeName) ? .imperial : .metric
  }
}
