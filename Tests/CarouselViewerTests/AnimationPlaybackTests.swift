import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureKit

/// Animated pictures play with their own delays on the virtual clock, frame by frame, hold
/// while the carousel moves, and hold a slideshow until they have played once.
@Suite(.serialized) struct AnimationPlaybackTests {
  /// The colour at the centre of the window.
  static func centre(_ harness: ViewerHarness) throws -> UInt32 {
    try harness.viewer.draw()
    let frame = try harness.renderer.readPixels()
    let colour = try #require(frame.pixel(x: 16, y: 8))
    return 0xFF00_0000 | UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
  }

  @Test(arguments: ["anim.gif", "anim.webp", "anim.png"])
  func framesFollowTheirDelays(_ name: String) throws {
    let folder = try TemporaryFolder()
    _ = try AnimationFiles.write(into: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        paths: [folder.file(name)], size: Size(width: 32, height: 16))
      _ = try harness.renderFrame()  // decoded and uploaded: the clock starts at the next update
      harness.advance(frames: 1)
      let start = harness.clock.now()
      #expect(
        harness.viewer.nextDeadline(after: start).map { abs($0 - (start + 0.1)) < 1e-9 } == true)
      // (time after start, expected frame): each delay, then the loop.
      let checks: [(Double, Int)] = [
        (0.05, 0), (0.15, 1), (0.55, 1), (0.65, 2), (0.75, 0), (0.85, 1), (1.35, 2), (1.45, 0),
      ]
      var frame = 1
      for (time, expected) in checks {
        while Double(frame) / 60 < start + time {
          frame += 1
          harness.advance(frames: 1)
        }
        #expect(
          try Self.centre(harness) == AnimationFiles.colours[expected],
          "\(name) at \(time) s: frame \(expected)")
      }
    }
  }

  /// During a transition the animation's clock holds; the slideshow waits for one loop.
  @Test func holdsWhileMovingAndHoldsTheSlideshow() throws {
    let folder = try TemporaryFolder()
    _ = try AnimationFiles.write(into: folder)
    try SDLTestSession.run {
      try writeSolidPNG(folder.file("still.png"), size: Size(width: 16, height: 8), color: .white)
      let harness = try ViewerHarness(
        paths: [folder.file("anim.gif"), folder.file("still.png")],
        size: Size(width: 32, height: 16))
      _ = try harness.renderFrame()
      harness.viewer.pictures.waitUntilIdle()
      let item = harness.viewer.catalog[0]
      harness.advance(frames: 6)
      let before = try #require(harness.viewer.pictures.store.animationPlayed(of: item))
      #expect(before > 0)
      harness.perform(.next)
      harness.advance(frames: 12)  // the transition: the animation is still partly visible
      #expect(harness.viewer.pictures.store.animationPlayed(of: item) == before)
      let transition = harness.viewer.pager.autoScrollTransitionDuration
      harness.viewer.slideshow.interval = 0.2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      #expect(harness.viewer.slideshow.dwell(onItem: 0) == 0.7 + transition)
      #expect(harness.viewer.slideshow.dwell(onItem: 1) == nil)  // the slideshow's own 0.2 s
    }
  }
}
