import SystemKit

/// Where the weather is for (`--weather LAT,LON`): degrees north and east, WGS 84.
package struct WeatherPlace: Equatable, Sendable {
  package var latitude: Double
  package var longitude: Double

  /// The place `text` names (`52.52,13.41`); nil unless both are numbers in range.
  package init?(_ text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = Double(parts[0].trimmingWhitespace()),
      let longitude = Double(parts[1].trimmingWhitespace()),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
  }
}
