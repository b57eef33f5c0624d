import Geometry
import SDLKit

extension FramePainter {
  /// Draws a zoomed picture in `frame`, cut to it: the page's texture enlarged to
  /// `zoomed.picture`, then the sharper detail over the part it covers (docs/physics.md §17).
  func paintZoomed(_ texture: Texture, _ zoomed: ZoomedPicture, in frame: Rect) throws(SDLError) {
    let output = renderer.outputSize
    let bounds = frame.intersection(
      Rect(x: 0, y: 0, width: Double(output.width), height: Double(output.height)))
    guard bounds.width > 0, bounds.height > 0 else { return }
    let full = Rect(
      x: 0, y: 0, width: Double(zoomed.originalSize.width),
      height: Double(zoomed.originalSize.height))
    // A detail that covers all the page shows of the picture hides the texture: one enlarged
    // copy a frame, not two (a Ken Burns frame stays within its budget).
    let shown = zoomed.picture.intersection(bounds)
    if let detail = zoomed.detail, Self.covers(detail.region, of: zoomed, shown) {
      try paintPart(detail.texture, showing: detail.region, of: zoomed, in: bounds)
      return
    }
    try paintPart(texture, showing: full, of: zoomed, in: bounds)
    if let detail = zoomed.detail {
      try paintPart(detail.texture, showing: detail.region, of: zoomed, in: bounds)
    }
  }

  /// Whether `region` of the picture (its own pixels), placed as `zoomed` places the picture,
  /// covers all of `shown` (device pixels).
  static func covers(_ region: Rect, of zoomed: ZoomedPicture, _ shown: Rect) -> Bool {
    let placed = place(region, of: zoomed)
    return placed.x <= shown.x && placed.y <= shown.y && placed.maxX >= shown.maxX
      && placed.maxY >= shown.maxY
  }

  /// Where `region` of the picture (its own pixels) lies on screen when the whole picture is
  /// at `zoomed.picture`.
  private static func place(_ region: Rect, of zoomed: ZoomedPicture) -> Rect {
    let picture = zoomed.picture
    let scaleX = picture.width / Double(max(zoomed.originalSize.width, 1))
    let scaleY = picture.height / Double(max(zoomed.originalSize.height, 1))
    return Rect(
      x: picture.x + region.x * scaleX, y: picture.y + region.y * scaleY,
      width: region.width * scaleX, height: region.height * scaleY)
  }

  /// Draws `texture`, which shows `region` of the picture (its own pixels), where that region
  /// lies in `zoomed.picture`, within `bounds` (the page on screen, whole pixels).
  ///
  /// Only the texels that reach `bounds` are drawn, into the part of `bounds` they cover:
  /// SDL's software renderer stretches a copy that would reach past the window into a
  /// temporary surface of its whole size first (an 8 MB allocation and a second copy a frame),
  /// so the destination never does. On the software renderer each pixel then samples the
  /// exact point of the picture it falls on (SDLKit's own stretch, from fractional texels);
  /// elsewhere, where the picture is cut by `bounds`, the cut texel is fitted to the edge, less
  /// than one texel off.
  private func paintPart(
    _ texture: Texture, showing region: Rect, of zoomed: ZoomedPicture, in bounds: Rect
  ) throws(SDLError) {
    let placed = Self.place(region, of: zoomed)
    let size = texture.size
    guard size.width > 0, size.height > 0, placed.width > 0, placed.height > 0 else { return }
    let visible = placed.intersection(bounds)
    guard visible.width > 0, visible.height > 0 else { return }
    let perTexelX = placed.width / Double(size.width)
    let perTexelY = placed.height / Double(size.height)
    let x0 = max(0, ((visible.x - placed.x) / perTexelX).rounded(.down))
    let y0 = max(0, ((visible.y - placed.y) / perTexelY).rounded(.down))
    let x1 = min(Double(size.width), ((visible.maxX - placed.x) / perTexelX).rounded(.up))
    let y1 = min(Double(size.height), ((visible.maxY - placed.y) / perTexelY).rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    guard snapsToPixels else {
      // Elsewhere the exact place, for a smooth motion, of whole texels (SDL takes no others).
      try renderer.draw(
        texture, from: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), in: visible)
      return
    }
    // The software renderer draws whole pixels, each sampling the exact point of the picture
    // it falls on: the fractional part of the texture the pixels cover (SDLKit stretches it
    // itself, reading only the texels it touches), so a slow pan moves smoothly.
    let target = visible.integral.intersection(bounds.integral)
    guard target.width > 0, target.height > 0 else { return }
    let source = Rect(
      x: (target.x - placed.x) / perTexelX, y: (target.y - placed.y) / perTexelY,
      width: target.width / perTexelX, height: target.height / perTexelY)
    try renderer.draw(texture, from: source, in: target)
  }
}
