import Geometry
import InfinitePager
import Localization
import SDLKit

// MARK: - Drawing, frames and layout

extension Viewer {
  /// Draws the current state into the renderer (the caller presents it).
  package func draw() throws(SDLError) {
    // A picture parked at rest whose pixels went with a resized window draws as loading.
    renderer.restoreParkedTextures()
    if power.isAsleep { return try drawAsleep() }
    let painter = stage.painter
    painter.spinnerFrame = LoadingSpinner.frame(at: lastUpdate)
    let scale = stage.displayScale
    let full = stage.outputFrame
    var indices: [Int] = []
    let pages = pager.visiblePages.flatMap { visible in
      let frame = Rect(
        x: visible.x * scale, y: visible.y * scale, width: full.width, height: full.height)
      let drawings = pageDrawings(ofPage: visible.index, in: frame)
      indices += drawings.map(\.item)
      return drawings.map(\.drawing)
    }
    // One shift for everything still in this frame (docs/architecture.md, "Burn-in").
    let shift = BurnInShift(at: lastUpdate, frame: full)
    var hasStillParts = false
    if catalog.isEmpty {
      try painter.paintMessage([localized("No pictures to show")], in: full)
    } else if grid.isOpen {
      try drawGrid()
    } else if let fade = crossfade(in: full) {
      try painter.paintCrossfade(
        from: fade.outgoing, to: fade.incoming, fraction: fade.fraction, in: full)
      if !gate.isWaitingForFirstPicture {
        var corners = overlay.cornerScene(wall: power.wall(at: lastUpdate))
        corners.shift = shift
        try overlay.painter.paint(corners, in: full)
        hasStillParts = !corners.isEmpty
      }
    } else {
      try painter.paint(pages, atRest: !pager.isAnimating, in: full)
      // The clip on screen: where it is in its length, along the bottom edge.
      if !pager.isAnimating, let item = currentCatalogItem,
        let played = clips.progress(of: item, at: lastUpdate)
      {
        try painter.paintClipProgress(played, in: full)
      }
      // The on-screen display (text: fonts to open) comes once the first picture is shown.
      if !gate.isWaitingForFirstPicture {
        var scene = overlay.scene(
          pages: pages, indices: indices, now: lastUpdate,
          wall: power.wall(at: lastUpdate),
          keys: input.keyMap)
        scene.question = files.confirmation
        scene.shift = shift
        try overlay.painter.paint(scene, in: full)
        hasStillParts = !scene.isEmpty
      }
    }
    // The scan's progress, else what the chooser must say (a fallback that shows more).
    if !gate.isWaitingForFirstPicture, let status = planner.statusLine {
      try painter.paintStatus(status, in: DisplayMetrics(frame: full, shift: shift).frame)
      hasStillParts = true
    }
    // The enlarged backdrops count against the cache budget, as the pictures do.
    pictures.reserveBackdrops(painter.backdrops.byteCount)
    overlay.drew(shift, withStillParts: hasStillParts)
    needsRedraw = false
  }

  /// Whether a frame is due: something changed, and the first frame does not wait.
  ///
  /// The live loop draws when it is.
  package var isFrameDue: Bool {
    needsRedraw && !isHoldingFirstFrame && !(power.isAsleep && power.hasDrawnBlack)
  }

  /// Whether the first frame waits for its picture (see ``StartGate``).
  var isHoldingFirstFrame: Bool {
    !catalog.isEmpty && gate.holdsFirstFrame(at: lastUpdate, showsLoading: isShowingLoading)
  }

  /// Tells the viewer a frame was presented: the first one that shows the current item's
  /// picture or error page ends the wait for the first picture (the scan starts, the hook is
  /// called), and the first that shows a picture calls the first-picture hook with the
  /// timeline.
  package func didPresentFrame() {
    let content = planner.currentItem.map { pictures.content(forItem: $0) }
    let presented = gate.didPresent(
      content, listIsFinal: catalog.isEmpty && !pictures.hasScanResultsToCome)
    if presented.showsFirstPicture, let timeline = gate.timeline {
      hooks.onFirstPicturePresented?(timeline)
    }
    if presented.endsWait {
      pictures.startScan()
      markNeedsRedraw()
      hooks.onFirstPictureWaitEnded?()
    }
  }

  /// Asks for the decodes the pages need next and turns the spinner while a visible page loads.
  func planPictures(now: Double) {
    planGridThumbnails()
    let waiting = gate.isWaitingForFirstPicture
    let ahead = slideshow.decodesAhead(beyond: pictures.prefetchDistance)
    if planner.plan(now: now, prefetching: !waiting, spins: !isHoldingFirstFrame, ahead: ahead) {
      markNeedsRedraw()
    }
  }

  /// What page `page` draws in `frame` (device pixels): each of its pictures (one, or a
  /// pair's two) in its part of the page, with its item.
  func pageDrawings(ofPage page: Int, in frame: Rect) -> [(item: Int, drawing: PageDrawing)] {
    let scale = stage.displayScale
    return planner.cells(ofPage: page, in: frame, fit: stage.painter.fit).map { cell in
      (
        cell.item,
        PageDrawing(
          content: clips.content(for: catalog[cell.item]) ?? pictures.content(forItem: cell.item),
          name: catalog[cell.item].name,
          frame: cell.frame,
          zoom: zoomDrawing(ofItem: cell.item, page: cell.box, scale: scale),
          backdrop: pictures.backdrop(forItem: cell.item), box: cell.box)
      )
    }
  }

  /// The two pages of a slideshow transition drawn as a crossfade (`--transition fade`), both
  /// in the whole frame, and the incoming page's weight; nil when the frame is not one.
  private func crossfade(in frame: Rect)
    -> (outgoing: [PageDrawing], incoming: [PageDrawing], fraction: Double)?
  {
    let visible = pager.visiblePages
    guard slideshow.transition == .fade, pager.isAutoScrollTransitionRunning, visible.count == 2
    else { return nil }
    // Page offsets are slot − position: the earlier slot is at offset ≤ 0, the later one at
    // 1 less than that; the later one's weight is how far the position has gone past the first.
    let (early, late) = visible[0].offset < visible[1].offset ? (0, 1) : (1, 0)
    let fraction = 1 - visible[late].offset
    var (outgoing, incoming) = (
      pageDrawings(ofPage: visible[early].index, in: frame).map(\.drawing),
      pageDrawings(ofPage: visible[late].index, in: frame).map(\.drawing)
    )
    if pager.autoScrollDirection.step < 0 { swap(&outgoing, &incoming) }
    let weight = pager.autoScrollDirection.step < 0 ? 1 - fraction : fraction
    return (outgoing, incoming, weight)
  }

  /// Fits the pager and the decode box to the window's current size.
  func relayout() {
    // Parked pictures the resize lost are decoded again (``Viewer/rest()``).
    renderer.restoreParkedTextures()
    // A zoom's geometry is its view's: a new size drops it (an exposure alone does not).
    if stage.takeLayoutSizes() { zoom.reset() }
    if grid.isOpen { layOutGrid() }
    let size = window.size
    pager.resize(to: Viewport(width: Double(size.width), height: Double(size.height)))
    // A page turned from landscape to portrait pairs the other pictures.
    let landscape = size.width >= size.height
    if planner.orientPages(landscape: landscape) { pager.reloadData(at: lastUpdate) }
    pager.displayScale = stage.displayScale
    pictures.box = renderer.outputSize
    stage.painter.backdrops.removeAll()  // made for the old size
    needsRedraw = true
  }
}
