import Geometry
import SDLKit

// MARK: - The page indicator

extension DisplayPainter {
  /// Dots (``PageDots``) or `12 / 340`, centred at the bottom.
  func paintIndicator(
    _ style: IndicatorStyle, page: Int, count: Int, metrics: DisplayMetrics, opacity: Double
  ) throws(SDLError) {
    let centreY = metrics.frame.maxY - metrics.margin - metrics.indicatorHeight / 2
    switch style {
    case .dots:
      try paintDots(page: page, count: count, metrics: metrics, centreY: centreY, opacity: opacity)
    case .count:
      try paintPill(
        "\(page + 1) / \(count)", metrics: metrics, opacity: opacity,
        anchor: { size in
          (metrics.frame.x + (metrics.frame.width - size.width) / 2, centreY - size.height / 2)
        })
    case .none: break
    }
  }

  /// How wide the indicator is: its row of dots, or its count's pill.
  func indicatorWidth(_ style: IndicatorStyle, page: Int, count: Int, metrics: DisplayMetrics)
    -> Double?
  {
    switch style {
    case .dots:
      let dots = PageDots.dots(count: count, current: page).count
      let spacing = (metrics.dotDiameter * RenderingConstants.dotSpacingScale).rounded()
      return spacing * Double(max(dots - 1, 0)) + metrics.dotDiameter
    case .count:
      guard let face,
        let texture = text.texture(
          for: "\(page + 1) / \(count)",
          style: TextStyle(face: face, pixelSize: metrics.textSize, color: Palette.displayText))
      else { return nil }
      return Double(texture.size.width) + 2 * (Double(metrics.textSize) * 0.5).rounded()
    case .none: return nil
    }
  }

  private func paintDots(
    page: Int, count: Int, metrics: DisplayMetrics, centreY: Double, opacity: Double
  ) throws(SDLError) {
    let dots = PageDots.dots(count: count, current: page)
    let spacing = (metrics.dotDiameter * RenderingConstants.dotSpacingScale).rounded()
    let rowWidth = spacing * Double(dots.count - 1)
    let firstX = metrics.frame.x + (metrics.frame.width - rowWidth) / 2
    let disc = overlayShapes()?.disc
    for (slot, dot) in dots.enumerated() {
      let diameter = max(2, metrics.dotDiameter * dot.scale)
      let frame = Rect(
        x: firstX + spacing * Double(slot) - diameter / 2, y: centreY - diameter / 2,
        width: diameter, height: diameter)
      let color = Self.faded(dot.isCurrent ? Palette.currentDot : Palette.otherDot, opacity)
      guard let disc else {
        try renderer.fill(frame.integral, with: color)
        continue
      }
      // A faint dark ring first, so white dots show on a white text slide too.
      let ring = max(1, (diameter * 0.18).rounded())
      let shadow = Self.faded(Palette.dotShadow, opacity)
      disc.setColorModulation(shadow)
      disc.setAlphaModulation(shadow.alpha)
      try renderer.draw(
        disc,
        in: Rect(
          x: frame.x - ring, y: frame.y - ring, width: frame.width + 2 * ring,
          height: frame.height + 2 * ring))
      disc.setColorModulation(color)
      disc.setAlphaModulation(color.alpha)
      try renderer.draw(disc, in: frame)
    }
    disc?.setColorModulation(.white)
    disc?.setAlphaModulation(255)
  }
}
