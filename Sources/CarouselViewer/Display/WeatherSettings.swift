import WallFeeds

/// The weather the display shows (`--weather` and its options).
package struct WeatherSettings: Equatable, Sendable {
  package var place: WeatherPlace
  package var units: WeatherUnits
  package var corner: Corner
  /// The forecast API: Open-Meteo's (tests give a stand-in's).
  package var base = WallConstants.openMeteoForecast

  package init(place: WeatherPlace, units: WeatherUnits, corner: Corner) {
    self.place = place
    self.units = units
    self.corner = corner
  }
}
