import Geometry
import InfinitePager
import Localization
import SDLKit

/// Draws the on-screen display over the pages: the scrim, captions, the page indicator and the
/// slideshow's progress (all fading together), then the info panel and the help.
///
/// An empty scene draws nothing and renders no text: a hidden display costs nothing.
/// Main thread only.
final class DisplayPainter {
  let renderer: Renderer
  let text: TextCache
  let layouts: TextLayoutCache
  /// The display's face (`--font`); nil draws shapes but no text.
  var face: FontFace?
  /// Made on first use; nil when the renderer refused them (the dots then draw as squares).
  private var shapes: OverlayShapes?
  private var triedShapes = false
  /// Fitted panels by content and box (the info panel and the help change rarely).
  var tables: [TableKey: TableLayout] = [:]

  struct TableKey: Hashable {
    var rows: [TableFitter.Cell]
    var face: FontFace
    var width: Double
    var height: Double
    var size: Int
  }

  init(renderer: Renderer, text: TextCache, layouts: TextLayoutCache, face: FontFace?) {
    self.renderer = renderer
    self.text = text
    self.layouts = layouts
    self.face = face
  }

  /// Draws `scene` over the drawable `frame`.
  func paint(_ scene: DisplayScene, in frame: Rect) throws(SDLError) {
    guard !scene.isEmpty else { return }
    // The burn-in shift moves all of it by one offset (docs/architecture.md, "Burn-in").
    let metrics = DisplayMetrics(frame: frame, shift: scene.shift)
    let hasIndicator = scene.indicator != .none && scene.pageCount > 0
    let corners = fittedCorners(
      scene.corners, metrics: metrics,
      indicatorWidth: hasIndicator
        ? indicatorWidth(
          scene.indicator, page: scene.page, count: scene.pageCount, metrics: metrics)
        : nil)
    let layout = DisplayLayout(
      blocks: corners.map(\.block), metrics: metrics,
      indicatorWidth: hasIndicator
        ? indicatorWidth(
          scene.indicator, page: scene.page, count: scene.pageCount, metrics: metrics)
        : nil,
      captionHeight: scene.reservesCaptions ? captionHeight(metrics: metrics) : nil)
    if scene.hasFadingParts {
      if hasIndicator || !scene.captions.isEmpty {
        for page in scene.pictureFrames {
          try paintScrim(under: page, metrics: metrics, opacity: scene.opacity)
        }
      }
      for caption in scene.captions {
        try paintCaption(
          caption, metrics: metrics, withIndicator: hasIndicator, opacity: scene.opacity,
          widthLimit: layout.captionWidthLimit)
      }
      if hasIndicator {
        try paintIndicator(
          scene.indicator, page: scene.page, count: scene.pageCount, metrics: metrics,
          opacity: scene.opacity)
      }
      if let progress = scene.progress {
        try paintProgress(
          progress, metrics: metrics, opacity: scene.opacity, pausedTop: layout.pausedTop)
      }
    }
    try paintCorners(corners, in: layout, metrics: metrics)
    if let info = scene.info { try paintInfo(info, metrics: metrics) }
    if let help = scene.help { try paintHelp(help, metrics: metrics) }
    if let question = scene.question { try paintHelp(question, metrics: metrics) }
  }

  /// The dark gradient at the bottom of a picture's page that keeps white text readable on any
  /// picture; it moves with its page.
  private func paintScrim(under page: Rect, metrics: DisplayMetrics, opacity: Double)
    throws(SDLError)
  {
    let height = (Double(metrics.textSize) * RenderingConstants.scrimHeightScale).rounded()
    let band = Rect(x: page.x, y: page.maxY - height, width: page.width, height: height)
    guard let gradient = overlayShapes()?.gradient else {
      try renderer.fill(
        band, with: Self.faded(Color(red: 0, green: 0, blue: 0, alpha: 90), opacity))
      return
    }
    gradient.setAlphaModulation(UInt8((Double(Palette.scrimAlpha) * opacity).rounded()))
    defer { gradient.setAlphaModulation(255) }
    try renderer.draw(gradient, in: band)
  }

  /// A thin bar along the bottom edge filling as the current picture's time runs out, and
  /// "Paused" at the top right while input holds the slideshow.
  private func paintProgress(
    _ progress: AutoScrollProgress, metrics: DisplayMetrics, opacity: Double, pausedTop: Double
  )
    throws(SDLError)
  {
    let frame = metrics.drawable  // along the edge: it fills, so it leaves no ghost
    let track = Rect(
      x: frame.x, y: frame.maxY - metrics.barHeight, width: frame.width, height: metrics.barHeight)
    try renderer.fill(track, with: Self.faded(Palette.progressTrack, opacity))
    let filled = (frame.width * progress.fractionElapsed).rounded()
    if filled > 0 {
      var bar = track
      bar.width = filled
      try renderer.fill(bar, with: Self.faded(Palette.progressFill, opacity))
    }
    guard progress.isPaused else { return }
    let still = metrics.frame
    try paintPill(
      localized("Paused"), metrics: metrics, opacity: opacity,
      anchor: { size in
        (still.maxX - metrics.margin - size.width, pausedTop)
      })
  }

  /// One line of text on a translucent pill; `anchor` places the pill's top-left corner from
  /// its size.
  func paintPill(
    _ line: String, metrics: DisplayMetrics, opacity: Double,
    anchor: ((width: Double, height: Double)) -> (x: Double, y: Double)
  ) throws(SDLError) {
    guard let face,
      let texture = text.texture(
        for: line,
        style: TextStyle(face: face, pixelSize: metrics.textSize, color: Palette.displayText))
    else { return }
    let pad = (Double(metrics.textSize) * 0.5).rounded()
    let width = Double(texture.size.width) + 2 * pad
    let height = Double(texture.size.height) + pad
    let origin = anchor((width, height))
    let pill = Rect(x: origin.x, y: origin.y, width: width, height: height).integral
    try renderer.fill(pill, with: Self.faded(Palette.panelBackground, opacity))
    texture.setAlphaModulation(UInt8((opacity * 255).rounded()))
    defer { texture.setAlphaModulation(255) }
    try renderer.draw(
      texture,
      in: Rect(
        x: pill.x + pad, y: pill.y + (pill.height - Double(texture.size.height)) / 2,
        width: Double(texture.size.width), height: Double(texture.size.height)
      ).integral)
  }

  /// The shapes, made on first use.
  func overlayShapes() -> OverlayShapes? {
    if !triedShapes {
      triedShapes = true
      shapes = try? OverlayShapes(renderer: renderer)
    }
    return shapes
  }

  /// `color` with its alpha multiplied by `opacity`.
  static func faded(_ color: Color, _ opacity: Double) -> Color {
    var result = color
    result.alpha = UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded())
    return result
  }
}
