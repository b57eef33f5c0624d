import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// While the display is off nothing runs: counted, not timed.
///
/// A night of a 5 s slideshow in a viewer on the virtual clock, driven as the live loop drives
/// it (from deadline to deadline): one black frame, no decode started, no slideshow step, and
/// one wake-up, at dawn.
@Suite("Asleep, nothing runs", .serialized)
struct AsleepCostTests {
  /// 2024-05-06T21:59:00Z, a minute before the window's end.
  static let evening = 1_715_032_740.0

  /// What the loop did between two times: the wake-ups, the frames drawn, the pages turned and
  /// the decodes started.
  struct Tally: Equatable {
    var wakes: [Double] = []
    var frames = 0
    var pages = 0
    var decodes = 0
  }

  @Test("a night of slideshow: one black frame, no decode, no step, one wake-up at 08:00")
  func nightCostsNothing() throws {
    try SDLTestSession.run {
      let decoder = SolidColorDecoder(size: Size(width: 320, height: 180))
      var pipeline = PipelineSettings()
      pipeline.decoder = decoder
      pipeline.prefetchDistance = 1
      let catalog = Catalog(items: (0..<12).map { CarouselItem(picture: "/night/p\($0).png") })
      let harness = try ViewerHarness(catalog: catalog, pipeline: pipeline)
      let viewer = harness.viewer
      var pages = 0
      viewer.hooks.onPagerEvent = { if case .page = $0 { pages += 1 } }
      viewer.power.configure(
        schedule: try AwakeSchedule(spec: "08:00-22:00"),
        zone: LocalZone.utc,
        wakeFor: 300)
      viewer.setWallOffset(Self.evening)
      viewer.slideshow.interval = 5
      viewer.setSlideshow(true, at: 0)
      // Run the loop until 22:00, then from 22:00 to 08:00, counting.
      // 22:00 is 60 s in, 08:00 is 36,060 s in.
      var now = 0.0
      let evening = try Self.run(
        viewer, from: &now, until: 59.99, pages: { pages }, decoder: decoder)
      #expect(evening.pages == 11, "the slideshow ran in the evening, at 5 s … 55 s: \(evening)")
      #expect(!viewer.isAsleep)
      let night = try Self.run(
        viewer, from: &now, until: 36_059.99, pages: { pages }, decoder: decoder)
      #expect(night.wakes == [60], "one wake-up, at 22:00, to turn it off: \(night.wakes)")
      #expect(night.frames == 1, "the black frame at 22:00 (\(night))")
      #expect(night.pages == 0)
      #expect(night.decodes == 0)
      #expect(viewer.isAsleep)
      // Dawn: the slideshow goes on a full interval later, and the pictures are drawn again.
      let morning = try Self.run(
        viewer, from: &now, until: 36_072, pages: { pages }, decoder: decoder)
      #expect(morning.wakes.first == 36_060, "the window's start")
      #expect(morning.pages == 2, "at 08:00:05 and 08:00:10 (\(morning))")
      #expect(morning.frames > 1)
      #expect(!viewer.isAsleep)
    }
  }

  /// Drives `viewer` as the live loop does from `now` to `end` (s): a frame each 1/60 s while
  /// something moves, else to the next deadline; what it did on the way.
  static func run(
    _ viewer: Viewer, from now: inout Double, until end: Double, pages: () -> Int,
    decoder: SolidColorDecoder
  ) throws -> Tally {
    var tally = Tally()
    let (pagesBefore, decodesBefore) = (pages(), decoder.decodedPaths.count)
    while true {
      let next =
        viewer.isAnimating || viewer.isFrameDue
        ? now + 1.0 / 60 : viewer.nextDeadline(after: now) ?? .infinity
      guard next <= end else { break }
      now = max(next, now)
      tally.wakes.append(now)
      viewer.update(now: now)
      viewer.waitForVisibleDecodes()
      viewer.pictures.waitUntilIdle()
      if viewer.isFrameDue {
        try viewer.draw()
        tally.frames += 1
      }
    }
    now = end
    tally.pages = pages() - pagesBefore
    tally.decodes = decoder.decodedPaths.count - decodesBefore
    return tally
  }
}
