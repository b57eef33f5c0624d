import InfinitePager

/// A pointer position split along and across the pager's scroll axis, in points.
package struct AxisPoint: Equatable {
  /// Along the scroll axis (x when horizontal, y when vertical).
  var along: Double
  /// Across it.
  var across: Double

  /// The window point (`x`, `y`) seen along `orientation`.
  init(x: Double, y: Double, orientation: Orientation) {
    along = orientation == .horizontal ? x : y
    across = orientation == .horizontal ? y : x
  }

  init(along: Double, across: Double) {
    self.along = along
    self.across = across
  }
}
