import Geometry
import InfinitePager
import SDLKit

// MARK: - Drawing and layout

extension Viewer {
  /// Draws the current state into the renderer (the caller presents it).
  package func draw() throws(SDLError) {
    let output = renderer.outputSize
    painter.spinnerFrame = LoadingSpinner.frame(at: lastUpdate)
    let scale = Double(output.width) / Double(max(window.size.width, 1))
    let pages = pager.visiblePages.map { visible in
      let frame = Rect(
        x: visible.x * scale, y: visible.y * scale, width: Double(output.width),
        height: Double(output.height))
      return PageDrawing(
        content: pictures.content(forItem: visible.index), name: catalog[visible.index].name,
        frame: frame, zoom: zoomDrawing(ofItem: visible.index, page: frame, scale: scale))
    }
    let fullFrame = Rect(x: 0, y: 0, width: Double(output.width), height: Double(output.height))
    if catalog.isEmpty {
      try painter.paintMessage(["No pictures to show"], in: fullFrame)
    } else if let fade = crossfade(pages, in: fullFrame) {
      try painter.paintCrossfade(
        from: fade.outgoing, to: fade.incoming, fraction: fade.fraction, in: fullFrame)
    } else {
      try painter.paint(pages, atRest: !pager.isAnimating, in: fullFrame)
      // The on-screen display (text: fonts to open) comes once the first picture is shown.
      if !isWaitingForFirstPicture {
        try drawDisplay(over: pages, indices: pager.visiblePages.map(\.index), in: fullFrame)
      }
    }
    if let status = scanStatusLine { try painter.paintStatus(status, in: fullFrame) }
    needsRedraw = false
  }

  /// The two pages of a slideshow transition drawn as a crossfade (`--transition fade`), both
  /// in the whole frame, and the incoming page's weight; nil when the frame is not one.
  private func crossfade(_ pages: [PageDrawing], in frame: Rect)
    -> (outgoing: PageDrawing, incoming: PageDrawing, fraction: Double)?
  {
    let visible = pager.visiblePages
    guard show.transition == .fade, pager.isAutoScrollTransitionRunning, visible.count == 2
    else { return nil }
    // Page offsets are slot − position: the earlier slot is at offset ≤ 0, the later one at
    // 1 less than that; the later one's weight is how far the position has gone past the first.
    let (early, late) = visible[0].offset < visible[1].offset ? (0, 1) : (1, 0)
    let fraction = 1 - visible[late].offset
    var (outgoing, incoming) = (pages[early], pages[late])
    if pager.autoScrollDirection.step < 0 { swap(&outgoing, &incoming) }
    outgoing.frame = frame
    incoming.frame = frame
    let weight = pager.autoScrollDirection.step < 0 ? 1 - fraction : fraction
    return (outgoing, incoming, weight)
  }

  /// Device pixels per logical pixel, for the pager's settle tolerance (HiDPI).
  static func displayScale(window: Window, renderer: Renderer) -> Double {
    Double(renderer.outputSize.width) / Double(max(window.size.width, 1))
  }

  /// Lays out again when the window or its drawable changed size without a resize event, as
  /// some window systems do when going fullscreen.
  func relayoutIfSizeChanged() {
    if laidOutSizes != [window.size, renderer.outputSize] { relayout() }
  }

  /// Fits the pager and the decode box to the window's current size.
  func relayout() {
    let sizes = [window.size, renderer.outputSize]
    // A zoom's geometry is its view's: a new size drops it (an exposure alone does not).
    if !laidOutSizes.isEmpty, sizes != laidOutSizes { zoom.reset() }
    laidOutSizes = sizes
    let size = window.size
    pager.resize(to: Viewport(width: Double(size.width), height: Double(size.height)))
    pager.displayScale = Self.displayScale(window: window, renderer: renderer)
    pictures.store.box = renderer.outputSize
    needsRedraw = true
  }
}
