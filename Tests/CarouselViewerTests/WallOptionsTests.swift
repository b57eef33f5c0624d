import Testing
import WallFeeds

@testable import CarouselViewer

/// The calendar's and the weather's options: calendars given once each add up, in order, and
/// become the display's; a place out of range is refused.
@Suite("Calendar and weather options")
struct WallOptionsTests {
  static func options(_ arguments: [String]) throws -> Options {
    guard case .run(let options) = try Options.parse(arguments) else {
      Issue.record("no run for \(arguments)")
      return Options()
    }
    return options
  }

  @Test("--calendar given twice keeps both, in order; the rest of the settings follow")
  func calendars() throws {
    let options = try Self.options([
      "--calendar", "family.ics", "--calendar", "webcal://school.example/feed.ics",
      "--calendar-days", "2", "--calendar-corner", "bottom-left", "--weather", "52.52, 13.41",
      "--units", "imperial",
    ])
    let display = DisplaySettings(options: options)
    #expect(
      display.calendar?.sources == [.file("family.ics"), .url("https://school.example/feed.ics")])
    #expect(display.calendar?.days == 2 && display.calendar?.corner == .bottomLeft)
    #expect(display.calendar?.refreshMinutes == 15)
    #expect(display.weather?.place == WeatherPlace("52.52,13.41"))
    #expect(display.weather?.units == .imperial && display.weather?.corner == .bottomLeft)
    #expect(DisplaySettings(options: try Self.options([])).calendar == nil)
  }

  @Test("without --units, the units are the locale's: --language en (en_US) in °F, de in °C")
  func unitsFromTheLocale() throws {
    let place = ["--weather", "52.52,13.41"]
    let units = { (words: [String]) in
      DisplaySettings(options: try Self.options(place + words)).weather?.units
    }
    #expect(try units(["--language", "en"]) == .imperial)
    #expect(try units(["--language", "de"]) == .metric)
    #expect(try units(["--language", "en", "--units", "metric"]) == .metric)
  }

  @Test("a place out of range, or not two numbers, is refused with what is wanted")
  func badPlaces() {
    for place in ["91,0", "0,181", "52.5", "north,east"] {
      #expect(throws: OptionsError.self) { try Options.parse(["--weather", place]) }
    }
  }
}
