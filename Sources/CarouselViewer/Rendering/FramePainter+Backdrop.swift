import Geometry
import SDLKit

// MARK: - The backdrop around a picture (`--backdrop blur`)

extension FramePainter {
  /// Whether `page` is drawn with its backdrop around its picture.
  func showsBackdrop(_ page: PageDrawing) -> Bool {
    guard backdropStyle == .blur, page.backdrop != nil, case .picture = page.content else {
      return false
    }
    return true
  }

  /// Draws `page`'s backdrop where its picture, at `picture`, leaves `frame` uncovered, when
  /// the page shows it; `alpha` below 255 mixes it over what is drawn (a crossfade).
  func paintBackdrop(of page: PageDrawing, around picture: Rect, in frame: Rect, alpha: UInt8 = 255)
    throws(SDLError)
  {
    guard showsBackdrop(page), let backdrop = page.backdrop else { return }
    let page = frame.integral
    let bars = Self.bars(around: picture.integral.intersection(page), in: page)
    guard !bars.isEmpty, page.width >= 1, page.height >= 1 else { return }
    let enlarged = try backdrops.enlarged(
      backdrop, toCover: Size(width: Int(page.width), height: Int(page.height)))
    // Texels per device pixel: 1 up to 1920×1080 (each bar a copy of whole pixels).
    let scaleX = Double(enlarged.size.width) / page.width
    let scaleY = Double(enlarged.size.height) / page.height
    let draw = { () throws(SDLError) in
      for bar in bars {
        let source = Rect(
          x: (bar.x - page.x) * scaleX, y: (bar.y - page.y) * scaleY, width: bar.width * scaleX,
          height: bar.height * scaleY)
        try self.renderer.draw(enlarged, from: source, in: bar)
      }
    }
    // Opaque, it is copied; only a crossfade blends it.
    if alpha == 255 { try draw() } else { try enlarged.withAlpha(alpha, draw) }
  }
}
