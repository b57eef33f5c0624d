// MARK: - The image pipeline's hooks into the frame

extension Viewer {
  /// Takes what the background threads finished (scan batches, decodes), schedules the decodes the
  /// pager needs next, and asks for a frame when something visible changed.
  ///
  /// Called on every update and on each wake-up event.
  func takePictureNews(now: Double) {
    let atRest = !pager.isAnimating && !pager.isDragging
    let wasScanning = pictures.isScanning
    if pictures.takeScanResults(canReload: atRest) {
      pager.reloadData(at: now)
      markNeedsRedraw()
    }
    if wasScanning && !pictures.isScanning { markNeedsRedraw() }  // the status line goes
    let visible = pager.visiblePages.map(\.index)
    pictures.plan(
      visible: visible, current: pager.currentIndex,
      position: Double(pager.position.page) + pager.position.offset)
    let changed = pictures.store.uploadFinished()
    let visiblePaths = Set(visible.map { pictures.list.items[$0].picturePath })
    if !changed.isDisjoint(with: visiblePaths) { markNeedsRedraw() }
    pictures.lastNow = now
    if pictures.spinnerNeedsFrame(visible: visible, now: now) { markNeedsRedraw() }
  }

  /// Blocks until every visible page's picture is decoded and uploaded (finishing a running
  /// folder scan first), so the next frame shows what a fast machine would show.
  ///
  /// Headless runs and replays call this before drawing each frame on their virtual clock; the
  /// live loop never does (it shows a spinner instead and redraws when the decode is done).
  package func waitForVisibleDecodes() {
    if pictures.hasScanResultsToCome {
      pictures.finishScan()
      pager.reloadData(at: pictures.lastNow)
    }
    pictures.waitForDecodes(of: pager.visiblePages.map(\.index))
    markNeedsRedraw()
  }

  /// Plans from the current state, then blocks until every planned decode (prefetch included)
  /// has finished and reported its failures.
  ///
  /// Headless runs end with it, so each bad file's stderr line comes out whatever the machine's
  /// speed, even after a single frame (whose plan was made before the scan's reload).
  func finishPlannedDecodes(now: Double) {
    takePictureNews(now: now)
    pictures.store.waitUntilIdle()
  }
}
