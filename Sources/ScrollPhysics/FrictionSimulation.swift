#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exponential decay of velocity, for projections and free scrolling (Flutter FrictionSimulation).
///
/// With `k = −ln(drag)` (1/s):
/// ```
/// v(t) = v0·drag^t = v0·e^{−kt}
/// p(t) = p0 + v0·(1 − e^{−kt}) / k        → finalPosition = p0 + v0 / k
/// ```
/// It is done once `|v| < tolerance.velocity` **and** the remaining travel `|v| / k` is within
/// `tolerance.distance`, so the final snap to ``finalPosition`` is invisible. (Flutter checks only
/// the velocity and can jump several pixels.)
public struct FrictionSimulation: Simulation {
  /// Where the motion starts, in the simulation's units.
  public let start: Double
  /// The velocity at ``startTime``, in units per second.
  public let initialVelocity: Double
  /// When the motion starts, in s (absolute).
  public let startTime: Double
  /// Fraction of the velocity left after one second, in (0, 1).
  public let drag: Double
  /// The settle tolerance, in the simulation's units.
  public let tolerance: Tolerance
  /// When the motion settles, in s (absolute); `.infinity` when the tolerance is not positive.
  public let settleTime: Double

  /// The decay rate k = −ln(drag), in 1/s.
  private let decay: Double

  /// Friction from `position` at `velocity` (units/s), starting at `startTime` (s).
  /// - Parameter drag: the fraction of velocity left after one second, in (0, 1).
  public init(
    from position: Double, velocity: Double, startTime: Double,
    drag: Double = PhysicsConstants.frictionDrag, tolerance: Tolerance
  ) {
    precondition(drag > 0 && drag < 1, "friction drag must be in (0, 1)")
    start = position
    initialVelocity = velocity
    self.startTime = startTime
    self.drag = drag
    self.tolerance = tolerance
    let decay = -log(drag)
    self.decay = decay
    let stopSpeed = min(tolerance.velocity, tolerance.distance * decay)
    if stopSpeed <= 0 {
      settleTime = .infinity
    } else if abs(velocity) < stopSpeed {
      settleTime = startTime
    } else {
      settleTime = startTime + log(abs(velocity) / stopSpeed) / decay
    }
  }

  /// Where the motion comes to rest: `p0 + v0 / k` (== ``target``).
  public var finalPosition: Double { start + initialVelocity / decay }

  /// Same as ``finalPosition``.
  public var target: Double { finalPosition }

  public func position(at time: Double) -> Double {
    if isDone(at: time) { return finalPosition }
    if time <= startTime { return start }
    return start + initialVelocity * (1 - exp(-decay * (time - startTime))) / decay
  }

  public func velocity(at time: Double) -> Double {
    if isDone(at: time) { return 0 }
    if time <= startTime { return initialVelocity }
    return initialVelocity * exp(-decay * (time - startTime))
  }

  /// True from ``settleTime`` on; always false before ``startTime``.
  public func isDone(at time: Double) -> Bool {
    time >= startTime && time >= settleTime
  }
}
