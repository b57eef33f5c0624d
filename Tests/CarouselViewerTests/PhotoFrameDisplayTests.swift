import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// What a photo frame shows over its pictures, on the virtual clock: the clock at a fixed time
/// in two locales, a caption template with a missing field, the overlay file's lines after the
/// file changes, and an idle carousel with a clock that wakes once a minute and no more.
@Suite("Photo frame display", .serialized)
struct PhotoFrameDisplayTests {
  /// Sunday 12 May 2024, 14:05:09 UTC.
  static let wall = 1_715_522_709.0

  static func settings(
    clock: String? = nil, locale: String = "en_US.UTF-8",
    caption: CaptionSource = .none, overlay: String? = nil
  ) -> DisplaySettings {
    var settings = DisplaySettings()
    settings.indicator = .none
    settings.showsProgress = false
    settings.caption = caption
    settings.clockFormat = clock
    settings.localeName = locale
    settings.utcOffset = 0
    settings.overlayPath = overlay
    return settings
  }

  static func harness(_ paths: [String], _ settings: DisplaySettings) throws -> ViewerHarness {
    let harness = try ViewerHarness(paths: paths, display: settings)
    harness.viewer.setWallOffset(Self.wall)
    return harness
  }

  static func expectGolden(_ frame: Surface, _ name: String) throws {
    let outcome = try GoldenFrame(path: FrameTests.goldenFolder + name + ".png").compare(frame)
    #expect(outcome == .matches, "\(name)")
  }

  @Test(
    "the clock at 14:05 UTC in two locales: each its own time of day",
    arguments: [("en_US.UTF-8", "2:05 PM", "clock-en_US"), ("de_DE.UTF-8", "14:05", "clock-de_DE")])
  func clockInTwoLocales(locale: String, shown: String, golden: String) throws {
    try SDLTestSession.run {
      let harness = try Self.harness(
        [DemoPicture.path("01-chelsea.png")], Self.settings(clock: "", locale: locale))
      let frame = try harness.renderFrame()
      let scene = harness.viewer.overlay.cornerScene(wall: Self.wall)
      #expect(scene.corners.map(\.lines) == [[shown]])
      #expect(scene.corners.first?.corner == .bottomRight)
      try Self.expectGolden(frame, golden)
    }
  }

  @Test("a template caption: a field with no value goes with its separator")
  func templateWithAMissingField() throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [ExifBytes.jpegSegment(SamplePhoto.exifBlock())]))
    let photo = try folder.write("harbour.jpg", bytes: bytes)
    let template = try CaptionTemplate("{date} · {place} · {camera}")
    try SDLTestSession.run {
      let harness = try Self.harness([photo], Self.settings(caption: .template(template)))
      let frame = try harness.renderFrame()
      // The photo has Exif's date and camera, no place.
      #expect(harness.viewer.overlay.captionText(forItem: 0) == "May 1, 2024 · Canon EOS R6")
      try Self.expectGolden(frame, "caption-template-missing-field")
    }
  }

  @Test("the overlay file's lines, and the new ones once the file changes")
  func overlayFileChanges() throws {
    let folder = try TemporaryFolder()
    let note = folder.file("weather.txt")
    try Data("Sunny, 21 °C\n".utf8).write(to: URL(fileURLWithPath: note))
    try SDLTestSession.run {
      let harness = try Self.harness(
        [DemoPicture.path("02-coffee.png")], Self.settings(clock: "", overlay: note))
      _ = try harness.renderFrame()
      #expect(harness.viewer.overlay.noteLines == ["Sunny, 21 °C"])
      try Data("Rain, 12 °C\nDentist at 15:00\n".utf8).write(to: URL(fileURLWithPath: note))
      harness.viewer.waitForFolderNews()
      #expect(harness.viewer.isFrameDue)
      let frame = try harness.renderFrame()
      #expect(harness.viewer.overlay.noteLines == ["Rain, 12 °C", "Dentist at 15:00"])
      try Self.expectGolden(frame, "overlay-file-changed")
    }
  }

  @Test("an idle carousel with a clock wakes once a minute, on the minute, and draws each time")
  func idleClockWakesOnceAMinute() throws {
    try SDLTestSession.run {
      let harness = try Self.harness(
        [DemoPicture.path("09-brick.png")], Self.settings(clock: ""))
      let viewer = harness.viewer
      _ = try harness.renderFrame()
      harness.advance(frames: 6)  // the start's own frames (the spinner's last turn)
      // 14:05:09 at 0 s: the next wake is 14:06:00, 51 s on, then one every 60 s.
      var now = harness.clock.now()
      var wakes: [Double] = []
      var frames = 0
      while let deadline = viewer.nextDeadline(after: now), deadline < 3_600 {
        wakes.append(deadline)
        now = deadline
        viewer.update(now: now)
        #expect(!viewer.isAnimating)
        if viewer.isFrameDue {
          try viewer.draw()
          frames += 1
        }
      }
      #expect(wakes.first == 51)
      #expect(zip(wakes, wakes.dropFirst()).allSatisfy { $1 - $0 == 60 })
      #expect(
        wakes.count == 60 && frames == 60, "\(wakes.count) wakes, \(frames) frames in an hour")
      // Without a clock, nothing wakes it.
      let still = try Self.harness([DemoPicture.path("09-brick.png")], Self.settings())
      _ = try still.renderFrame()
      still.advance(frames: 6)
      #expect(still.viewer.nextDeadline(after: still.clock.now()) == nil)
    }
  }

  @Test("a clock with seconds changes every second; the clock's wall time follows a step")
  func secondsAndSteps() {
    let face = ClockFace(format: "%H:%M:%S", localeName: "C", utcOffset: 0)
    #expect(face.nextChange(afterWall: Self.wall) == Self.wall.rounded(.down) + 1)
    #expect(face.text(atWall: Self.wall) == "14:05:09")
    let minutes = ClockFace(format: "", localeName: "C", utcOffset: 0)
    #expect(minutes.nextChange(afterWall: Self.wall) == 1_715_522_760)
    #expect(minutes.text(atWall: Self.wall + 3_600) == "15:05")
  }
}
