import Geometry

// MARK: - The background: only where the pictures do not cover

extension FramePainter {
  /// The parts of `output` the `pages`, drawn on whole pixels, leave to the background: each
  /// page's frame around its opaque picture (the bars of a picture of another shape), unless
  /// its backdrop fills them, and every other page's whole frame; nil when the frames do not
  /// tile `output` (the caller clears it all).
  ///
  /// Two full-screen photos sliding past each other leave nothing: the frame is drawn by the
  /// two copies alone, not a clear of 8 MB and then the copies.
  func uncoveredAreas(of pages: [PageDrawing], in output: Rect) -> [Rect]? {
    let frames = pages.map { $0.frame.integral }
    let covered = frames.reduce(0.0) { $0 + Self.area(of: $1.intersection(output)) }
    guard covered == Self.area(of: output) else { return nil }
    var areas: [Rect] = []
    for (page, frame) in zip(pages, frames) {
      guard case .picture(let texture, let originalSize) = page.content, texture.isOpaque else {
        areas.append(frame)
        continue
      }
      // Its backdrop draws what the picture leaves.
      if showsBackdrop(page) { continue }
      let picture = PageLayout.place(
        texture.size, original: originalSize, in: page.fitBox.integral, fit: fit
      )
      .destination.integral.intersection(frame)
      areas += Self.bars(around: picture, in: frame)
    }
    return areas.map { $0.intersection(output) }.filter { $0.width > 0 && $0.height > 0 }
  }

  /// What of `frame` lies outside `inner` (within it): up to four rectangles.
  static func bars(around inner: Rect, in frame: Rect) -> [Rect] {
    guard inner.width > 0, inner.height > 0 else { return [frame] }
    return [
      Rect(x: frame.x, y: frame.y, width: frame.width, height: inner.y - frame.y),
      Rect(x: frame.x, y: inner.maxY, width: frame.width, height: frame.maxY - inner.maxY),
      Rect(x: frame.x, y: inner.y, width: inner.x - frame.x, height: inner.height),
      Rect(x: inner.maxX, y: inner.y, width: frame.maxX - inner.maxX, height: inner.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  private static func area(of rect: Rect) -> Double {
    max(rect.width, 0) * max(rect.height, 0)
  }
}
