import Geometry

/// Where things go on a page, in device pixels.
///
/// Pure geometry, no drawing.
package enum PageLayout {
  /// The largest rectangle with the aspect ratio of `content` that fits in `bounds`, centred.
  static func aspectFit(_ content: Size, in bounds: Rect) -> Rect {
    guard content.width > 0, content.height > 0 else { return bounds }
    let scale = min(bounds.width / Double(content.width), bounds.height / Double(content.height))
    let width = Double(content.width) * scale
    let height = Double(content.height) * scale
    return Rect(
      x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2,
      width: width, height: height)
  }

  /// `size` scaled down (never up) to be at most `maximumWidth` wide, keeping its aspect ratio.
  static func shrink(_ size: Size, toWidth maximumWidth: Double) -> (width: Double, height: Double)
  {
    let scale = min(1, maximumWidth / Double(max(size.width, 1)))
    return (Double(size.width) * scale, Double(size.height) * scale)
  }
}
