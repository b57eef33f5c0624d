import SystemKit

/// The weather's state in the status (`--weather`): its last good report and whether the last
/// reading failed.
package struct WeatherStatus: Equatable, Sendable {
  /// The temperature now in ``unit``, from the last good report; nil before one.
  package var temperature: Double?
  /// The temperature's unit as the report writes it (`°C`, `°F`); nil before a report.
  package var unit: String?
  /// When the last good report was fetched, in s from the Unix epoch (UTC); nil before.
  package var fetchedAt: Double?
  /// Whether the last reading failed (the report is then an older one).
  package var isFailing = false

  package init(
    temperature: Double? = nil, unit: String? = nil, fetchedAt: Double? = nil,
    isFailing: Bool = false
  ) {
    self.temperature = temperature
    self.unit = unit
    self.fetchedAt = fetchedAt
    self.isFailing = isFailing
  }

  /// One JSON object: `temperature`, `unit`, `fetched_at` (ISO 8601, UTC), each null before a
  /// report, and `failing`.
  package var json: String {
    let fetched = fetchedAt.map { JSONString.quote(CivilTime.iso($0, offset: 0)) } ?? "null"
    return "{\"temperature\":\(temperature.map { JSONNumber.format($0) } ?? "null"),"
      + "\"unit\":\(unit.map(JSONString.quote) ?? "null"),\"fetched_at\":\(fetched),"
      + "\"failing\":\(isFailing)}"
  }
}
