import Geometry
import PictureKit
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// One visible page to draw: its content and where it goes, in device pixels.
package struct PageDrawing {
  var content: PictureContent
  /// The file name, for error pages.
  var name: String
  /// The page's full rectangle; the picture is aspect-fitted inside it.
  var frame: Rect
  /// The picture's zoom, when it is zoomed (docs/physics.md §17).
  var zoom: ZoomedPicture?
  /// The picture's backdrop (``PictureDecoding/Backdrop``), drawn around it with `--backdrop blur`.
  var backdrop: Texture?
  /// Where the picture is fitted, when not in the whole frame (one of a pair, in its part of
  /// the page).
  var box: Rect?

  /// Where the picture is fitted: ``box``, else the frame.
  var fitBox: Rect { box ?? frame }
}

/// Draws frames: the visible pages on black, text slides, error pages and the empty state.
///
/// Main thread only.
package final class FramePainter {
  let renderer: Renderer
  let text: TextCache
  /// Fitted blocks of text (text slides, error pages, the display's panels).
  let layouts: TextLayoutCache
  /// Draws text slides; its look comes from `--text-color`, `--text-background`, `--text-font`.
  var slides: TextSlidePainter
  /// Which dot of the loading spinner is brightest (it turns one dot a frame); set before each
  /// frame.
  var spinnerFrame = 0
  /// Behind the pictures (`--background`).
  var background = Palette.background
  /// How pictures fill their page (`--fit`).
  var fit = PictureFit.contain
  /// What is drawn around a picture that does not fill its page (`--backdrop`).
  var backdropStyle = BackdropStyle.color
  /// The pages' backdrops, enlarged to their size.
  let backdrops: BackdropCanvas
  /// Whether the renderer draws on whole pixels (software): pages snap, and only what they
  /// leave uncovered is cleared.
  let snapsToPixels: Bool

  init(renderer: Renderer, text: TextCache) {
    self.renderer = renderer
    snapsToPixels = renderer.isSoftware
    self.text = text
    backdrops = BackdropCanvas(renderer: renderer)
    layouts = TextLayoutCache(fonts: text.fonts)
    slides = TextSlidePainter(
      renderer: renderer, layouts: layouts,
      blocks: TextBlockPainter(renderer: renderer, cache: text),
      look: TextSlideLook(face: text.fonts.fallback))
  }

  /// Draws `pages` over the background, in the whole `output`.
  ///
  /// At rest, edges snap to whole pixels so nothing is blurred; while moving, fractional positions
  /// keep the motion smooth on renderers that filter them. The software renderer draws on whole
  /// pixels anyway: there pages always snap, and only what their opaque pictures leave
  /// uncovered is filled with the background (``uncoveredAreas(of:in:)``), not the whole frame.
  func paint(_ pages: [PageDrawing], atRest: Bool, in output: Rect) throws(SDLError) {
    if snapsToPixels, let areas = uncoveredAreas(of: pages, in: output) {
      for area in areas { try renderer.fill(area, with: background) }
    } else {
      try renderer.clear(background)
    }
    for page in pages {
      try paintPage(page, atRest: atRest || snapsToPixels)
    }
  }

  /// Draws one page's content in its frame (the frame already cleared).
  func paintPage(_ page: PageDrawing, atRest: Bool) throws(SDLError) {
    let frame = atRest ? page.frame.integral : page.frame
    switch page.content {
    case .picture(let texture, _) where page.zoom != nil:
      if let zoom = page.zoom {
        try paintBackdrop(of: page, around: zoom.picture, in: frame)
        try paintZoomed(texture, zoom, in: frame)
      }
    case .picture(let texture, let originalSize):
      let box = atRest ? page.fitBox.integral : page.fitBox
      let place = PageLayout.place(texture.size, original: originalSize, in: box, fit: fit)
      let destination = atRest ? place.destination.integral : place.destination
      try paintBackdrop(of: page, around: destination, in: frame)
      try renderer.draw(texture, from: place.source, in: destination)
    case .text(let slide):
      try slides.paint(slide, in: frame)
    case .failure(let reason, let title):
      try paintError(title: title, name: page.name, reason: reason, in: frame)
    case .loading:
      try paintSpinner(in: frame)
      try paintLoadingName(page.name, in: frame)
    }
  }

  /// Clears the frame and centres a message (for a carousel with no pictures).
  func paintMessage(_ lines: [String], in frame: Rect) throws(SDLError) {
    try renderer.clear(background)
    try paintLines(lines.map { ($0, Palette.emptyText, 1.0) }, in: frame)
  }

  /// A small line of text at the bottom-left corner (the folder scan's progress).
  func paintStatus(_ line: String, in frame: Rect) throws(SDLError) {
    let size = max(
      RenderingConstants.minimumSmallTextSize,
      Int(frame.height * RenderingConstants.titleScale * RenderingConstants.statusScale))
    guard let texture = text.texture(for: line, pointSize: size, color: Palette.emptyText) else {
      return
    }
    let margin = Double(size)
    let (width, height) = PageLayout.shrink(texture.size, toWidth: frame.width - 2 * margin)
    let box = Rect(
      x: frame.x + margin, y: frame.y + frame.height - margin - height, width: width,
      height: height)
    let pad = margin / 3
    let backdrop = Rect(
      x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad)
    try renderer.fill(backdrop.integral, with: Palette.statusBackground)
    try renderer.draw(texture, in: box.integral)
  }

  /// A ring of dots, one bright and the rest fading behind it, turning with `spinnerFrame`.
  private func paintSpinner(in frame: Rect) throws(SDLError) {
    let dots = RenderingConstants.spinnerDots
    let radius = max(
      RenderingConstants.minimumSpinnerRadius,
      min(frame.width, frame.height) * RenderingConstants.spinnerRadiusFraction)
    let dot = max(
      RenderingConstants.minimumSpinnerDot,
      (radius * RenderingConstants.spinnerDotFraction).rounded())
    let centreX = frame.x + frame.width / 2
    let centreY = frame.y + frame.height / 2
    let head = spinnerFrame % dots
    for index in 0..<dots {
      let angle = Double(index) / Double(dots) * 2 * Double.pi
      let age = (head - index + dots) % dots  // 0 for the brightest
      let tail = Palette.spinnerTailAlpha
      let alpha = UInt8(max(tail, 255 - age * (255 - tail) / (dots - 1)))
      let x = centreX + radius * sin(angle) - dot / 2
      let y = centreY - radius * cos(angle) - dot / 2
      var color = Palette.spinner
      color.alpha = alpha
      try renderer.fill(Rect(x: x, y: y, width: dot, height: dot).integral, with: color)
    }
  }

  /// The error page: a dark card with its title ("Cannot show this picture"), the file name and
  /// the reason, each wrapped and the block fitted to the page, so it reads at any window size.
  private func paintError(title: String, name: String, reason: String, in frame: Rect)
    throws(SDLError)
  {
    try renderer.fill(frame, with: Palette.errorBackground)
    guard let face = text.fonts.fallback else { return }
    let paragraphs = [
      TextParagraph(
        text: title, scale: 1 / RenderingConstants.errorBodyScale,
        color: Palette.errorTitle, isBold: true),
      TextParagraph(
        text: name, color: Palette.errorBody, spaceBefore: RenderingConstants.lineGapScale),
      TextParagraph(
        text: reason, color: Palette.errorBody, spaceBefore: RenderingConstants.lineGapScale),
    ]
    let width = (frame.width * RenderingConstants.textWidthFraction).rounded(.down)
    let height = (frame.height * RenderingConstants.textWidthFraction).rounded(.down)
    let largest = max(
      RenderingConstants.minimumTitleSize,
      Int(frame.height * RenderingConstants.titleScale * RenderingConstants.errorBodyScale))
    let layout = layouts.fit(
      paragraphs, face: face, width: width, height: height,
      sizes: RenderingConstants.slideMinimumTextSize...largest)
    try TextBlockPainter(renderer: renderer, cache: text).paint(
      layout, x: frame.x + (frame.width - width) / 2,
      y: frame.y + (frame.height - layout.height) / 2, width: width, alignment: .centre)
  }

  /// The file name, small, under the spinner of a page still loading.
  private func paintLoadingName(_ name: String, in frame: Rect) throws(SDLError) {
    let size = max(
      RenderingConstants.minimumSmallTextSize,
      Int(frame.height * RenderingConstants.titleScale * RenderingConstants.loadingNameScale))
    guard let texture = text.texture(for: name, pointSize: size, color: Palette.emptyText) else {
      return
    }
    let (width, height) = PageLayout.shrink(
      texture.size, toWidth: frame.width * RenderingConstants.textWidthFraction)
    let radius = max(
      RenderingConstants.minimumSpinnerRadius,
      min(frame.width, frame.height) * RenderingConstants.spinnerRadiusFraction)
    let box = Rect(
      x: frame.x + (frame.width - width) / 2,
      y: frame.y + frame.height / 2 + radius * RenderingConstants.loadingNameOffset,
      width: width, height: height)
    try renderer.draw(texture, in: box.integral)
  }

  /// Draws lines centred in `frame`, each scaled (0...1 of the title size) and shrunk to fit.
  private func paintLines(_ lines: [(String, Color, Double)], in frame: Rect) throws(SDLError) {
    let titleSize = max(
      RenderingConstants.minimumTitleSize, Int(frame.height * RenderingConstants.titleScale))
    let textures = lines.compactMap { line, color, scale in
      text.texture(
        for: line,
        pointSize: max(RenderingConstants.minimumLineSize, Int(Double(titleSize) * scale)),
        color: color)
    }
    let maximumWidth = frame.width * RenderingConstants.textWidthFraction
    let sizes = textures.map { PageLayout.shrink($0.size, toWidth: maximumWidth) }
    let gap = Double(titleSize) * RenderingConstants.lineGapScale
    let totalHeight = sizes.reduce(0) { $0 + $1.height } + gap * Double(max(sizes.count - 1, 0))
    var y = frame.y + (frame.height - totalHeight) / 2
    for (texture, size) in zip(textures, sizes) {
      let x = frame.x + (frame.width - size.width) / 2
      try renderer.draw(
        texture, in: Rect(x: x, y: y, width: size.width, height: size.height).integral)
      y += size.height + gap
    }
  }
}
