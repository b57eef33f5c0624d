import Testing

@testable import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spring start: positions in pages, velocities in pages/s, times in s.
struct SpringStart: CustomTestStringConvertible, Sendable {
  let name: String
  let position: Double
  let velocity: Double
  let target: Double
  let startTime: Double

  var testDescription: String { name }
}

/// A tolerance far below anything these tests sample, so the closed form is compared unsnapped.
private let unsnapped = Tolerance(distance: 1e-13, velocity: 1e-13)

private let ω0 = PhysicsConstants.springOmega

@Suite("SpringSimulation")
struct SpringSimulationTests {
  static let starts: [SpringStart] = [
    SpringStart(name: "from rest, one page", position: 0, velocity: 0, target: 1, startTime: 0),
    SpringStart(name: "moving away", position: 0.3, velocity: 2, target: 0, startTime: 3),
    SpringStart(name: "slowly toward", position: 0.4, velocity: -3, target: 0, startTime: 0),
    SpringStart(name: "guard, exponential", position: 0.2, velocity: -6, target: 0, startTime: 1),
    SpringStart(name: "guard, capped", position: 0.05, velocity: -6, target: 0, startTime: 0),
    SpringStart(name: "on target, moving", position: 1, velocity: 3, target: 1, startTime: 0),
    SpringStart(name: "backward fling", position: 2.7, velocity: -1.5, target: 2, startTime: 12.5),
  ]

  @Test("closed form matches RK4 (dt = 1e-5) within 1e-6", arguments: starts)
  func closedFormMatchesRungeKutta(start: SpringStart) {
    let spring = SpringSimulation(
      from: start.position, velocity: start.velocity, to: start.target,
      startTime: start.startTime, tolerance: unsnapped)
    var worstPosition = 0.0
    var worstVelocity = 0.0
    integrateSpring(
      omega: spring.omega, displacement: start.position - start.target, velocity: start.velocity,
      step: 1e-5, until: 0.8
    ) { t, x, v in
      // Compare every millisecond: enough to catch a wrong term, cheap in debug builds.
      let milliseconds = t * 1000
      guard abs(milliseconds - milliseconds.rounded()) < 1e-6 else { return }
      let time = start.startTime + t
      worstPosition = max(worstPosition, abs(spring.position(at: time) - (start.target + x)))
      worstVelocity = max(worstVelocity, abs(spring.velocity(at: time) - v))
    }
    #expect(worstPosition < 1e-6)
    #expect(worstVelocity < 1e-6)
  }

  /// (displacement, velocity, expected ω) — §7: ω = min(|v0|/|d0|, 3·ω0) when heading to the target
  /// faster than ω0·|d0|, else ω0.
  static let guardCases: [(String, Double, Double, Double)] = [
    ("at rest", 1, 0, ω0),
    ("moving away", 0.3, 2, ω0),
    ("toward, slower than ω0·d0", 0.4, -3, ω0),
    ("toward, faster: |v0|/|d0|", 0.2, -6, 30),
    ("toward, much faster: capped", 0.05, -6, 3 * ω0),
    ("no displacement", 0, 5, ω0),
    ("negative side, toward", -0.25, 5, 20),
  ]

  @Test("overshoot guard picks ω as §7", arguments: guardCases)
  func overshootGuardOmega(name: String, displacement: Double, velocity: Double, expected: Double) {
    let spring = SpringSimulation(
      from: displacement, velocity: velocity, to: 0, startTime: 0, tolerance: unsnapped)
    #expect(abs(spring.omega - expected) < 1e-9, "\(name)")
  }

  /// Starts where the guard (or plain critical damping) forbids overshoot: in lp, 1 lp / 20 lp/s.
  static let noOvershootStarts: [SpringStart] = [
    SpringStart(
      name: "§7 example 200 lp at 6000 lp/s", position: 200, velocity: -6000,
      target: 0, startTime: 0),
    SpringStart(name: "just over ω0", position: -500, velocity: 8000, target: 0, startTime: 0),
    SpringStart(name: "from rest", position: 960, velocity: 0, target: 0, startTime: 0),
    SpringStart(name: "moving away", position: 100, velocity: 3000, target: 0, startTime: 0),
  ]

  @Test("no overshoot when the guard applies", arguments: noOvershootStarts)
  func noOvershoot(start: SpringStart) {
    let spring = SpringSimulation(
      from: start.position, velocity: start.velocity, to: start.target, startTime: 0,
      tolerance: Tolerance(distance: 1, velocity: 20))
    let side = start.position - start.target > 0 ? 1.0 : -1.0
    for millisecond in 0...2000 {
      let time = Double(millisecond) / 1000
      #expect((spring.position(at: time) - start.target) * side >= 0, "t = \(time)")
    }
    #expect(spring.isDone(at: 2))
  }

