import Geometry
import Gestures
import PictureDecoding
import SDLKit

// MARK: - The overview grid: opening, closing, input, thumbnails, drawing

extension Viewer {
  /// Opens the overview grid at `now`, the picture shown selected and zooming into its cell.
  ///
  /// Asked by G, Enter, `-` or a pinch out at the fit; not in a kiosk, nor with no pictures.
  func openGrid(now: Double) {
    guard !grid.isOpen, !slideshow.isKiosk, let current = pager.currentIndex,
      current < catalog.count
    else { return }
    layOutGrid()
    zoom.reset()
    files.cancel()
    grid.open(selecting: current, at: now)
    markNeedsRedraw()
  }

  /// Opens item `index` from the grid at `now`: the carousel shows it, and it zooms from its
  /// cell into the page.
  func openFromGrid(_ index: Int, now: Double) {
    guard grid.isOpen, index < catalog.count else { return }
    if index != pager.currentIndex { pager.scrollToPage(index, animated: false, at: now) }
    grid.close(into: index, at: now)
    markNeedsRedraw()
  }

  /// Lays the grid out for the window and the pictures as they are now.
  func layOutGrid() {
    grid.layOut(
      width: pager.viewport.width, height: pager.viewport.height, count: catalog.count,
      scale: stage.displayScale)
  }

  /// Per update: the grid follows the list and the window, ends its zoom, holds the slideshow
  /// while shown, and lets its thumbnails go once closed.
  func updateGrid(now: Double) {
    guard grid.isOpen else { return }
    layOutGrid()
    if catalog.isEmpty {
      grid.close(into: 0, at: now)
    }
    if grid.update(now: now) {
      pictures.releaseThumbnails(keepingItem: pager.currentIndex)
      markNeedsRedraw()
    }
  }

  /// The thumbnails the grid shows, asked for before the plan of the pages (which is only the
  /// picture shown while the grid is open).
  func planGridThumbnails() {
    guard grid.isOpen else { return }
    let items = grid.cells(at: lastUpdate).map(\.item)
    let side = Int((grid.layout.cellSide * stage.displayScale).rounded(.up))
    pictures.requestThumbnails(ofItems: items, size: ThumbnailSize.fitting(side))
  }

  /// Handles `event` while the grid is shown; the grid takes what it knows, and of the rest
  /// only quitting, fullscreen, the help and the grid's own key act.
  /// - Returns: whether the event was taken.
  func handleGrid(_ event: InputEvent, time: Double?, now: Double) -> Bool {
    guard grid.isOpen else { return false }
    switch grid.handle(event, time: time ?? now, now: now) {
    case .open(let index)?: openFromGrid(index, now: now)
    case .redraw?: markNeedsRedraw()
    case nil:
      if let action = input.action(for: event, orientation: pager.orientation) {
        switch action {
        case .toggleGrid, .back: openFromGrid(grid.selected, now: now)
        case .quit, .toggleFullscreen, .toggleHelp, .reload: perform(action, now: now)
        default: break
        }
      }
    }
    return true
  }

  /// Draws the grid, and the picture zooming between its cell and the page.
  func drawGrid() throws(SDLError) {
    let scale = stage.displayScale
    let output = stage.outputFrame
    let painter = stage.painter
    let cells = grid.cells(at: lastUpdate).map { cell in
      GridCellDrawing(
        content: pictures.thumbnail(forItem: cell.item),
        frame: cell.frame * scale, isSelected: cell.item == grid.selected,
        isClip: catalog[cell.item].kind == .clip)
    }
    let highlight = max(
      GridConstants.minimumHighlight, grid.layout.cellSide * scale * GridConstants.highlightFraction
    )
    try painter.paintGrid(cells, highlight: highlight, in: output)
    guard let (item, toPage) = grid.zoom(at: lastUpdate), item < catalog.count else { return }
    let thumbnail = pictures.thumbnail(forItem: item)
    let texture: Texture? =
      switch pictures.content(forItem: item) {
      case .picture(let page, _): page
      default:
        if case .picture(let small, _) = thumbnail { small } else { nil }
      }
    let aspect = texture?.size ?? Size(width: 1, height: 1)
    let cell = PageLayout.aspectFit(aspect, in: grid.frame(of: item, at: lastUpdate) * scale)
    let page = PageLayout.aspectFit(aspect, in: output)
    try painter.paintGridZoom(
      texture, in: cell.interpolated(to: page, by: toPage), fade: toPage, over: output)
  }
}

extension Rect {
  /// The rectangle scaled by `scale` (points to device pixels).
  static func * (rect: Rect, scale: Double) -> Rect {
    Rect(
      x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
  }

  /// The rectangle `fraction` of the way from this one to `other`.
  func interpolated(to other: Rect, by fraction: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction,
      width: width + (other.width - width) * fraction,
      height: height + (other.height - height) * fraction)
  }
}
