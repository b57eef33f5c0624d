// MARK: - Waits of headless runs and replays, on the virtual clock

extension Viewer {
  /// Blocks until every visible page's picture is decoded and uploaded (finishing a running
  /// folder scan first), so the next frame shows what a fast machine would show.
  ///
  /// Headless runs and replays call this before drawing each frame on their virtual clock; the
  /// live loop never does (it shows a spinner instead and redraws when the decode is done).
  package func waitForVisibleDecodes() {
    if planner.waitForVisibleDecodes(now: lastUpdate) { zoom.reset() }
    resolvePendingStart(now: lastUpdate)
    // The pictures just dated leave or join now, as a fast machine's index would have had them.
    let wall = power.wall(at: lastUpdate)
    if planner.applySelectionAtRest(now: lastUpdate, wall: wall) {
      zoom.followReload()
      pictures.waitForDecodes(of: pager.visiblePages.map(\.index))
    }
    if grid.isOpen {
      planGridThumbnails()
      pictures.waitForThumbnails(ofItems: grid.cells(at: lastUpdate).map(\.item))
    }
    overlay.waitForMetadata()
    if overlay.calendar?.waitForReading(now: lastUpdate, wall: wall) == true { markNeedsRedraw() }
    if overlay.weather?.waitForReading(now: lastUpdate, wall: wall) == true { markNeedsRedraw() }
    // The clip the carousel rests on opens now, as on a fast machine, and plays from now on.
    _ = followClips(now: lastUpdate)
    _ = clips.waitForOpening(now: lastUpdate)
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
    pictures.waitUntilIdle()
  }

  /// Blocks until the folder watcher has read every change made to the files so far; the next
  /// update at rest applies them (replays and tests, on the virtual clock).
  package func waitForFolderNews() {
    pictures.syncFolderChanges()
    if overlay.waitForNoteChange() { markNeedsRedraw() }
  }
}
