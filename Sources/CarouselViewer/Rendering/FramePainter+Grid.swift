import Geometry
import PictureKit
import SDLKit

/// One cell of the overview grid to draw: what it shows and where, in device pixels.
struct GridCellDrawing {
  var content: PictureContent
  var frame: Rect
  var isSelected: Bool
  /// Whether the cell is a clip's: a play mark over its first frame.
  var isClip = false
}

// MARK: - The overview grid

extension FramePainter {
  /// Draws the grid's `cells` over the background in `output`: each thumbnail fitted in its
  /// cell, a placeholder while it comes, a darker red cell when it cannot be shown, a text
  /// slide as its page, and a frame `highlight` device pixels wide round the selected cell.
  func paintGrid(_ cells: [GridCellDrawing], highlight: Double, in output: Rect) throws(SDLError) {
    try renderer.clear(background)
    for cell in cells {
      let frame = cell.frame.integral
      switch cell.content {
      case .picture(let texture, _):
        try renderer.draw(texture, in: PageLayout.aspectFit(texture.size, in: frame).integral)
      case .text(let slide):
        try slides.paint(slide, in: frame)
      case .failure:
        try renderer.fill(frame, with: Palette.gridFailure)
      case .loading:
        try renderer.fill(frame, with: Palette.gridPlaceholder)
      }
      if cell.isClip { try paintPlayMark(in: frame) }
      if cell.isSelected { try paintFrame(round: frame, width: highlight) }
    }
  }

  /// A triangle pointing right, centred in `frame` (device pixels), drawn as one-pixel
  /// columns: the play mark of a clip's cell.
  private func paintPlayMark(in frame: Rect) throws(SDLError) {
    let height = (min(frame.width, frame.height) * RenderingConstants.playMarkFraction).rounded()
    let width = (height * 0.87).rounded()  // an equilateral triangle's
    guard width >= 2 else { return }
    let left = (frame.x + (frame.width - width) / 2).rounded()
    let middle = frame.y + frame.height / 2
    for column in 0..<Int(width) {
      let tall = (height * (1 - Double(column) / width)).rounded()
      guard tall >= 1 else { continue }
      let strip = Rect(
        x: left + Double(column), y: (middle - tall / 2).rounded(), width: 1, height: tall)
      try renderer.fill(strip, with: Palette.playMark)
    }
  }

  /// The moving picture of the zoom between a cell and the page: `texture` in `rect`, over the
  /// grid faded by `fade` (0: the grid as it is, 1: the background alone).
  func paintGridZoom(_ texture: Texture?, in rect: Rect, fade: Double, over output: Rect)
    throws(SDLError)
  {
    var veil = background
    veil.alpha = UInt8(max(0, min(255, (fade * 255).rounded())))
    try renderer.fill(output, with: veil)
    if let texture { try renderer.draw(texture, in: rect.integral) }
  }

  /// A frame `width` device pixels wide just outside `rect`.
  private func paintFrame(round rect: Rect, width: Double) throws(SDLError) {
    let w = width.rounded()
    for edge in [
      Rect(x: rect.x - w, y: rect.y - w, width: rect.width + 2 * w, height: w),
      Rect(x: rect.x - w, y: rect.y + rect.height, width: rect.width + 2 * w, height: w),
      Rect(x: rect.x - w, y: rect.y, width: w, height: rect.height),
      Rect(x: rect.x + rect.width, y: rect.y, width: w, height: rect.height),
    ] {
      try renderer.fill(edge, with: Palette.gridHighlight)
    }
  }
}
