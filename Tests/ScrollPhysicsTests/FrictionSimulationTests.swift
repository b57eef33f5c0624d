import Testing

@testable import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("FrictionSimulation")
struct FrictionSimulationTests {
  /// k = −ln 0.135 = 2.0025 per second.
  let decay = -log(0.135)

  @Test("position and velocity at explicit times", arguments: [2.0, -3.5])
  func explicitTimes(velocity: Double) {
    let friction = FrictionSimulation(
      from: 1, velocity: velocity, startTime: 5, tolerance: .pages(pageLength: 1000))
    #expect(friction.position(at: 4) == 1)
    #expect(abs(friction.velocity(at: 6) - velocity * 0.135) < 1e-12)
    #expect(abs(friction.position(at: 6) - (1 + velocity * 0.865 / decay)) < 1e-12)
    #expect(abs(friction.finalPosition - (1 + velocity / decay)) < 1e-12)
    #expect(friction.target == friction.finalPosition)
  }

  @Test("settles where the remaining travel is under 1 px, then exactly at rest")
  func settle() {
    let tolerance = Tolerance.pages(pageLength: 1000)
    let friction = FrictionSimulation(
      from: 0, velocity: 2, startTime: 0, tolerance: tolerance)
    // |v| must fall below min(0.02, 0.001·k) = 0.0020025 pages/s: ln(2 / 0.0020025) / k.
    let expected = log(2 / (0.001 * decay)) / decay
    #expect(abs(friction.settleTime - expected) < 1e-9)
    #expect(abs(expected - 3.449) < 0.001)
    let justBefore = friction.settleTime - 1e-6
    #expect(!friction.isDone(at: justBefore))
    // The snap onto finalPosition at settle is at most the 1 px distance tolerance.
    let snap = abs(friction.position(at: justBefore) - friction.finalPosition)
    #expect(snap <= tolerance.distance * 1.000_01)
    #expect(friction.isDone(at: friction.settleTime))
    #expect(friction.position(at: friction.settleTime) == friction.finalPosition)
    #expect(friction.velocity(at: friction.settleTime) == 0)
  }

  @Test("velocity decays monotonically")
  func decays() {
    let friction = FrictionSimulation(
      from: 0, velocity: -5, startTime: 0, tolerance: .pages(pageLength: 1000))
    var previous = 5.0
    for tenth in 1...40 {
      let speed = abs(friction.velocity(at: Double(tenth) / 10))
      #expect(speed < previous)
      previous = speed
    }
  }
}
