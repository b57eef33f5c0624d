import SDLKit

// MARK: - News from other threads

extension Viewer {
  /// Acts on what other threads posted since the last update: uploads finished decodes, takes
  /// the scan's news and the metadata read, answers commands, and applies what changes the list
  /// of pictures once the carousel is at rest.
  func takeInbox(now: Double) {
    for event in inbox.drain() {
      switch event {
      case .decodeFinished:
        // The grid's cells are on screen too: a thumbnail that lands is drawn at once (a grid
        // of pictures at rest drew a cell only when something else asked for a frame).
        let cells = grid.isOpen ? grid.cells(at: now).map(\.item) : []
        if planner.uploadDecodes(alsoShown: cells) { markNeedsRedraw() }
      case .scanProgressed:
        planner.takeScanNews()
        markNeedsRedraw()
      case .metadataRead: if overlay.takeMetadata() { markNeedsRedraw() }
      case .overlayFileChanged: if overlay.takeNote() { markNeedsRedraw() }
      case .calendarRead: if overlay.calendar?.take() == true { markNeedsRedraw() }
      case .weatherRead: if overlay.weather?.take() == true { markNeedsRedraw() }
      case .shapesRead: break  // taken below, at rest
      case .controllerActivity: GameController.updateAll()
      case .commandsReceived: answerCommands(now: now)
      case .foldersChanged: break  // applied below, at rest
      case .indexed: planner.takeIndexNews(now: now)
      case .clockStepped: break  // the step that woke the loop read the wall clock again
      case .actionFailed: files.sayFailures()
      // The captions may now say what the server says (the status reads it at the turn's end).
      case .sourceRefreshed: markNeedsRedraw()
      case .clipOpened: break  // taken by the update's followClips, after the plan
      }
    }
    let mayTake = gate.mayTakeScanResults(isEmpty: catalog.isEmpty)
    if planner.addScanResultsAtRest(now: now, mayTake: mayTake) {
      zoom.followReload()
      markNeedsRedraw()
    }
    if gate.finishIfOver(scanToCome: pictures.hasScanResultsToCome) { answerCommands(now: now) }
    planner.reportIfIndexComplete(now: now)
    if planner.applyReloadAtRest(now: now) {
      markNeedsRedraw()
      answerAwaitedReload(now: now)
    }
    if planner.applyFolderChangesAtRest(now: now) { markNeedsRedraw() }
    let wall = power.wall(at: now)
    if mayTake, planner.applySelectionAtRest(now: now, wall: wall) {
      zoom.followReload()
      markNeedsRedraw()
    }
    if planner.applyShapesAtRest(now: now) {
      zoom.followReload()
      markNeedsRedraw()
    }
  }

  /// Reads the files and folders again (SIGHUP, the `reload` command): a scan runs in the
  /// background, and its list replaces the catalog at the next rest.
  func reload(now: Double) {
    guard let sources = hooks.reloadSources?(now) else { return }
    pictures.rescan(sources)
  }
}
