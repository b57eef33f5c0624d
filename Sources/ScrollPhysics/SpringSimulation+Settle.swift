#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Settle time

extension SpringSimulation {
  /// How long after its start the spring stays within `tolerance` for good, in s.
  ///
  /// Displacement and velocity both have the form `(α + β·t)·e^{−ωt}`; each has one extremum,
  /// after which its magnitude only decreases, so the last exceedance of each bound is found by
  /// bisection on a monotone interval. The settle time is the later of the two.
  static func settleDuration(
    displacement d0: Double, velocity v0: Double, omega: Double, tolerance: Tolerance
  ) -> Double {
    guard tolerance.distance > 0, tolerance.velocity > 0 else { return .infinity }
    let c2 = v0 + omega * d0
    let distanceTime = ExponentialPolynomial(alpha: d0, beta: c2, omega: omega)
      .lastTime(atLeast: tolerance.distance)
    let velocityTime = ExponentialPolynomial(alpha: v0, beta: -omega * c2, omega: omega)
      .lastTime(atLeast: tolerance.velocity)
    return max(distanceTime, velocityTime)
  }
}

/// `f(t) = (α + β·t)·e^{−ωt}` for t ≥ 0 (s), ω > 0: the shape of a critically damped spring's
/// displacement and velocity.
struct ExponentialPolynomial {
  let alpha: Double
  let beta: Double
  let omega: Double

  func callAsFunction(_ t: Double) -> Double { (alpha + beta * t) * exp(-omega * t) }

  /// The time of the extremum, where f′ = 0; −∞ when β = 0 (then |f| only decreases).
  private var extremumTime: Double {
    beta == 0 ? -.infinity : 1 / omega - alpha / beta
  }

  /// The last t ≥ 0 with |f(t)| ≥ `bound` (> 0), or 0 when |f| < bound on all of [0, ∞).
  ///
  /// Accurate to about 1e-12 s; the answer is on the side where |f| < bound.
  func lastTime(atLeast bound: Double) -> Double {
    let peak = extremumTime
    if peak > 0, abs(self(peak)) >= bound {
      return boundary(of: bound, decreasingFrom: peak)
    }
    // |f| < bound from max(0, zero crossing) on; before the crossing |f| decreases from |α|.
    guard abs(alpha) >= bound else { return 0 }
    return boundary(of: bound, decreasingFrom: 0)
  }

  /// Where |f| falls below `bound`, given |f(lo)| ≥ bound and |f| decreasing until it does.
  private func boundary(of bound: Double, decreasingFrom lo: Double) -> Double {
    var low = lo
    var step = 1 / omega
    var high = lo + step
    var rounds = 0
    // Grow the bracket; e^{−ωt} underflows to 0 long before 200 doublings.
    while abs(self(high)) >= bound, rounds < 200 {
      low = high
      step *= 2
      high = low + step
      rounds += 1
    }
    rounds = 0
    while high - low > 1e-12, rounds < 200 {
      let mid = (low + high) / 2
      if abs(self(mid)) >= bound { low = mid } else { high = mid }
      rounds += 1
    }
    return high
  }
}
