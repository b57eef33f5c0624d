/// The visible area of the pager, in points (logical pixels).
///
/// One page fills it exactly.
public struct Viewport: Sendable, Equatable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A viewport `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The page length along the scroll axis of `orientation`, in points (at least 1, so that
  /// conversions between points and pages never divide by zero).
  public func pageLength(for orientation: Orientation) -> Double {
    max(orientation == .horizontal ? width : height, 1)
  }

  /// The length across the scroll axis of `orientation`, in points.
  public func crossLength(for orientation: Orientation) -> Double {
    orientation == .horizontal ? height : width
  }
}
