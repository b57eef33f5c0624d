import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing
import WallFeeds

@testable import CarouselViewer

/// The calendar on the frame, on the virtual clock in Berlin's zone: today's events and the
/// next days' under their names, the one under way marked, stacked with the clock in one
/// corner; and a loop that wakes for the calendar only at its changes and its readings.
@Suite("Calendar on the frame", .serialized)
struct CalendarFrameTests {
  /// Sunday 31 March 2024, 09:05 in Berlin (07:05 UTC): the first day of summer time.
  static let wall = 1_711_868_700.0

  /// A stand-up every day at 09:00 Berlin time (moved to 11:00 on 1 April), Easter all day on
  /// 30 and 31 March, tea at 15:00 on the frame's own clock (floating).
  static let feed = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//Carousel tests//EN
    BEGIN:VEVENT
    UID:standup@test
    DTSTART;TZID=Europe/Berlin:20240101T090000
    DTEND;TZID=Europe/Berlin:20240101T091500
    RRULE:FREQ=DAILY
    SUMMARY:Stand-up
    END:VEVENT
    BEGIN:VEVENT
    UID:standup@test
    RECURRENCE-ID;TZID=Europe/Berlin:20240401T090000
    DTSTART;TZID=Europe/Berlin:20240401T110000
    DTEND;TZID=Europe/Berlin:20240401T113000
    SUMMARY:Stand-up (moved)
    END:VEVENT
    BEGIN:VEVENT
    UID:holiday@test
    DTSTART;VALUE=DATE:20240330
    DTEND;VALUE=DATE:20240401
    SUMMARY:Easter
    END:VEVENT
    BEGIN:VEVENT
    UID:tea@test
    DTSTART:20240331T150000
    DURATION:PT1H
    SUMMARY:Tea
    END:VEVENT
    END:VCALENDAR

    """

  static func settings(path: String, clock: Bool) throws -> DisplaySettings {
    var settings = DisplaySettings()
    settings.indicator = .none
    settings.showsProgress = false
    settings.caption = .none
    settings.localeName = "en_GB.UTF-8"
    settings.utcOffset = 7200  // the clock in Berlin's summer time too
    settings.zone = try #require(LocalZone.named("Europe/Berlin"))
    settings.clockFormat = clock ? "" : nil
    settings.clockPosition = .topRight
    settings.calendar = CalendarSettings(
      sources: [.file(path)], executable: CarouselProcess.executable, days: 3,
      refreshMinutes: 15, corner: .topRight)
    return settings
  }

  static func harness(_ settings: DisplaySettings) throws -> ViewerHarness {
    let harness = try ViewerHarness(
      paths: [DemoPicture.path("01-chelsea.png")], size: Size(width: 480, height: 270),
      display: settings)
    harness.viewer.setWallOffset(Self.wall)
    return harness
  }

  @Test("today's and the next days' events, the stand-up under way marked, under the clock")
  func agendaInBerlin() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("family.ics", bytes: Array(Self.feed.utf8))
    try SDLTestSession.run {
      let harness = try Self.harness(try Self.settings(path: path, clock: true))
      let frame = try harness.renderFrame()
      let scene = harness.viewer.overlay.cornerScene(wall: Self.wall)
      #expect(scene.corners.map(\.corner) == [.topRight, .topRight])
      let calendar = try #require(scene.corners.last)
      #expect(
        calendar.lines == [
          "Today", "Easter", "▶ 09:00  Stand-up", "15:00  Tea", "Tomorrow",
          "11:00  Stand-up (moved)", "Tuesday", "09:00  Stand-up",
        ])
      #expect(calendar.dimLines == [0, 4, 6])
      #expect(harness.reportedLines.isEmpty, "\(harness.reportedLines)")
      let outcome = try GoldenFrame(path: FrameTests.goldenFolder + "calendar-berlin.png")
        .compare(frame)
      #expect(outcome == .matches)
    }
  }

  @Test("idle, the loop wakes for the calendar only when an event starts or ends and to read it")
  func idleWakesOnlyForChangesAndReadings() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("family.ics", bytes: Array(Self.feed.utf8))
    try SDLTestSession.run {
      let harness = try Self.harness(try Self.settings(path: path, clock: false))
      let viewer = harness.viewer
      _ = try harness.renderFrame()
      harness.advance(frames: 6)
      let start = harness.clock.now()
      let board = try #require(viewer.overlay.calendar)
      let firstReading = try #require(board.nextReading)
      var now = start
      var wakes: [Double] = []
      while let deadline = viewer.nextDeadline(after: now), deadline < start + 3_600 {
        wakes.append(deadline)
        now = deadline
        viewer.update(now: now)
        viewer.waitForVisibleDecodes()
        if viewer.isFrameDue { try viewer.draw() }
      }
      // 09:05 at the start: the stand-up ends at 09:15 (600 s on); readings every 15 minutes;
      // the burn-in shift's steps every 120 s while the calendar is still on screen.
      let readings = (0..<4).map { firstReading + Double($0) * 900 }
      let ending = 600.0  // the wall offset puts 09:05 at loop time 0
      for wake in wakes {
        let isStep = (wake / DisplayConstants.burnInStepInterval).rounded() * 120 == wake
        let isReading = readings.contains { abs($0 - wake) < 1e-9 }
        #expect(isStep || isReading || abs(wake - ending) < 0.1, "a wake at \(wake - start) s")
      }
      #expect(wakes.count <= 30 + 4 + 1, "\(wakes.count) wakes in an hour")
      #expect(readings.allSatisfy { reading in wakes.contains { abs($0 - reading) < 1e-9 } })
    }
  }
}
