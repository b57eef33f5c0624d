import InfinitePager
import TestSupport
import Testing

@testable import Gestures

/// A million random input events through the real gestures and the real pager.
///
/// On a virtual clock, after every event the position is finite and bounded, the index within 0..<N, the live
/// pages within their bound and none live twice; once input stops, the carousel rests exactly on
/// a page within 1 s of simulated time. A failure prints its seed and the shortest sequence of
/// steps that still fails.
@Suite("Gestures and pager under random input", .serialized)
struct GesturePropertyTests {
  /// Runs of `stepsPerRun` steps; 100 × 10,000 = a million events (`CAROUSEL_PROPERTY_RUNS`
  /// asks for more, for long runs outside `scripts/test`).
  static let runs = Environment.value("CAROUSEL_PROPERTY_RUNS").flatMap { Int($0) } ?? 100
  static let stepsPerRun = 10_000

  /// What went wrong in a run, or nil.
  static func failure(seed: UInt64, steps: [PropertyStep]) -> String? {
    var random = SeededGenerator(seed: seed ^ 0x5EED)
    let count = Int.random(in: 0...6, using: &random)
    let nearWrap = Bool.random(using: &random)
    let base = nearWrap ? UInt32.max - UInt32.random(in: 0...60_000, using: &random) : 0
    let world = PropertyWorld(
      count: count, stampBase: base,
      orientation: Bool.random(using: &random) ? .horizontal : .vertical,
      wraps: Int.random(in: 0..<4, using: &random) > 0)
    let violationsBefore = CountingPage.violations.count
    for (index, step) in steps.enumerated() {
      world.play(step)
      if let broken = world.brokenInvariant() { return "after step \(index) (\(step)): \(broken)" }
    }
    guard CountingPage.violations.count == violationsBefore else {
      return "a page was configured without being prepared for reuse"
    }
    world.stopInput()
    for _ in 0..<60 where !world.isSettled { world.frame(after: 1.0 / 60) }
    guard world.isSettled else {
      return "not at rest on a page 1 s after input stopped (position \(world.pager.pagePosition))"
    }
    return nil
  }

  static func steps(seed: UInt64) -> [PropertyStep] {
    var generator = PropertyStepGenerator(seed: seed)
    return (0..<stepsPerRun).map { _ in generator.next() }
  }

  @Test func aMillionRandomEvents() {
    for seed in 0..<UInt64(Self.runs) {
      let steps = Self.steps(seed: seed)
      guard let problem = Self.failure(seed: seed, steps: steps) else { continue }
      let shortest = Shrinker.shrink(steps) { Self.failure(seed: seed, steps: $0) != nil }
      let replay = shortest.map { "  \($0)" }.joined(separator: "\n")
      Issue.record(
        """
        seed \(seed): \(problem)
        shortest failing sequence (\(shortest.count) steps):
        \(replay)
        """)
      return
    }
  }

  @Test("the shrinker finds the one step that matters")
  func shrinkerFindsTheCause() {
    let steps = Array(0..<1_000)
    #expect(Shrinker.shrink(steps) { $0.contains(613) } == [613])
    #expect(Shrinker.shrink(steps) { $0.contains(3) && $0.contains(900) } == [3, 900])
  }
}
