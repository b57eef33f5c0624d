import ScrollPhysics

/// Burst paging on one wheel axis (docs/physics.md §8b): a run of events with gaps under 150 ms
/// pages once, when its sum reaches one unit; the rest of the run is ignored.
package struct WheelBurst {
  private var lastTime: Double?
  private var sum = 0.0
  private var hasPaged = false

  /// Adds `value` (units, positive = advance) at `time` (s, event timestamp).
  /// - Returns: the page step to take: −1, 0 or +1.
  mutating func add(_ value: Double, time: Double) -> Int {
    if let lastTime, time - lastTime < PhysicsConstants.wheelBurstGap {
      sum += value
    } else {
      sum = value
      hasPaged = false
    }
    lastTime = time
    guard !hasPaged, abs(sum) >= 1 else { return 0 }
    hasPaged = true
    return sum > 0 ? 1 : -1
  }

  /// Whether an event at `time` (s) would continue the current burst.
  func continues(at time: Double) -> Bool {
    guard let lastTime else { return false }
    return time - lastTime < PhysicsConstants.wheelBurstGap
  }
}
