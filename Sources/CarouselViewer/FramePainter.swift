import SDLKit

/// One visible page to draw: its content and where it goes, in device pixels.
struct PageDrawing {
  var content: PictureContent
  /// The file name, for error pages.
  var name: String
  /// The page's full rectangle; the picture is aspect-fitted inside it.
  var frame: Rect
}

/// Draws frames: the visible pages on black, error pages and the empty state.
///
/// Main thread only.
final class FramePainter {
  private let renderer: Renderer
  private let text: TextCache

  init(renderer: Renderer, text: TextCache) {
    self.renderer = renderer
    self.text = text
  }

  /// Clears the frame and draws `pages`.
  ///
  /// At rest, edges snap to whole pixels so nothing is blurred; while moving, fractional positions
  /// keep the motion smooth.
  func paint(_ pages: [PageDrawing], atRest: Bool) throws(SDLError) {
    try renderer.clear(Palette.background)
    for page in pages {
      let frame = atRest ? page.frame.integral : page.frame
      switch page.content {
      case .picture(let texture, _):
        let fitted = PageLayout.aspectFit(texture.size, in: frame)
        try renderer.draw(texture, in: atRest ? fitted.integral : fitted)
      case .failure(let reason):
        try paintError(name: page.name, reason: reason, in: frame)
      }
    }
  }

  /// Clears the frame and centres a message (for a carousel with no pictures).
  func paintMessage(_ lines: [String], in frame: Rect) throws(SDLError) {
    try renderer.clear(Palette.background)
    try paintLines(lines.map { ($0, Palette.emptyText, 1.0) }, in: frame)
  }

  private func paintError(name: String, reason: String, in frame: Rect) throws(SDLError) {
    try renderer.fill(frame, with: Palette.errorBackground)
    try paintLines(
      [
        ("Cannot show this picture", Palette.errorTitle, 1.0),
        (name, Palette.errorDetail, 0.8),
        (reason, Palette.errorDetail, 0.8),
      ], in: frame)
  }

  /// Draws lines centred in `frame`, each scaled (0...1 of the title size) and shrunk to fit.
  private func paintLines(_ lines: [(String, Color, Double)], in frame: Rect) throws(SDLError) {
    let titleSize = max(Palette.minimumTitleSize, Int(frame.height * Palette.titleScale))
    let textures = lines.compactMap { line, color, scale in
      text.texture(for: line, pointSize: max(8, Int(Double(titleSize) * scale)), color: color)
    }
    let maximumWidth = frame.width * 0.9
    let sizes = textures.map { PageLayout.shrink($0.size, toWidth: maximumWidth) }
    let gap = Double(titleSize) * 0.6
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
