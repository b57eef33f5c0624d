#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A critically damped spring toward a target, in closed form, with the overshoot guard of §7.
///
/// With displacement `d0 = start − target`, initial velocity `v0` and angular frequency `ω`:
/// ```
/// c2   = v0 + ω·d0
/// p(t) = target + (d0 + c2·t)·e^{−ωt}
/// v(t) = (v0 − ω·c2·t)·e^{−ωt}
/// ```
/// `ω` is `ω0 = 2π / response`, unless the motion already heads for the target faster than `ω0`
/// would (the overshoot guard): if `v0·d0 < 0` and `|v0| > ω0·|d0|`, then
/// `ω = min(|v0| / |d0|, overshootOmegaCap·ω0)`, which makes the motion the pure exponential
/// `d0·e^{−ωt}` (continuous velocity, no overshoot) unless the cap applies.
///
/// The settle time is computed once, at initialisation, as the last time the motion is outside
/// `tolerance`; ``isDone(at:)`` is true from then on, so it never flickers.
public struct SpringSimulation: Simulation {
  /// Where the spring starts, in the simulation's units (pages for the pager).
  public let start: Double
  /// The velocity at ``startTime``, in units per second.
  public let initialVelocity: Double
  /// Where the spring comes to rest.
  public let target: Double
  /// When the spring starts, in s (absolute, the caller's clock).
  public let startTime: Double
  /// The spring's undamped period, in s; ω0 = 2π / response.
  public let response: Double
  /// The settle tolerance, in the simulation's units.
  public let tolerance: Tolerance
  /// The angular frequency chosen (ω0, or the overshoot-guard ω), in rad/s.
  public let omega: Double
  /// When the spring settles, in s (absolute): ``isDone(at:)`` is true from this time on.
  ///
  /// `.infinity` when the tolerance is not positive.
  public let settleTime: Double

  /// The coefficient `c2 = v0 + ω·d0`, in units per second.
  private let c2: Double

  /// A spring from `position` moving at `velocity` (units/s) toward `target`, starting at
  /// `startTime` (s).
  /// - Parameters:
  ///   - response: the undamped period in s (> 0); ω0 = 2π / response.
  ///   - tolerance: when the motion counts as settled, in the simulation's units.
  public init(
    from position: Double, velocity: Double, to target: Double, startTime: Double,
    response: Double = PhysicsConstants.springResponse, tolerance: Tolerance
  ) {
    precondition(response > 0, "a spring needs a positive response")
    start = position
    initialVelocity = velocity
    self.target = target
    self.startTime = startTime
    self.response = response
    self.tolerance = tolerance
    let d0 = position - target
    let omega = Self.guardedOmega(
      displacement: d0, velocity: velocity, naturalOmega: 2 * Double.pi / response)
    self.omega = omega
    c2 = velocity + omega * d0
    settleTime =
      startTime
      + Self.settleDuration(
        displacement: d0, velocity: velocity, omega: omega, tolerance: tolerance)
  }

  /// The overshoot guard of docs/physics.md §7, kept exactly as written there.
  /// - Returns: ω in rad/s.
  static func guardedOmega(displacement d0: Double, velocity v0: Double, naturalOmega ω0: Double)
    -> Double
  {
    guard v0 * d0 < 0, abs(v0) > ω0 * abs(d0) else { return ω0 }
    return min(abs(v0) / abs(d0), PhysicsConstants.overshootOmegaCap * ω0)
  }

  /// The displacement from the target at `time`, unsnapped (s → units).
  private func displacement(at time: Double) -> Double {
    let t = time - startTime
    return (start - target + c2 * t) * exp(-omega * t)
  }

  public func position(at time: Double) -> Double {
    if isDone(at: time) { return target }
    if time <= startTime { return start }
    return target + displacement(at: time)
  }

  public func velocity(at time: Double) -> Double {
    if isDone(at: time) { return 0 }
    if time <= startTime { return initialVelocity }
    let t = time - startTime
    return (initialVelocity - omega * c2 * t) * exp(-omega * t)
  }

  /// True from ``settleTime`` on; always false before ``startTime``.
  public func isDone(at time: Double) -> Bool {
    time >= startTime && time >= settleTime
  }

  /// A new spring from this one's position and velocity at `time` toward `newTarget`.
  ///
  /// Position and velocity are continuous across the switch; the response and tolerance carry over.
  public func retargeted(to newTarget: Double, at time: Double) -> SpringSimulation {
    spring(to: newTarget, at: time, response: response, tolerance: tolerance)
  }
}
