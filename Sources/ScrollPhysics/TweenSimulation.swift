/// A fixed-duration motion along an easing curve.
///
/// `p(t) = start + Δ·curve((t − startTime) / duration)`. Used for slideshow transitions (§10,
/// easeInOutCubic over ``PhysicsConstants/slideshowTransition``) and as the reduced-motion
/// alternative to the snap spring (§7, easeOutCubic with
/// ``reducedMotionDuration(distance:velocity:)``). Done exactly at ``endTime``.
public struct TweenSimulation: Simulation {
  /// Where the tween starts, in the simulation's units.
  public let start: Double
  /// Where the tween ends.
  public let target: Double
  /// When the tween starts, in s (absolute).
  public let startTime: Double
  /// How long the tween runs, in s (≥ 0).
  public let duration: Double
  /// The easing curve.
  public let curve: EasingCurve
  /// When the tween ends, in s (absolute): `startTime + duration`.
  public let endTime: Double

  /// A tween from `start` to `target` over `duration` s (negative counts as 0) from `startTime` s.
  public init(
    from start: Double, to target: Double, startTime: Double, duration: Double,
    curve: EasingCurve
  ) {
    self.start = start
    self.target = target
    self.startTime = startTime
    self.duration = max(duration, 0)
    self.curve = curve
    endTime = startTime + self.duration
  }

  /// The fraction of the duration elapsed at `time`, clamped to 0...1.
  private func progress(at time: Double) -> Double {
    duration > 0 ? min(max((time - startTime) / duration, 0), 1) : 1
  }

  public func position(at time: Double) -> Double {
    if isDone(at: time) { return target }
    if time <= startTime { return start }
    return start + (target - start) * curve.value(at: progress(at: time))
  }

  /// Δ·curve′(u) / duration, in units per second; the curve's start slope before ``startTime``.
  public func velocity(at time: Double) -> Double {
    if isDone(at: time) || duration <= 0 { return 0 }
    return (target - start) * curve.slope(at: progress(at: time)) / duration
  }

  /// True from ``endTime`` on.
  public func isDone(at time: Double) -> Bool {
    time >= endTime
  }
}

// MARK: - Presets

extension TweenSimulation {
  /// WebKitGTK's snap duration `clamp(3·|Δ| / |v0|, 100, 400) ms`, in s.
  ///
  /// With easeOutCubic (start slope 3) the tween then leaves at the release speed when the clamp
  /// does not apply. `distance` and `velocity` share units (e.g. pages and pages/s); a zero
  /// velocity gives the longest duration.
  public static func reducedMotionDuration(distance: Double, velocity: Double) -> Double {
    let longest = PhysicsConstants.reducedMotionMaximumDuration
    let shortest = PhysicsConstants.reducedMotionMinimumDuration
    let speed = abs(velocity)
    // 3·|Δ| > longest·speed also covers speed = 0 without dividing by zero.
    guard 3 * abs(distance) < longest * speed else { return longest }
    return max(3 * abs(distance) / speed, shortest)
  }

  /// The reduced-motion snap (§7): easeOutCubic from `start` to `target`, starting at `startTime`
  /// (s), lasting ``reducedMotionDuration(distance:velocity:)`` for release speed `velocity`
  /// (units/s).
  public static func reducedMotion(
    from start: Double, velocity: Double, to target: Double, startTime: Double
  ) -> TweenSimulation {
    TweenSimulation(
      from: start, to: target, startTime: startTime,
      duration: reducedMotionDuration(distance: target - start, velocity: velocity),
      curve: .easeOutCubic)
  }

  /// The slideshow transition (§10): easeInOutCubic over `duration` s (default 0.6 s).
  public static func slideshow(
    from start: Double, to target: Double, startTime: Double,
    duration: Double = PhysicsConstants.slideshowTransition
  ) -> TweenSimulation {
    TweenSimulation(
      from: start, to: target, startTime: startTime, duration: duration, curve: .easeInOutCubic)
  }
}
