/// iOS's rubber band (UIScrollView): travel past a limit is drawn `x·d·c / (d + c·x)`, which
/// follows at rate `c` at first and never reaches `d` (docs/physics.md §17).
package enum RubberBand {
  /// The drawn distance past the limit for `excess` of travel (signed, any unit), with
  /// `dimension` `d` in the same unit.
  package static func band(
    _ excess: Double, dimension: Double,
    coefficient: Double = PhysicsConstants.zoomRubberBandCoefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(excess) * dimension * coefficient / (dimension + coefficient * abs(excess))
    return excess < 0 ? -magnitude : magnitude
  }

  /// The travel that ``band(_:dimension:coefficient:)`` draws as `banded` (its inverse); a
  /// drawn distance at or past `d` is taken as just short of it.
  package static func unband(
    _ banded: Double, dimension: Double,
    coefficient: Double = PhysicsConstants.zoomRubberBandCoefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = min(abs(banded), dimension * (1 - 1e-9))
    let excess = magnitude * dimension / (coefficient * (dimension - magnitude))
    return banded < 0 ? -excess : excess
  }

  /// `value` inside `limits`, or the limit plus the banded excess outside them.
  package static func apply(
    _ value: Double, limits: ClosedRange<Double>, dimension: Double
  ) -> Double {
    if value > limits.upperBound {
      return limits.upperBound + band(value - limits.upperBound, dimension: dimension)
    }
    if value < limits.lowerBound {
      return limits.lowerBound + band(value - limits.lowerBound, dimension: dimension)
    }
    return value
  }

  /// The value that ``apply(_:limits:dimension:)`` draws as `shown`.
  package static func remove(
    _ shown: Double, limits: ClosedRange<Double>, dimension: Double
  ) -> Double {
    if shown > limits.upperBound {
      return limits.upperBound + unband(shown - limits.upperBound, dimension: dimension)
    }
    if shown < limits.lowerBound {
      return limits.lowerBound + unband(shown - limits.lowerBound, dimension: dimension)
    }
    return shown
  }
}
