import Testing

@testable import ScrollPhysics

@Suite("EasingCurve and TweenSimulation")
struct TweenSimulationTests {
  /// (curve, progress, expected value) from the §10 and §7 formulas.
  static let values: [(EasingCurve, Double, Double)] = [
    (.linear, 0.3, 0.3),
    (.easeInOutCubic, 0, 0),
    (.easeInOutCubic, 0.25, 0.0625),
    (.easeInOutCubic, 0.5, 0.5),
    (.easeInOutCubic, 0.75, 0.9375),
    (.easeInOutCubic, 1, 1),
    (.easeOutCubic, 0, 0),
    (.easeOutCubic, 0.5, 0.875),
    (.easeOutCubic, 1, 1),
    (.easeOutCubic, -0.5, 0),
    (.easeInOutCubic, 1.5, 1),
  ]

  @Test("curve values at explicit progress", arguments: values)
  func curveValues(curve: EasingCurve, progress: Double, expected: Double) {
    #expect(abs(curve.value(at: progress) - expected) < 1e-12)
  }

  @Test(
    "slope is the derivative of value",
    arguments: [EasingCurve.linear, .easeInOutCubic, .easeOutCubic], [0.1, 0.3, 0.49, 0.51, 0.8])
  func slopeMatchesDerivative(curve: EasingCurve, progress: Double) {
    let h = 1e-6
    let numeric = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
    #expect(abs(curve.slope(at: progress) - numeric) < 1e-6)
  }

  @Test("ease-out cubic leaves at slope 3, ease-in-out at 0")
  func startSlopes() {
    #expect(EasingCurve.easeOutCubic.slope(at: 0) == 3)
    #expect(EasingCurve.easeInOutCubic.slope(at: 0) == 0)
    #expect(EasingCurve.easeInOutCubic.slope(at: 1) == 0)
  }

  @Test("slideshow tween at explicit times")
  func slideshowTween() {
    let tween = TweenSimulation.slideshow(from: 4, to: 5, startTime: 10)
    #expect(tween.duration == 0.6)
    #expect(tween.position(at: 9) == 4)
    #expect(tween.position(at: 10) == 4)
    #expect(abs(tween.position(at: 10.15) - 4.0625) < 1e-12)
    #expect(abs(tween.position(at: 10.3) - 4.5) < 1e-12)
    #expect(abs(tween.velocity(at: 10.3) - 5) < 1e-9)  // Δ·3/0.6 pages/s
    #expect(!tween.isDone(at: 10.599))
    #expect(tween.isDone(at: 10.6))
    #expect(tween.position(at: 10.6) == 5)
    #expect(tween.velocity(at: 10.6) == 0)
    #expect(tween.position(at: 20) == 5)
  }

  /// (distance, velocity, expected seconds): clamp(3·|Δ|/|v0|, 0.1, 0.4).
  static let durations: [(Double, Double, Double)] = [
    (1, 10, 0.3),
    (-1, 10, 0.3),
    (1, 30, 0.1),
    (0.2, 100, 0.1),
    (0.5, 1, 0.4),
    (0.5, 0, 0.4),
    (0, 0, 0.4),
    (0, 2, 0.1),
  ]

  @Test("reduced-motion duration follows WebKitGTK", arguments: durations)
  func reducedMotionDuration(distance: Double, velocity: Double, expected: Double) {
    let duration = TweenSimulation.reducedMotionDuration(distance: distance, velocity: velocity)
    #expect(abs(duration - expected) < 1e-12)
  }

  @Test("reduced-motion tween leaves at the release speed when unclamped")
  func reducedMotionMatchesVelocity() {
    let tween = TweenSimulation.reducedMotion(from: 0.6, velocity: 4, to: 1, startTime: 2)
    #expect(tween.curve == .easeOutCubic)
    #expect(abs(tween.duration - 0.3) < 1e-12)
    #expect(abs(tween.velocity(at: 2) - 4) < 1e-9)
    #expect(tween.position(at: 2.3) == 1)
  }

  @Test("a tween interrupted mid-way becomes a spring with the same state")
  func tweenToSpring() {
    let tween = TweenSimulation.slideshow(from: 0, to: 1, startTime: 0)
    let spring = tween.spring(to: 1, at: 0.2, tolerance: .pages(pageLength: 1000))
    #expect(spring.position(at: 0.2) == tween.position(at: 0.2))
    #expect(spring.velocity(at: 0.2) == tween.velocity(at: 0.2))
    #expect(spring.position(at: 2) == 1)
  }

  @Test("zero duration is done at once")
  func zeroDuration() {
    let tween = TweenSimulation(from: 0, to: 2, startTime: 1, duration: 0, curve: .linear)
    #expect(tween.position(at: 0.5) == 0)
    #expect(tween.isDone(at: 1))
    #expect(tween.position(at: 1) == 2)
    #expect(tween.velocity(at: 1) == 0)
  }
}
