import Testing

@testable import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exact float equality must not decide zoom phases: a zoom or an offset a rounding step
/// (1e-12, 1e-13) from a limit or a target is in the phase it is next to, not a different one
/// (docs/physics.md §17).
@Suite("Zoom phases within a rounding step")
struct ZoomPhaseToleranceTests {
  /// 1 device px and 20 px/s at display scale 1, in points.
  static let tolerance = Tolerance(
    distance: PhysicsConstants.settleDistance, velocity: PhysicsConstants.settleVelocity)
  /// k = −ln 0.135 ≈ 2.0 per second.
  static let decay = -log(PhysicsConstants.frictionDrag)

  @Test("a spring asked for from a rounding step off its target, standing still, is at rest")
  func springFromARoundingStepIsAtRest() {
    let motion = AxisMotion.spring(
      from: 1e-13, velocity: 0, to: 0, at: 0, tolerance: Self.tolerance)
    guard case .resting(let value) = motion else {
      Issue.record("a spring of 1e-13 points was started: \(motion)")
      return
    }
    #expect(value == 0)
  }

  @Test("a release a rounding step past the edge, moving inward, coasts instead of springing")
  func releaseARoundingStepOutsideCoastsInward() {
    let motion = AxisMotion.release(
      from: 100 + 1e-13, velocity: -300, within: -100...100, at: 0, tolerance: Self.tolerance)
    // Friction takes it 300 / k ≈ 150 points in; a spring back to the edge would end on it.
    #expect(abs(motion.target - (100 - 300 / Self.decay)) < 1e-9)
  }

  @Test("a release a rounding step past the edge, standing still, rests on the edge")
  func releaseARoundingStepOutsideAtRestRestsOnTheEdge() {
    let motion = AxisMotion.release(
      from: -100 - 1e-13, velocity: 0, within: -100...100, at: 0, tolerance: Self.tolerance)
    guard case .resting(let value) = motion else {
      Issue.record("a spring back of 1e-13 points was started: \(motion)")
      return
    }
    #expect(value == -100)
  }

  @Test("a release moving a rounding step's speed is at rest")
  func releaseAtARoundingStepsSpeedIsAtRest() {
    let motion = AxisMotion.release(
      from: 30, velocity: 1e-13, within: -100...100, at: 0, tolerance: Self.tolerance)
    guard case .resting(let value) = motion else {
      Issue.record("friction at 1e-13 points/s was started: \(motion)")
      return
    }
    #expect(value == 30)
  }

  /// A friction that would end 1e-12 past the edge used to bounce there: it reaches the edge
  /// only after ln(1e-12·k/v0)/k ≈ 16 s, so the motion kept moving long after the friction
  /// settled (and a pass of exactly 0 gave a NaN crossing).
  @Test("a fling that ends a rounding step past the edge settles with its friction")
  func flingEndingARoundingStepPastTheEdgeSettles() {
    let velocity = (100 + 1e-12) * Self.decay
    let motion = AxisMotion.release(
      from: 0, velocity: velocity, within: -100...100, at: 0, tolerance: Self.tolerance)
    let friction = FrictionSimulation(
      from: 0, velocity: velocity, startTime: 0, tolerance: Self.tolerance)
    #expect(friction.finalPosition > 100, "the friction alone passes the edge")
    #expect(motion.isDone(at: friction.settleTime))
    #expect(abs(motion.position(at: friction.settleTime) - 100) < 1e-9)
  }

  /// A picture twice as wide as the view at the fit (a fill), so the offset has room to coast
  /// at every zoom: ±500 points at the fit.
  static let wide = ZoomGeometry(
    viewport: ZoomVector(x: 1000, y: 500), fitted: ZoomVector(x: 2000, y: 500), maximumZoom: 8)

  /// A pinch that ends a rounding step past a zoom limit (1 − 1e-12 back at the fit, 8 + 8e-12
  /// at the deepest) used to count as past it: the zoom sprang back about the fingers and the
  /// fling's offset sprang with it, to where it was, instead of coasting.
  @Test(
    "a pinch back to a limit, a rounding step past it, is at the limit: a fling coasts",
    arguments: [(from: 1.0, scale: 1 - 1e-12), (from: 8.0, scale: 1 + 1e-12)])
  func pinchEndingARoundingStepPastALimitCoasts(from zoom: Double, scale: Double) {
    var state = ZoomState(geometry: Self.wide, displayScale: 1)
    state.animate(toZoom: zoom, about: .zero, at: 0)
    state.beginGesture(at: 10)
    state.track(scale: scale, from: .zero, to: .zero)
    #expect(state.zoom(at: 10) != zoom, "the pinch leaves a rounding step")
    state.endGesture(velocity: ZoomVector(x: -400, y: 0), focus: .zero, at: 10)
    #expect(state.zoom(at: 10) == zoom)
    #expect(abs(state.offset(at: 20).x - -400 / Self.decay) < 1e-9)
    #expect(!state.isMoving(at: 20))
  }
}
