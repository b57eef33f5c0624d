import Testing

@testable import ScrollPhysics

/// A release: position in pages, velocity in lp/s (positive advances), total drag in lp.
struct Release: CustomTestStringConvertible, Sendable {
  let name: String
  let position: Double
  let speed: Double
  let drag: Double
  let expected: Double

  var testDescription: String { name }
}

private let pageLength = 1000.0

@Suite("PageTargetRule")
struct PageTargetRuleTests {
  static let touchReleases: [Release] = [
    Release(name: "slow release at 49 % stays", position: 0.49, speed: 100, drag: 490, expected: 0),
    Release(
      name: "slow release at 51 % commits", position: 0.51, speed: 100, drag: 510,
      expected: 1),
    Release(name: "slow 30 % drag returns", position: 0.3, speed: 0, drag: 300, expected: 0),
    Release(name: "60 % drag commits", position: 0.6, speed: 0, drag: 600, expected: 1),
    Release(name: "flick at 10 % commits", position: 0.1, speed: 800, drag: 100, expected: 1),
    Release(
      name: "counter-flick after 70 % returns", position: 0.7, speed: -1500, drag: 700,
      expected: 0),
    Release(
      name: "backward counter-flick returns", position: 2.3, speed: 1500, drag: -700,
      expected: 3),
    Release(name: "backward flick at 10 %", position: 4.9, speed: -800, drag: -100, expected: 4),
    Release(
      name: "fast but under 24 lp: slow rule", position: 0.02, speed: 3000, drag: 20,
      expected: 0),
    Release(name: "399 lp/s is not a fling", position: 0.3, speed: 399, drag: 300, expected: 0),
    Release(
      name: "long drag already crossed a page", position: 1.2, speed: 100, drag: 1200,
      expected: 1),
    Release(
      name: "negative positions, flick back", position: -0.3, speed: -900, drag: -300,
      expected: -1),
    Release(name: "negative positions, slow", position: -0.3, speed: 0, drag: -300, expected: 0),
  ]

  @Test("touch and mouse targets", arguments: touchReleases)
  func touchTarget(release: Release) {
    let target = PageTargetRule.touch.targetPage(
      position: release.position, velocity: release.speed / pageLength,
      dragDistance: release.drag, pageLength: pageLength)
    #expect(target == release.expected)
  }

  /// Trackpad: position in pages, velocity in pages/s, no distance test.
  static let trackpadReleases: [(String, Double, Double, Double)] = [
    ("1.2 pages/s after a tiny swipe", 0.02, 1.2, 1),
    ("0.9 pages/s is not a fling", 0.3, 0.9, 0),
    ("backward 1.0 page/s", 3.8, -1.0, 3),
  ]

  @Test("trackpad targets", arguments: trackpadReleases)
  func trackpadTarget(name: String, position: Double, velocity: Double, expected: Double) {
    let target = PageTargetRule.trackpad.targetPage(
      position: position, velocity: velocity, dragDistance: 1, pageLength: pageLength)
    #expect(target == expected, "\(name)")
  }

  @Test("defaults are §6 / §12")
  func defaults() {
    #expect(PageTargetRule.touch.fling == .points(speed: 400, distance: 24))
    #expect(PageTargetRule.trackpad.fling == .pages(speed: 1.0))
    #expect(PageTargetRule.touch.commitFraction == 0.5)
  }

  @Test(
    "release velocities from 400 to 20,000 lp/s never move more than one page",
    arguments: [400.0, 1000, 4000, 8000, 12_000, 20_000], [0.0, 0.05, 0.5, 0.95, 2.3])
  func atMostOnePage(speed: Double, start: Double) {
    for direction in [1.0, -1.0] {
      // A 150 ms drag at this speed ending at `start`, through the tracker (which clamps).
      var tracker = VelocityTracker()
      let dragLp = direction * speed * 0.150
      for ms in stride(from: 0, through: 150, by: 8) {
        let lp = start * pageLength - dragLp + direction * speed * Double(ms) / 1000
        tracker.addSample(time: sdlSeconds(ms), position: lp)
      }
      tracker.addSample(time: 0.150, position: start * pageLength)
      let velocity = tracker.releaseVelocity(at: 0.150) / pageLength
      let target = PageTargetRule.touch.targetPage(
        position: start, velocity: velocity, dragDistance: dragLp, pageLength: pageLength)
      let base = start.rounded(.down)
      #expect(target == base || target == base + 1)
      // At exactly 400 lp/s the estimate may fall a hair short of a fling; above it, the direction
      // of the release decides.
      if speed > PhysicsConstants.minimumFlingSpeed {
        #expect(target == base + (direction > 0 ? 1 : 0))
      }
      let spring = SpringSimulation(
        from: start, velocity: velocity, to: target, startTime: 0.150,
        tolerance: .pages(pageLength: pageLength))
      var farthest = 0.0
      for ms in 150...2150 {
        farthest = max(farthest, abs(spring.position(at: sdlSeconds(ms)) - start))
      }
      #expect(farthest <= 1 + 1e-12)
      #expect(spring.position(at: 2.150) == target)
    }
  }
}
