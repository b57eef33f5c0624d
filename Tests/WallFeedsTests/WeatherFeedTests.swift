import Foundation
import HTTPTransfer
import SystemKit
import TestSupport
import Testing

@testable import WallFeeds

/// The weather of `--weather`, from a stand-in for Open-Meteo on 127.0.0.1 whose answers are
/// checked against the part of Open-Meteo's documented response kept in the repository
/// (Fixtures/open-meteo-forecast.json): the report in °C and °F, and the last one kept, with the
/// time it was read, when the network goes.
@Suite("Weather feed")
struct WeatherFeedTests {
  static let berlin = WeatherPlace("52.52,13.42")

  /// The documented description.
  static func description() throws -> [String: Any] {
    let path = RepositoryPath.appending("Tests/WallFeedsTests/Fixtures/open-meteo-forecast.json")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Where `value` departs from `schema` (its documented fields and types, both ways), as
  /// paths; empty when it follows it.
  static func departures(_ value: Any, _ schema: Any, at path: String = "") -> [String] {
    if let fields = schema as? [String: Any] {
      guard let object = value as? [String: Any] else { return ["\(path): not an object"] }
      let extra = Set(object.keys).subtracting(fields.keys).map { "\(path).\($0): undocumented" }
      return extra
        + fields.flatMap { key, type in
          object[key].map { departures($0, type, at: path + "." + key) }
            ?? ["\(path).\(key): missing"]
        }
    }
    guard let type = schema as? String else { return ["\(path): bad description"] }
    if type.hasPrefix("[") {
      guard let list = value as? [Any] else { return ["\(path): not a list"] }
      return list.flatMap { departures($0, String(type.dropFirst().dropLast()), at: path + "[]") }
    }
    // JSONSerialization gives true and false as Bool, or as an NSNumber of a char.
    let isBoolean =
      Swift.type(of: value) == Bool.self
      || (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
    let number = isBoolean ? nil : (value as? NSNumber)?.doubleValue
    let fits: Bool =
      switch type {
      case "string": value is String
      case "boolean": isBoolean
      case "number": number != nil
      case "integer": number.map { $0.rounded() == $0 } ?? false
      default: false
      }
    return fits ? [] : ["\(path): not \(type)"]
  }

  /// The stand-in's answer to `url`: its status and its JSON.
  static func answer(_ url: String) throws -> (Int, Any) {
    let response = try HTTPClient().send(
      HTTPRequest(url: url, limits: HTTPLimits(totalTimeout: 10, maximumBytes: 65_536)))
    return (response.status, try JSONSerialization.jsonObject(with: Data(response.body)))
  }

  @Test("the stand-in answers as Open-Meteo documents it, in both units, and its error too")
  func standInFollowsTheDocumentation() throws {
    let description = try Self.description()
    let standIn = try OpenMeteoStandIn()
    let place = try #require(Self.berlin)
    for units in WeatherUnits.allCases {
      let url = WeatherReport.url(base: standIn.base, place: place, units: units)
      let (status, json) = try Self.answer(url)
      #expect(status == 200)
      let found = Self.departures(json, try #require(description["response"]))
      #expect(found.isEmpty, "\(units): \(found)")
    }
    let (status, json) = try Self.answer(standIn.base + "?latitude=52.52")
    #expect(status == 400)
    let error = Self.departures(json, try #require(description["error"]))
    #expect(error.isEmpty, "\(error)")
    // What Carousel asks for is what the description's request says.
    let request = try #require(description["request"] as? [String: Any])
    let url = WeatherReport.url(base: "", place: place, units: .imperial)
    let query = Dictionary(
      uniqueKeysWithValues: url.dropFirst().split(separator: "&").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      })
    let required = try #require(request["required"] as? [String])
    let optional = try #require(request["optional"] as? [String])
    #expect(Set(query.keys) == Set(required + optional))
    #expect(query["current"] == request["current"] as? String)
    #expect(query["daily"] == request["daily"] as? String)
  }

  @Test("a report in °C and in °F: now, today's high and low, the next days")
  func reports() throws {
    let standIn = try OpenMeteoStandIn()
    let place = try #require(Self.berlin)
    for (units, unit, now, high) in [
      (WeatherUnits.metric, "°C", 12.3, 14.2), (.imperial, "°F", 54.1, 57.6),
    ] {
      let feed = WeatherFeed(
        place: place, units: units, base: standIn.base, reporter: .silent, notify: {})
      defer { feed.stop() }
      feed.refresh(atWall: 1000)
      feed.sync()
      let reading = try #require(feed.take())
      let report = try #require(reading.report)
      #expect(report.unit == unit && report.temperature == now && report.code == 3)
      #expect(report.days.map(\.date) == ["2024-03-31", "2024-04-01", "2024-04-02"])
      #expect(report.days.map(\.code) == [3, 61, 0] && report.days.first?.high == high)
      #expect(reading.fetchedAt == 1000 && !reading.isFailing)
    }
  }

  @Test("offline, the last report stays with the time it was read; said once, and when back")
  func offlineKeepsTheLastReport() throws {
    let standIn = try OpenMeteoStandIn()
    let lines = Locked<[String]>([])
    let reporter = Reporter { line in lines.withLock { $0.append(line) } }
    let feed = WeatherFeed(
      place: try #require(Self.berlin), units: .metric, base: standIn.base, reporter: reporter,
      notify: {})
    defer { feed.stop() }
    feed.refresh(atWall: 1000)
    feed.sync()
    let first = try #require(feed.take()?.report)
    standIn.stop()
    for wall in [2800.0, 4600.0] {
      feed.refresh(atWall: wall)
      feed.sync()
      let reading = try #require(feed.take())
      #expect(reading.report == first && reading.fetchedAt == 1000 && reading.isFailing)
    }
    let said = lines.withLock { $0 }
    #expect(said.count == 1, "\(said)")
    #expect(said.first?.hasSuffix("; showing the last reading") == true, "\(said)")
    #expect(WeatherReport(json: Array(#"{"error":true,"reason":"x"}"#.utf8)) == nil)
  }
}
