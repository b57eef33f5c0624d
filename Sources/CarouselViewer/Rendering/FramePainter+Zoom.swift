import Geometry
import SDLKit

extension FramePainter {
  /// Draws a zoomed picture in `frame`, clipped to it: the page's texture enlarged to
  /// `zoomed.picture`, then the sharper detail over the part it covers (docs/physics.md §17).
  func paintZoomed(_ texture: Texture, _ zoomed: ZoomedPicture, in frame: Rect) throws(SDLError) {
    try renderer.setClip(frame)
    defer { try? renderer.setClip(nil) }
    let full = Rect(
      x: 0, y: 0, width: Double(zoomed.originalSize.width),
      height: Double(zoomed.originalSize.height))
    try paintPart(texture, showing: full, of: zoomed, in: frame)
    if let detail = zoomed.detail {
      try paintPart(detail.texture, showing: detail.region, of: zoomed, in: frame)
    }
  }

  /// Draws `texture`, which shows `region` of the picture (its own pixels), where that region
  /// lies in `zoomed.picture`: only the texels that reach `frame`, widened to whole texels so
  /// that SDL's whole-pixel source rectangle moves nothing.
  private func paintPart(
    _ texture: Texture, showing region: Rect, of zoomed: ZoomedPicture, in frame: Rect
  ) throws(SDLError) {
    let picture = zoomed.picture
    // Device pixels per picture pixel, then the region's rectangle on screen.
    let scaleX = picture.width / Double(max(zoomed.originalSize.width, 1))
    let scaleY = picture.height / Double(max(zoomed.originalSize.height, 1))
    let placed = Rect(
      x: picture.x + region.x * scaleX, y: picture.y + region.y * scaleY,
      width: region.width * scaleX, height: region.height * scaleY)
    let size = texture.size
    guard size.width > 0, size.height > 0, placed.width > 0, placed.height > 0 else { return }
    let perTexelX = placed.width / Double(size.width)
    let perTexelY = placed.height / Double(size.height)
    let x0 = max(0, ((frame.x - placed.x) / perTexelX).rounded(.down))
    let y0 = max(0, ((frame.y - placed.y) / perTexelY).rounded(.down))
    let x1 = min(Double(size.width), ((frame.maxX - placed.x) / perTexelX).rounded(.up))
    let y1 = min(Double(size.height), ((frame.maxY - placed.y) / perTexelY).rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    try renderer.draw(
      texture, from: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
      in: Rect(
        x: placed.x + x0 * perTexelX, y: placed.y + y0 * perTexelY,
        width: (x1 - x0) * perTexelX, height: (y1 - y0) * perTexelY))
  }
}
