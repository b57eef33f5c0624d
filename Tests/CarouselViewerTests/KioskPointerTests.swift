import Geometry
import PictureFiles
import PictureKit
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// Whether the pointer is someone's act: in a kiosk any act holds the slideshow, so the motion
/// SDL reports for a still pointer (the window mapped under it) must not.
@Suite(.serialized) struct KioskPointerTests {
  /// A kiosk of six solid pictures with a 3 s slideshow, held 15 s by input.
  static func kiosk() throws -> ViewerHarness {
    var pipeline = PipelineSettings()
    pipeline.decoder = SolidColorDecoder(size: Size(width: 320, height: 180))
    let harness = try ViewerHarness(
      catalog: Catalog(items: (0..<6).map { CarouselItem(picture: "/pictures/p\($0).png") }),
      pipeline: pipeline)
    var options = Options()
    options.isKiosk = true
    harness.viewer.configure(options.resolved)
    _ = try harness.renderFrame()  // the first picture decoded and at rest
    harness.viewer.slideshow.interval = 3
    harness.viewer.setSlideshow(true, at: harness.clock.now())
    return harness
  }

  static func move(_ harness: ViewerHarness, toX x: Double) {
    harness.viewer.handle(.mouseMotion(MouseMotionEvent(x: x, y: 50)), now: harness.clock.now())
  }

  /// Regression: a kiosk took the motion of its window mapping under a still pointer for
  /// someone's act and held its slideshow for 15 s at every start.
  @Test("the pointer's first position and a motion to where it is hold no kiosk slideshow")
  func stillPointerHoldsNothing() throws {
    try SDLTestSession.run {
      let harness = try Self.kiosk()
      Self.move(harness, toX: 100)  // the window maps under the pointer
      harness.advance(frames: 60 * 4)
      #expect(harness.viewer.pager.currentIndex == 1, "one interval and a transition on")
      Self.move(harness, toX: 100)
      harness.advance(frames: 60 * 3)
      #expect(harness.viewer.pager.currentIndex == 2)
      // The pointer moving is someone there: the slideshow waits 15 s without input.
      Self.move(harness, toX: 120)
      harness.advance(frames: 60 * 10)
      #expect(harness.viewer.pager.currentIndex == 2, "held")
      harness.advance(frames: 60 * 10)
      #expect(harness.viewer.pager.currentIndex == 3, "goes on after 15 s without input")
    }
  }
}
