import WallFeeds

/// The weather the display shows (`--weather` or `--weather-ha`, and their options).
package struct WeatherSettings: Equatable, Sendable {
  /// Where the weather comes from.
  package enum Source: Equatable, Sendable {
    /// Open-Meteo's forecast for a place (`--weather`).
    case place(WeatherPlace)
    /// A Home Assistant weather entity's statestream, through the MQTT surface (`--weather-ha`).
    case homeAssistant(HomeAssistantEntity)
  }

  package var source: Source
  /// Open-Meteo's place; nil with Home Assistant's entity.
  package var place: WeatherPlace? {
    if case .place(let place) = source { place } else { nil }
  }
  package var units: WeatherUnits
  package var corner: Corner
  /// The forecast API: Open-Meteo's (tests give a stand-in's).
  package var base = WallConstants.openMeteoForecast

  package init(place: WeatherPlace, units: WeatherUnits, corner: Corner) {
    self.init(source: .place(place), units: units, corner: corner)
  }

  package init(entity: HomeAssistantEntity, units: WeatherUnits, corner: Corner) {
    self.init(source: .homeAssistant(entity), units: units, corner: corner)
  }

  package init(source: Source, units: WeatherUnits, corner: Corner) {
    self.source = source
    self.units = units
    self.corner = corner
  }
}
