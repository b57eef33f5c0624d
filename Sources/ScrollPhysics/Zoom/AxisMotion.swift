#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One coordinate of a zoomed picture (its zoom, or its offset along x or y) as a closed-form
/// function of time: at rest, on a spring, or coasting with friction and bouncing off a limit
/// (docs/physics.md §17).
package enum AxisMotion: Sendable {
  /// Still, at this value.
  case resting(Double)
  /// A spring or friction, evaluated at any time.
  case moving(any Simulation)
  /// Friction until `crossing` (s), where it reaches a limit; then `spring`, which starts there
  /// with the friction's velocity and comes back to the limit (iOS's bounce).
  case bouncing(FrictionSimulation, crossing: Double, spring: SpringSimulation)

  /// The value at `time` (s).
  package func position(at time: Double) -> Double {
    switch self {
    case .resting(let value): value
    case .moving(let simulation): simulation.position(at: time)
    case .bouncing(let friction, let crossing, let spring):
      time < crossing ? friction.position(at: time) : spring.position(at: time)
    }
  }

  /// The velocity at `time` (s), in units per second.
  package func velocity(at time: Double) -> Double {
    switch self {
    case .resting: 0
    case .moving(let simulation): simulation.velocity(at: time)
    case .bouncing(let friction, let crossing, let spring):
      time < crossing ? friction.velocity(at: time) : spring.velocity(at: time)
    }
  }

  /// Whether it has come to rest by `time` (s); once true, true for every later time.
  package func isDone(at time: Double) -> Bool {
    switch self {
    case .resting: true
    case .moving(let simulation): simulation.isDone(at: time)
    case .bouncing(_, _, let spring): spring.isDone(at: time)
    }
  }

  /// Where it comes to rest.
  package var target: Double {
    switch self {
    case .resting(let value): value
    case .moving(let simulation): simulation.target
    case .bouncing(_, _, let spring): spring.target
    }
  }

  /// A spring from `position` at `velocity` (units/s) to `target`, from `time` (s); at rest on
  /// `target` when it is there already, within `tolerance` and slower than it (a spring from
  /// there would be settled at once).
  package static func spring(
    from position: Double, velocity: Double, to target: Double, at time: Double,
    tolerance: Tolerance
  ) -> AxisMotion {
    guard tolerance.isOutside(position, of: target) || abs(velocity) > tolerance.velocity else {
      return .resting(target)
    }
    return .moving(
      SpringSimulation(
        from: position, velocity: velocity, to: target, startTime: time, tolerance: tolerance))
  }

  /// A release at `position` with `velocity` (units/s) at `time` (s), inside or outside
  /// `limits`: outside, a spring back to the nearest limit; inside, friction, which bounces off
  /// a limit it would pass.
  ///
  /// Within `tolerance.distance` of a limit counts as on it, both for where the release starts
  /// and for where the friction ends: a rounding step past an edge neither springs back nor
  /// schedules a bounce (which a friction ending just past the edge reaches only after many
  /// seconds). A release too slow to carry the position `tolerance.distance` is at rest.
  package static func release(
    from position: Double, velocity: Double, within limits: ClosedRange<Double>, at time: Double,
    tolerance: Tolerance
  ) -> AxisMotion {
    let nearest = min(max(position, limits.lowerBound), limits.upperBound)
    guard !tolerance.isOutside(position, of: nearest) else {
      return spring(from: position, velocity: velocity, to: nearest, at: time, tolerance: tolerance)
    }
    let friction = FrictionSimulation(
      from: position, velocity: velocity, startTime: time, tolerance: tolerance)
    let end = friction.finalPosition
    guard tolerance.isOutside(end, of: position) else { return .resting(nearest) }
    let passesUpper = tolerance.isOutside(end, of: limits.upperBound) && end > limits.upperBound
    let passesLower = tolerance.isOutside(end, of: limits.lowerBound) && end < limits.lowerBound
    guard passesUpper || passesLower else { return .moving(friction) }
    let limit = passesUpper ? limits.upperBound : limits.lowerBound
    // p(t) = p0 + v0·(1 − e^{−kt})/k reaches the limit when e^{−kt} = 1 − (limit − p0)·k/v0.
    let decay = -log(friction.drag)
    let left = 1 - (limit - position) * decay / velocity
    let crossing = time - log(left) / decay
    let bounce = SpringSimulation(
      from: limit, velocity: friction.velocity(at: crossing), to: limit, startTime: crossing,
      tolerance: tolerance)
    return .bouncing(friction, crossing: crossing, spring: bounce)
  }
}
