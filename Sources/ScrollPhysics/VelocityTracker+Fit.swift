// MARK: - Least-squares estimate (§4 steps 2-4)

extension VelocityTracker {
  /// The velocity at t = 0 of the fit through `window` (newest first, t in ms), in units/s.
  ///
  /// n ≥ 3 samples spanning ≥ 10 ms: quadratic least squares `x = a + b·t + c·t²`, v = b·1000.
  /// A singular system, or 2 samples spanning ≥ 8 ms: the slope of the newest two. Otherwise 0.
  static func estimate(window: [(t: Double, x: Double)]) -> Double {
    guard let oldest = window.last, window.count >= 2 else { return 0 }
    let span = -oldest.t / 1000
    let minimumSamples = PhysicsConstants.velocityTrackerMinimumSamples
    if window.count >= minimumSamples, span >= PhysicsConstants.velocityTrackerMinimumFitSpan {
      if let slope = quadraticSlope(window, span: -oldest.t) { return slope * 1000 }
      return newestSlope(window)
    }
    if window.count == 2, span >= PhysicsConstants.velocityTrackerMinimumSlopeSpan {
      return newestSlope(window)
    }
    return 0
  }

  /// (x0 − x1) / (t0 − t1) · 1000 for the newest two samples, in units/s.
  private static func newestSlope(_ window: [(t: Double, x: Double)]) -> Double {
    (window[0].x - window[1].x) / (window[0].t - window[1].t) * 1000
  }

  /// The linear coefficient b of the unweighted quadratic fit (units/ms), by Cramer's rule on the
  /// 3×3 normal equations; nil when their determinant is below the singular threshold.
  ///
  /// Time is scaled by `span` (ms) to −1...0 so the sums are well conditioned; the singular test
  /// applies to the scaled determinant.
  private static func quadraticSlope(_ window: [(t: Double, x: Double)], span: Double) -> Double? {
    var s = [Double](repeating: 0, count: 5)  // Σ1, Στ, Στ², Στ³, Στ⁴
    var r = [Double](repeating: 0, count: 3)  // Σx, Στx, Στ²x
    for (time, x) in window {
      let t = time / span
      let t2 = t * t
      s[0] += 1
      s[1] += t
      s[2] += t2
      s[3] += t2 * t
      s[4] += t2 * t2
      r[0] += x
      r[1] += t * x
      r[2] += t2 * x
    }
    let determinant = det3(s[0], s[1], s[2], s[1], s[2], s[3], s[2], s[3], s[4])
    guard abs(determinant) >= PhysicsConstants.velocityTrackerSingularDeterminant else {
      return nil
    }
    let numerator = det3(s[0], r[0], s[2], s[1], r[1], s[3], s[2], r[2], s[4])
    return numerator / determinant / span
  }

  /// The determinant of the row-major 3×3 matrix [[a, b, c], [d, e, f], [g, h, i]].
  private static func det3(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double,
    _ g: Double, _ h: Double, _ i: Double
  ) -> Double {
    a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  }
}
