/// The policy that picks the page to settle on after a release (§6).
///
/// A fling (fast enough and, for touch and mouse, far enough) goes to the neighbouring page in the
/// direction of the velocity; a slow release commits past ``commitFraction`` of a page. Either way
/// the result is `floor(position)` or `floor(position) + 1`: at most one page per release from the
/// current fractional position, and a counter-flick returns to the page the drag came from.
public struct PageTargetRule: Sendable, Equatable {
  /// When a release counts as a fling.
  public enum FlingThreshold: Sendable, Equatable {
    /// Touch and mouse: |v| ≥ `speed` lp/s and |total drag| ≥ `distance` lp (400 lp/s, 24 lp).
    case points(speed: Double, distance: Double)
    /// Trackpad: |v| ≥ `speed` pages/s (1.0), no distance test.
    case pages(speed: Double)
  }

  /// The fling test.
  public var fling: FlingThreshold
  /// The fraction of a page past which a slow release moves on (0.5, Flutter's round()).
  public var commitFraction: Double

  /// A rule with the given fling test and commit fraction (0...1).
  public init(fling: FlingThreshold, commitFraction: Double = PhysicsConstants.commitFraction) {
    self.fling = fling
    self.commitFraction = commitFraction
  }

  /// Touch and mouse: 400 lp/s and 24 lp (ViewPager), commit at 50 %.
  public static let touch = PageTargetRule(
    fling: .points(
      speed: PhysicsConstants.minimumFlingSpeed, distance: PhysicsConstants.minimumFlingDistance))

  /// Trackpad: 1.0 page/s (WebKitGTK), commit at 50 %.
  public static let trackpad = PageTargetRule(
    fling: .pages(speed: PhysicsConstants.trackpadFlingSpeed))

  /// The whole page to settle on after a release: floor(position) or floor(position) + 1.
  /// - position: pages (fractional); velocity: pages per second, positive when position increases;
  /// - dragDistance: signed total drag in points (position change × pageLength);
  /// - pageLength: points per page.
  public func targetPage(
    position: Double, velocity: Double, dragDistance: Double, pageLength: Double
  ) -> Double {
    let base = position.rounded(.down)
    if isFling(velocity: velocity, dragDistance: dragDistance, pageLength: pageLength) {
      return velocity > 0 ? base + 1 : base
    }
    return position - base >= commitFraction ? base + 1 : base
  }

  /// Whether a release at `velocity` (pages/s) after `dragDistance` (points) is a fling.
  public func isFling(velocity: Double, dragDistance: Double, pageLength: Double) -> Bool {
    switch fling {
    case .points(let speed, let distance):
      return abs(velocity * pageLength) >= speed && abs(dragDistance) >= distance
    case .pages(let speed):
      return abs(velocity) >= speed
    }
  }
}
