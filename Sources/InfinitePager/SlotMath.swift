/// Pure functions of the tiling: which slots are visible, which item a slot shows, and the shortest
/// way round the loop.
///
/// Slots are whole pages; slot k shows item `wrap(k, count)`.
enum SlotMath {
  /// The item shown in `slot` for `count` items: `slot mod count` in `0..<count`.
  static func wrap(_ slot: Int, count: Int) -> Int {
    precondition(count > 0, "wrap needs at least one item")
    let r = slot % count
    return r < 0 ? r + count : r
  }

  /// The slots whose page intersects a viewport one page long at `position`.
  ///
  /// - Returns: `page`, plus `page + 1` when the fraction shows a visible part of it; `nil`
  ///   when there are no items. Without wrapping, slots outside `0..<count` are dropped.
  static func visibleSlots(at position: PagePosition, count: Int, wraps: Bool)
    -> ClosedRange<Int>?
  {
    let last =
      position.offset > PagerConstants.visibilityEpsilon ? position.page + 1 : position.page
    return clip(position.page...last, count: count, wraps: wraps)
  }

  /// The live slots: `visible` widened by `margin` on each side, clipped like the visible ones.
  static func liveSlots(around visible: ClosedRange<Int>?, margin: Int, count: Int, wraps: Bool)
    -> ClosedRange<Int>?
  {
    guard let visible else { return nil }
    return clip(
      (visible.lowerBound - margin)...(visible.upperBound + margin), count: count, wraps: wraps)
  }

  /// `slots` limited to the items when the pager does not loop; one item never loops.
  static func clip(_ slots: ClosedRange<Int>, count: Int, wraps: Bool) -> ClosedRange<Int>? {
    guard count > 0 else { return nil }
    if wraps && count > 1 { return slots }
    let low = max(slots.lowerBound, 0)
    let high = min(slots.upperBound, count - 1)
    return low <= high ? low...high : nil
  }

  /// The signed number of pages from item `from` to item `to` the short way round `count`
  /// items; a tie (exactly half way) goes forward.
  static func shortestDelta(from: Int, to: Int, count: Int) -> Int {
    let forward = wrap(to - from, count: count)
    return forward * 2 > count ? forward - count : forward
  }

  /// UIScrollView's rubber band: an overscroll of `distance` points drawn as `x·d·c / (d + c·x)`
  /// points, where `d` is the page length in points.
  ///
  /// Odd in `distance`.
  static func rubberBand(_ distance: Double, dimension: Double) -> Double {
    let c = PagerConstants.rubberBandCoefficient
    let x = abs(distance)
    let banded = x * dimension * c / (dimension + c * x)
    return distance < 0 ? -banded : banded
  }
}
