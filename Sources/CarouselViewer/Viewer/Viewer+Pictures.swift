import SDLKit

// MARK: - The pictures: the inbox's news, the decode plan, the spinner

extension Viewer {
  /// Acts on what other threads posted since the last update: uploads finished decodes, takes
  /// the scan's news, and adds what the scan found once the carousel is at rest.
  func takeInbox(now: Double) {
    for event in inbox.drain() {
      switch event {
      case .decodeFinished: uploadDecodes()
      case .scanProgressed: takeScanNews(now: now)
      case .metadataRead: takeMetadata()
      case .signal(let signal): handle(signal, now: now)
      case .controllerActivity: GameController.updateAll()
      case .controlReceived: answerControlLines(now: now)
      case .foldersChanged: break  // applied below, at rest
      }
    }
    addScanResultsAtRest(now: now)
    finishStartIfOver(now: now)
    applyReloadAtRest(now: now)
    applyFolderChangesAtRest(now: now)
  }

  /// Asks for the decodes the pages need next (visible first, then the side the carousel is
  /// moving to), and turns the spinner while a visible page is loading.
  func planPictures(now: Double) {
    let visible = pager.visiblePages.map(\.index)
    pictures.plan(
      visible: visible, current: pager.currentIndex, direction: travelDirection,
      prefetching: !isWaitingForFirstPicture)
    let spinning = pictures.isLoading(visible) && !isHoldingFirstFrame
    if spinner.needsFrame(loading: spinning, now: now) { markNeedsRedraw() }
  }

  /// Blocks until every visible page's picture is decoded and uploaded (finishing a running
  /// folder scan first), so the next frame shows what a fast machine would show.
  ///
  /// Headless runs and replays call this before drawing each frame on their virtual clock; the
  /// live loop never does (it shows a spinner instead and redraws when the decode is done).
  package func waitForVisibleDecodes() {
    if pictures.hasScanResultsToCome {
      pictures.finishScan()
      zoom.reset()
      pager.reloadData(at: lastUpdate)
    }
    pictures.waitUntilRescanEnds()  // a reload's list joins at the next rest, as it would live
    pictures.waitForDecodes(of: pager.visiblePages.map(\.index))
    pictures.store.waitForDetail()  // a zoomed picture's sharper part
    waitForMetadata()
    markNeedsRedraw()
  }

  /// Plans from the current state, then blocks until every planned decode (prefetch included)
  /// has finished and reported its failures.
  ///
  /// Headless runs end with it, so each bad file's stderr line comes out whatever the machine's
  /// speed, even after a single frame (whose plan was made before the scan's reload).
  package func finishPlannedDecodes(now: Double) {
    takeInbox(now: now)
    planPictures(now: now)
    pictures.store.waitUntilIdle()
  }

  /// The status line while a folder scan runs ("Scanning… 1,234 pictures found"), else nil.
  var scanStatusLine: String? {
    guard !isWaitingForFirstPicture else { return nil }
    return pictures.scanFoundCount.map { "Scanning… \($0) pictures found" }
  }

  /// Uploads finished decodes; redraws when one of them is on screen.
  private func uploadDecodes() {
    let changed = pictures.store.uploadFinished()
    let visible = pager.visiblePages.map { catalog[$0.index].key }
    if !changed.isDisjoint(with: visible) {
      timeline?.mark(.textureUploaded)
      markNeedsRedraw()
    }
  }

  /// The scan found more or ended: the status line changes.
  private func takeScanNews(now: Double) {
    pictures.collectScanResults()
    if !pictures.isScanning { timeline?.mark(.folderScanned) }
    markNeedsRedraw()
  }

  /// Adds the pictures the scan found once nothing moves (a reload stops any motion), or at
  /// once while the carousel is empty.
  private func addScanResultsAtRest(now: Double) {
    guard pictures.hasWaitingScanResults, mayTakeScanResults else { return }
    let atRest = !pager.isAnimating && !pager.isDragging
    if pictures.takeScanResults(canReload: atRest) {
      pager.reloadData(at: now)
      zoom.followReload()
      markNeedsRedraw()
    }
  }
}
