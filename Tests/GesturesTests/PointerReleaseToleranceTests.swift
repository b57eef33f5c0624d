import ScrollPhysics
import Testing

@testable import Gestures

/// Exact float equality must not decide what a release does: a pointer that lifts a rounding
/// step (1e-13 points) from where it last moved has not moved, so the release sends nothing
/// more than a release exactly there (docs/physics.md §4, §17).
@Suite("Pointer releases within a rounding step")
struct PointerReleaseToleranceTests {
  typealias C = FakePager.Command
  typealias Z = FakeZoom.Command

  /// A press at 500, moves to 460 and 400 points, and a lift `offset` points from 400.
  static func dragCommands(liftingAt offset: Double) -> [C] {
    let pager = FakePager()
    var drag = PointerDrag(slop: PhysicsConstants.touchSlop)
    _ = drag.press(at: AxisPoint(along: 500, across: 0), time: 0, now: 0, pager: pager)
    _ = drag.move(to: AxisPoint(along: 460, across: 0), time: 0.016, now: 0.016, pager: pager)
    _ = drag.move(to: AxisPoint(along: 400, across: 0), time: 0.032, now: 0.032, pager: pager)
    _ = drag.release(
      at: AxisPoint(along: 400 + offset, across: 0), time: 0.048, now: 0.048, pager: pager)
    return pager.commands
  }

  @Test("a drag lifted a rounding step from its last point neither drags again nor resamples")
  func dragLiftedARoundingStepAwayHasNotMoved() {
    let exact = Self.dragCommands(liftingAt: 0)
    #expect(exact.count == 4, "begin, two drags and the release: \(exact)")
    #expect(Self.dragCommands(liftingAt: 1e-13) == exact)
    #expect(Self.dragCommands(liftingAt: -1e-13) == exact)
  }

  /// A pan from (500, 250) to (460, 250) and (400, 240), lifted `offset` points from there.
  static func panCommands(liftingAt offset: Double) -> [Z] {
    let zoom = FakeZoom()
    var pan = ZoomPan(start: ZoomVector(x: 500, y: 250), time: 0)
    pan.move(to: ZoomVector(x: 460, y: 250), time: 0.016, now: 0.016, zoom: zoom)
    pan.move(to: ZoomVector(x: 400, y: 240), time: 0.032, now: 0.032, zoom: zoom)
    pan.release(
      at: ZoomVector(x: 400 + offset, y: 240 - offset), time: 0.048, now: 0.048, zoom: zoom)
    return zoom.commands
  }

  @Test("a pan lifted a rounding step from its last point neither tracks again nor resamples")
  func panLiftedARoundingStepAwayHasNotMoved() {
    let exact = Self.panCommands(liftingAt: 0)
    #expect(exact.count == 3, "two tracks and the release: \(exact)")
    #expect(Self.panCommands(liftingAt: 1e-13) == exact)
  }
}
