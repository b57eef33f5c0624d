/// A one-dimensional motion whose state is a closed-form function of absolute time (seconds).
///
/// Conforming types are small immutable values: nothing reads a clock, and evaluating the motion at
/// any time, in any order, gives the same answer. Before the motion's start time the position is
/// the start position. Once ``isDone(at:)`` is true it stays true for every later time, the
/// position is exactly ``target`` and the velocity exactly 0.
public protocol Simulation: Sendable {
  /// Where the motion ends, in the simulation's units (pages for the pager).
  var target: Double { get }
  /// The position at `time` (s); once `isDone(at: time)`, returns exactly ``target``.
  func position(at time: Double) -> Double
  /// The velocity at `time` (s), in units per second; exactly 0 once done.
  func velocity(at time: Double) -> Double
  /// Whether the motion has settled at `time` (s). Monotone: false, then true forever.
  func isDone(at time: Double) -> Bool
}

extension Simulation {
  /// A snap spring that takes over this motion at `time` (s), with the same position and velocity,
  /// toward `newTarget`; use it to convert a tween or friction into the interactive state (§10).
  /// - Parameters:
  ///   - response: the spring's period, in s.
  ///   - tolerance: the new spring's settle tolerance, in this simulation's units.
  public func spring(
    to newTarget: Double, at time: Double,
    response: Double = PhysicsConstants.springResponse, tolerance: Tolerance
  ) -> SpringSimulation {
    SpringSimulation(
      from: position(at: time), velocity: velocity(at: time), to: newTarget, startTime: time,
      response: response, tolerance: tolerance)
  }
}
