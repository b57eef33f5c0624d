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
