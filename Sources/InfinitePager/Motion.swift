import ScrollPhysics

/// A running animation of the pager, evaluated in pages relative to a base slot.
///
/// The simulation runs in coordinates relative to ``origin`` so its numbers stay small however
/// far the pager has travelled; the absolute position is `origin + simulation.position(t)`.
/// Rebasing the pager by k pages moves `origin` by the same k and leaves the simulation alone.
struct Motion {
  /// The closed-form simulation that drives the motion.
  enum Curve {
    /// A snap spring (drag release, steps, programmatic scrolls).
    case spring(SpringSimulation)
    /// A fixed-duration tween (slideshow transitions).
    case tween(TweenSimulation)

    var simulation: any Simulation {
      switch self {
      case .spring(let spring): spring
      case .tween(let tween): tween
      }
    }
  }

  /// The slot the simulation's 0 stands for.
  private(set) var origin: Int
  /// The simulation, in pages relative to ``origin``.
  let curve: Curve
  /// Whether the slideshow started it (a catch or a retarget makes a new, ordinary motion).
  var isAutoScrollTransition = false

  /// The slot the motion ends on.
  var targetSlot: Int { origin + Int(curve.simulation.target.rounded()) }

  /// The position at `time` (s); exactly ``targetSlot`` once done.
  func position(at time: Double) -> PagePosition {
    if isDone(at: time) { return PagePosition(page: targetSlot) }
    return PagePosition(base: origin, relative: curve.simulation.position(at: time))
  }

  /// Whether the motion has settled at `time` (s).
  func isDone(at time: Double) -> Bool {
    curve.simulation.isDone(at: time)
  }

  /// A spring from this motion's state at `time` toward `slot`, keeping the origin.
  ///
  /// A running spring is retargeted; a tween hands over its position and velocity (docs/physics.md §10).
  func retargeted(to slot: Int, at time: Double, tolerance: Tolerance) -> Motion {
    let target = Double(slot - origin)
    switch curve {
    case .spring(let spring):
      return Motion(origin: origin, curve: .spring(spring.retargeted(to: target, at: time)))
    case .tween(let tween):
      return Motion(
        origin: origin, curve: .spring(tween.spring(to: target, at: time, tolerance: tolerance)))
    }
  }

  /// Moves the origin by `pages` (a rebase of the pager by the same amount).
  mutating func shift(by pages: Int) {
    origin += pages
  }
}
