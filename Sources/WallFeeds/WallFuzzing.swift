/// What `carousel-fuzz`'s `wall` target runs.
///
/// The bytes read as a calendar worker's answer (``CalendarAnswer``), which the viewer reads from
/// a process that parsed untrusted bytes, as Open-Meteo's answer (``WeatherReport``) and as each
/// of a Home Assistant weather entity's statestream messages (``HomeAssistantWeather``). Traps
/// when an answer read does not read back the same once written.
package enum WallFuzzing {
  /// Runs the bytes through the readers; any outcome is fine but a trap.
  package static func run(_ bytes: [UInt8]) {
    let answer = CalendarAnswer.parse(bytes)
    let again = CalendarAnswer.parse(answer.bytes)
    precondition(
      CalendarAnswer.parse(again.bytes) == again, "a calendar answer does not read back")
    if case .read(let occurrences) = answer {
      precondition(occurrences.allSatisfy { $0.end >= $0.start }, "an occurrence ends too soon")
    }
    if let report = WeatherReport(json: bytes) {
      precondition(report.days.count <= bytes.count, "more days than bytes")
    }
    _ = WeatherPlace(String(decoding: bytes, as: UTF8.self))
    var homeAssistant = HomeAssistantWeather()
    for attribute in HomeAssistantEntity.attributes {
      try? homeAssistant.read(attribute, bytes)
    }
    if let report = homeAssistant.report(in: .imperial) {
      precondition(report.days.count <= WallConstants.weatherDays, "more days than asked for")
    }
    _ = HomeAssistantEntity(String(decoding: bytes, as: UTF8.self))
  }
}
