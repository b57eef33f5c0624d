import Control
import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing
import WallFeeds

@testable import CarouselViewer

/// The weather on the frame, from a stand-in for Open-Meteo on 127.0.0.1, on the virtual clock:
/// beside the clock, the calendar and a caption, none over another; and its age once the
/// network is gone.
@Suite("Weather on the frame", .serialized)
struct WeatherFrameTests {
  static func settings(base: String, calendar: String) throws -> DisplaySettings {
    var settings = try CalendarFrameTests.settings(path: calendar, clock: true)
    settings.clockPosition = .bottomRight
    settings.caption = .name
    var weather = WeatherSettings(
      place: try #require(WeatherPlace("52.52,13.42")), units: .metric, corner: .bottomLeft)
    weather.base = base
    settings.weather = weather
    return settings
  }

  @Test("the weather, the calendar, the clock and a caption share the screen, none over another")
  func everyPartInItsPlace() throws {
    let standIn = try OpenMeteoStandIn()
    let folder = try TemporaryFolder()
    let path = try folder.write("family.ics", bytes: Array(CalendarFrameTests.feed.utf8))
    try SDLTestSession.run {
      let harness = try CalendarFrameTests.harness(
        try Self.settings(base: standIn.base, calendar: path))
      let frame = try harness.renderFrame()
      let scene = harness.viewer.overlay.cornerScene(wall: CalendarFrameTests.wall)
      #expect(scene.corners.map(\.corner) == [.bottomRight, .topRight, .bottomLeft])
      #expect(
        scene.corners.last?.lines == ["☁ 12°", "↑14°  ↓5°", "Mon  ☂ 11° / 6°", "Tue  ☀ 18° / 4°"])
      #expect(harness.reportedLines.isEmpty, "\(harness.reportedLines)")
      let status = harness.viewer.status
      #expect(
        status.weather
          == WeatherStatus(
            temperature: 12.3, unit: "°C", fetchedAt: CalendarFrameTests.wall, isFailing: false))
      #expect(
        status.calendar
          == CalendarStatus(events: 7, failing: [], lastRead: CalendarFrameTests.wall))
      let outcome = try GoldenFrame(path: FrameTests.goldenFolder + "wall-every-part.png")
        .compare(frame)
      #expect(outcome == .matches)
    }
  }

  @Test("offline, the last weather stays and shows its age once two readings are missed")
  func offlineShowsTheAge() throws {
    let standIn = try OpenMeteoStandIn()
    let folder = try TemporaryFolder()
    let path = try folder.write("family.ics", bytes: Array(CalendarFrameTests.feed.utf8))
    try SDLTestSession.run {
      let harness = try CalendarFrameTests.harness(
        try Self.settings(base: standIn.base, calendar: path))
      let viewer = harness.viewer
      _ = try harness.renderFrame()
      standIn.stop()
      let board = try #require(viewer.overlay.weather)
      // Readings at 30 and 60 minutes fail; the age shows from an hour on.
      var now = harness.clock.now()
      while let deadline = viewer.nextDeadline(after: now), deadline < 3_700 {
        now = deadline
        viewer.update(now: now)
        viewer.waitForVisibleDecodes()
      }
      #expect(board.reading?.isFailing == true)
      // The status says so too, the report and its time kept.
      let weather = viewer.status.weather
      #expect(weather?.isFailing == true)
      #expect(weather?.temperature == 12.3 && weather?.fetchedAt == CalendarFrameTests.wall)
      let wall = CalendarFrameTests.wall + now
      #expect(
        board.lines(atWall: wall).first == "☁ 12°  (61 min ago)", "\(board.lines(atWall: wall))")
      let said = harness.reportedLines.filter { $0.contains("weather") }
      #expect(said.count == 1, "\(said)")
    }
  }
}