  @Test("without the guard the §7 example would overshoot by about 22 lp")
  func unguardedExampleOvershoots() {
    // The same start as the guarded case, with ω forced to ω0 by evaluating the §7 equations.
    let d0 = 200.0
    let v0 = -6000.0
    let c2 = v0 + ω0 * d0
    let peak = 1 / ω0 - d0 / c2
    let overshoot = -(d0 + c2 * peak) * exp(-ω0 * peak)
    #expect(overshoot > 21 && overshoot < 23)
  }

  @Test("from rest, 960 px, response 0.40 s: settles in 0.59 s within 5 %")
  func settleTimeMatchesTable() {
    // Expected value: the last time RK4 (dt = 1e-5) is outside 1 px or 20 px/s of a one-page move
    // of a 960 px page; the closed form gives 0.585 s (distance-bound; velocity is ~14 px/s).
    let pageLength = 960.0
    let tolerance = Tolerance.pages(pageLength: pageLength)
    var lastOutside = 0.0
    integrateSpring(omega: ω0, displacement: -1, velocity: 0, step: 1e-5, until: 1.2) { t, x, v in
      if abs(x) >= tolerance.distance || abs(v) >= tolerance.velocity { lastOutside = t }
    }
    let spring = SpringSimulation(
      from: 4, velocity: 0, to: 5, startTime: 100, tolerance: tolerance)
    let settle = spring.settleTime - 100
    #expect(abs(lastOutside - 0.59) < 0.01)
    #expect(abs(settle - lastOutside) <= 0.05 * lastOutside)
    #expect(!spring.isDone(at: 100 + lastOutside - 0.001))
    #expect(spring.isDone(at: 100 + lastOutside + 0.001))
  }

  @Test("settled: position is exactly the whole target page, velocity exactly 0", arguments: starts)
  func settledStateIsExact(start: SpringStart) {
    let target = start.target.rounded()
    let spring = SpringSimulation(
      from: start.position, velocity: start.velocity, to: target, startTime: start.startTime,
      tolerance: .pages(pageLength: 1920))
    var wasDone = false
    for millisecond in 0...3000 {
      let time = start.startTime + Double(millisecond) / 1000
      let done = spring.isDone(at: time)
      #expect(!wasDone || done, "isDone flickered at t = \(time)")
      if done {
        #expect(spring.position(at: time) == target)
        #expect(spring.velocity(at: time) == 0)
      }
      wasDone = done
    }
    #expect(wasDone)
    #expect(spring.position(at: spring.settleTime) == target)
  }

  @Test("before its start time a spring is at its start and not done")
  func beforeStart() {
    let spring = SpringSimulation(
      from: 0.25, velocity: 1.5, to: 1, startTime: 10, tolerance: .pages(pageLength: 1000))
    #expect(spring.position(at: 9) == 0.25)
    #expect(spring.position(at: 10) == 0.25)
    #expect(spring.velocity(at: 9) == 1.5)
    #expect(!spring.isDone(at: 9))
  }

  @Test("already settled at the start: done at once, exactly on target")
  func settledAtStart() {
    let spring = SpringSimulation(
      from: 3.0002, velocity: 0, to: 3, startTime: 2, tolerance: .pages(pageLength: 1000))
    #expect(spring.settleTime == 2)
    #expect(spring.isDone(at: 2))
    #expect(spring.position(at: 2) == 3)
    #expect(!spring.isDone(at: 1.999))
  }

  @Test("retargeting keeps position and velocity continuous", arguments: [0.05, 0.12, 0.3])
  func retargetIsContinuous(at switchTime: Double) {
    let tolerance = Tolerance.pages(pageLength: 1000)
    let first = SpringSimulation(from: 0, velocity: 2, to: 1, startTime: 0, tolerance: tolerance)
    let second = first.retargeted(to: 2, at: switchTime)
    #expect(second.target == 2)
    #expect(second.startTime == switchTime)
    #expect(second.position(at: switchTime) == first.position(at: switchTime))
    #expect(second.velocity(at: switchTime) == first.velocity(at: switchTime))
    // One microsecond later both still agree to first order.
    let later = switchTime + 1e-6
    #expect(abs(second.position(at: later) - first.position(at: later)) < 1e-8)
    #expect(abs(second.velocity(at: later) - first.velocity(at: later)) < 1e-3)
    #expect(second.position(at: 5) == 2)
  }

  @Test("§11 tolerance in page units")
  func pageTolerance() {
    #expect(Tolerance.pages(pageLength: 1000) == Tolerance(distance: 0.001, velocity: 0.02))
  }
}
