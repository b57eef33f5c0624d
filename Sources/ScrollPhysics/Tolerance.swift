/// How close to its target, and how slow, a motion must be to count as settled (§11).
public struct Tolerance: Sendable, Equatable {
  /// Largest distance from the target that counts as arrived, in the simulation's units.
  public var distance: Double
  /// Largest speed that counts as stopped, in the simulation's units per second.
  public var velocity: Double

  /// A tolerance of `distance` units and `velocity` units per second; both should be positive (a
  /// zero tolerance is never met by an exponential motion, so it never settles).
  public init(distance: Double, velocity: Double) {
    self.distance = distance
    self.velocity = velocity
  }

  /// Whether `value` is farther than ``distance`` from `target`: a motion that far away has
  /// somewhere to go, one closer is there (a rounding step off counts as on it).
  package func isOutside(_ value: Double, of target: Double) -> Bool {
    abs(value - target) > distance
  }

  /// §11 in page units for a page `pageLength` device pixels long: 1 px and 20 px/s.
  ///
  /// `pageLength` is the page size along the scroll axis in device pixels (logical page size times
  /// the display scale); it must be positive.
  public static func pages(pageLength: Double) -> Tolerance {
    Tolerance(
      distance: PhysicsConstants.settleDistance / pageLength,
      velocity: PhysicsConstants.settleVelocity / pageLength)
  }
}
