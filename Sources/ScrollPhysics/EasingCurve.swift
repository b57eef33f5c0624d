/// A fixed-duration easing curve: maps progress 0…1 to a fraction 0…1 of the way.
public enum EasingCurve: Sendable, Equatable {
  /// Constant speed.
  case linear
  /// `u < 0.5 ? 4u³ : 1 − (−2u + 2)³ / 2`: slideshow transitions (§10); slope 0 at both ends.
  case easeInOutCubic
  /// `1 − (1 − u)³`: the reduced-motion snap (§7); slope 3 at the start, 0 at the end.
  case easeOutCubic

  /// The fraction of the way covered at `progress` (clamped to 0...1); exactly 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let u = min(max(progress, 0), 1)
    switch self {
    case .linear:
      return u
    case .easeInOutCubic:
      if u < 0.5 { return 4 * u * u * u }
      let w = 2 - 2 * u
      return 1 - w * w * w / 2
    case .easeOutCubic:
      let w = 1 - u
      return 1 - w * w * w
    }
  }

  /// The derivative d value / d progress at `progress` (clamped to 0...1).
  public func slope(at progress: Double) -> Double {
    let u = min(max(progress, 0), 1)
    switch self {
    case .linear:
      return 1
    case .easeInOutCubic:
      if u < 0.5 { return 12 * u * u }
      let w = 2 - 2 * u
      return 3 * w * w
    case .easeOutCubic:
      let w = 1 - u
      return 3 * w * w
    }
  }
}
