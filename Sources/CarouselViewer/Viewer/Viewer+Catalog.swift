import PictureKit

// MARK: - Changes to the list of pictures: live folders and reloads

extension Viewer {
  /// Applies `changes` to the pictures at `now` and keeps the picture shown in view.
  ///
  /// The item shown stays shown, followed through `renamed` (old key to new); when it went, its
  /// next neighbour shows; when every picture went, the one shown last is remembered and shown
  /// again if it comes back. The pager reloads (call at rest: a reload stops any motion), and
  /// the trace gets a "catalog" line.
  func applyCatalogChanges(
    _ changes: [CatalogChange], renamed: [ItemKey: ItemKey] = [:], now: Double
  ) {
    let current = pager.currentIndex
    var shownKey = current.map { catalog[$0].key } ?? rememberedKey
    let update = pictures.apply(changes, keeping: current)
    guard update.isChanged else { return }
    var hops = 0  // a rename and its reverse make a cycle
    while let key = shownKey, let next = renamed[key], hops < renamed.count {
      shownKey = next
      hops += 1
    }
    let target = shownKey.flatMap(catalog.index(of:)) ?? update.current
    rememberedKey = catalog.isEmpty ? shownKey : nil
    pager.reloadData(initialPage: target, at: now)
    markNeedsRedraw()
    onPagerEvent?(.catalogChanged(count: catalog.count, index: pager.currentIndex))
  }

  /// Reads the files and folders again (SIGHUP, the `reload` command): a scan runs in the
  /// background, and its list replaces the catalog at the next rest (``applyReloadAtRest(now:)``).
  func reload(now: Double) {
    guard let sources = reloadSources?(now) else { return }
    pictures.rescan(sources)
  }

  /// Once the reload's scan has ended and nothing moves: removes what went, adds what came in
  /// its place in the list, and reads the kept pictures again.
  func applyReloadAtRest(now: Double) {
    guard pictures.isRescanning, !pager.isAnimating, !pager.isDragging,
      let paths = pictures.takeRescan()
    else { return }
    let effect = pictures.reloadEffect(paths)
    applyCatalogChanges(effect.changes, renamed: effect.renamed, now: now)
    answerAwaitedReload(now: now)
  }

  /// Applies what the folder watcher saw (live folders), once nothing moves and the first scan
  /// has ended.
  func applyFolderChangesAtRest(now: Double) {
    guard pictures.isWatching, !pager.isAnimating, !pager.isDragging,
      let effect = pictures.takeFolderChanges()
    else { return }
    for (folder, reason) in effect.unwatchable {
      report(
        "carousel: option --watch: changes to \(folder) are not followed: \(reason)"
          .escapingControlCharacters)
    }
    applyCatalogChanges(effect.changes, renamed: effect.renamed, now: now)
  }

  /// Blocks until the folder watcher has read every change made to the files so far; the next
  /// update at rest applies them (replays and tests, on the virtual clock).
  package func waitForFolderNews() {
    pictures.syncFolderChanges()
  }
}
