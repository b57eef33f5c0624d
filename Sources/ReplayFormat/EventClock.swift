/// SDL event timestamps unwrapped into one time line that never goes back, in s.
///
/// SDL2 stamps input with `SDL_GetTicks()`: milliseconds in a `UInt32`, which wraps to 0 after
/// 2³² ms (49.7 days), a span a kiosk reaches. Gestures compare stamps (velocity, docs/physics.md
/// §4; burst gaps, §8b), so across the wrap a raw difference would be −49.7 days. Each stamp
/// therefore advances the time line by its wrapping difference from the previous one; the
/// loop's `now` tells how many whole wraps a long pause hid; and a stamp older than the previous
/// one (out of order) leaves the time where it is. The first stamp is taken as it is.
package struct EventClock {
  /// One turn of SDL's millisecond counter.
  static let period = 4_294_967_296.0
  /// The newest stamp seen, in SDL ms, and the loop time it came at, in s.
  private var last: (stamp: UInt32, now: Double)?
  /// The unwrapped time of the newest stamp, in ms.
  private var milliseconds = 0.0

  package init() {}

  /// The unwrapped time of `stamp` (SDL ms), handled at loop time `now` (s), in s.
  package mutating func seconds(for stamp: UInt32, now: Double) -> Double {
    guard let last else {
      self.last = (stamp, now)
      milliseconds = Double(stamp)
      return milliseconds / 1000
    }
    let forward = Double(stamp &- last.stamp)  // 0 ..< 2³², the wrap taken as forward
    let expected = (now - last.now) * 1000
    let elapsed = forward + ((expected - forward) / Self.period).rounded() * Self.period
    if elapsed >= 0 {
      milliseconds += elapsed
      self.last = (stamp, now)
    }
    return milliseconds / 1000
  }
}
