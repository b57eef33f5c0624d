/// A rectangle in pixels with fractional coordinates, as the renderer draws while things move.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge: x + width.
  public var maxX: Double { x + width }
  /// The bottom edge: y + height.
  public var maxY: Double { y + height }

  /// This rectangle with its corners rounded to whole pixels (for drawing at rest).
  public var integral: Rect {
    let left = x.rounded()
    let top = y.rounded()
    return Rect(x: left, y: top, width: maxX.rounded() - left, height: maxY.rounded() - top)
  }

  /// The part of `self` inside `other` (zero width or height when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(
      x: left, y: top, width: max(0, min(maxX, other.maxX) - left),
      height: max(0, min(maxY, other.maxY) - top))
  }
}
