/// The pager's own tuning constants, with unit and origin.
///
/// Physics constants (spring, lead cap, slideshow timing, CLOSE_ENOUGH) live in
/// `ScrollPhysics.PhysicsConstants`.
public enum PagerConstants {
  /// Rubber-band coefficient c in `x·d·c / (d + c·x)` (dimensionless).
  ///
  /// UIScrollView's 0.55, docs/physics.md §11.
  public static let rubberBandCoefficient: Double = 0.55
  /// Extra slots kept live on each side of the visible ones, in pages.
  ///
  /// Visible slots plus one on each side: the neighbour a motion brings in next is live before
  /// it shows, on either side, and the app can prefetch both neighbours.
  public static let preloadMargin: Int = 1
  /// Pages kept in the reuse queue at most.
  ///
  /// Two visible plus two margin slots can be recycled at once; more would only hold memory
  /// (GBInfiniteScrollView's queue was unbounded).
  public static let reuseQueueCapacity: Int = 4
  /// A neighbour page counts as visible only when it shows more than this fraction of a page.
  ///
  /// Far below one device pixel; it keeps a 1e-16 remainder from loading a page.
  public static let visibilityEpsilon: Double = 1e-9
  /// The shortest slideshow dwell, in s: deadlines must move forward, and a transition takes
  /// at most half the dwell — proposal (the app's `--slideshow` stops at 0.1 s too).
  public static let minimumAutoScrollInterval: Double = 0.1
  /// How far before a grid point a time still counts as the point, in s
  /// (``AutoScrollGrid``): the wall clock seen from the monotonic one carries about 2e-7 s of
  /// rounding at today's epoch seconds, and clocks read a moment apart differ by microseconds;
  /// a millisecond is far below a frame — proposal.
  public static let gridTolerance: Double = 1e-3
}
