import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures

/// The prefetch plan decodes the side the carousel moves to first, whatever the wrap.
@Suite(.serialized) struct PrefetchDirectionTests {
  /// Five missing files (cheap error pages), two prefetched on each side.
  static let paths = (0..<5).map { "/nonexistent/direction-\($0).png" }

  /// Performs `action`, then lets the motion settle (1.5 s at 60 Hz) so the pager rests and
  /// rebases its position.
  static func step(_ harness: ViewerHarness, _ action: Action) {
    harness.perform(action)
    harness.advance(frames: 90)
  }

  @Test("bug: after wrapping forward the plan prefetched backwards (the rebase at rest jumps)")
  func forwardWrap() throws {
    let (direction, plan) = try SDLTestSession.run {
      let harness = try ViewerHarness(paths: Self.paths)
      for _ in 0..<5 { Self.step(harness, .next) }  // 4 → 0 is the wrap
      return (harness.viewer.planner.travelDirection, harness.viewer.pictures.plannedItems)
    }
    #expect(direction == 1)
    #expect(plan == [0, 1, 2, 4, 3])
  }

  @Test("after wrapping backward the plan prefetches backwards")
  func backwardWrap() throws {
    let (direction, plan) = try SDLTestSession.run {
      let harness = try ViewerHarness(paths: Self.paths)
      Self.step(harness, .next)
      Self.step(harness, .previous)
      Self.step(harness, .previous)  // 0 → 4 is the wrap
      return (harness.viewer.planner.travelDirection, harness.viewer.pictures.plannedItems)
    }
    #expect(direction == -1)
    #expect(plan == [4, 3, 2, 0, 1])
  }
}

/// The prefetch plan of a carousel that stops at its ends (`--no-wrap`) and of one that loops.
@Suite(.serialized) struct PrefetchEndTests {
  /// Bug: nothing passed the wrap to the plan, whose default looped, so a carousel that stops
  /// at its ends pinned and decoded pictures from the far end.
  @Test(
    "bug: a carousel that stops at its ends prefetched pictures from the far end",
    arguments: [false, true])
  func atTheFirstPicture(wraps: Bool) throws {
    let plan = try SDLTestSession.run {
      let harness = try ViewerHarness(paths: PrefetchDirectionTests.paths)
      harness.viewer.pager.wrapsAround = wraps
      harness.advance(frames: 1)
      return harness.viewer.pictures.plannedItems
    }
    // Two on each side of the first of five: the last two only when the carousel loops.
    #expect(plan == (wraps ? [0, 1, 2, 4, 3] : [0, 1, 2]))
  }
}

/// A running slideshow has its next pictures decoded further ahead than the two any carousel
/// prefetches, as many as it shows in 15 s (SlideshowConstants.decodeLookAhead).
@Suite(.serialized) struct SlideshowLookAheadTests {
  /// Twenty missing files (cheap error pages).
  static let paths = (0..<20).map { "/nonexistent/ahead-\($0).png" }

  /// Bug: the small board's run (3 s slideshow of 24 MP photos on one core beside other work)
  /// decoded only two pictures ahead, 5.5 s of slack, and a decode that the other work slowed
  /// to 7.7 s made its picture 2.3 s late.
  @Test(
    "bug: a 3 s slideshow decoded only two pictures ahead; it decodes five",
    arguments: [
      (3.0, [0, 1, 2, 19, 18, 3, 4, 5]), (8.0, [0, 1, 2, 19, 18]),
      (0.5, [0, 1, 2, 19, 18, 3, 4, 5, 6, 7, 8]),
    ])
  func decodesAhead(interval: Double, expected: [Int]) throws {
    let (off, on) = try SDLTestSession.run {
      let harness = try ViewerHarness(paths: Self.paths)
      harness.advance(frames: 1)
      let off = harness.viewer.pictures.plannedItems
      harness.viewer.slideshow.interval = interval
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      harness.advance(frames: 1)
      return (off, harness.viewer.pictures.plannedItems)
    }
    #expect(off == [0, 1, 2, 19, 18], "no slideshow: two on each side")
    #expect(on == expected)
  }
}
