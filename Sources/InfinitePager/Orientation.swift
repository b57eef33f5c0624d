/// The scroll axis of a pager.
public enum Orientation: Sendable, Equatable {
  /// Pages side by side; the page length is the viewport width.
  case horizontal
  /// Pages stacked; the page length is the viewport height.
  case vertical
}
