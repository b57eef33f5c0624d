/// The pictures of a running carousel: the catalog (growing while a folder scan runs), the store
/// that decodes and caches them, and the prefetch plan, which the caller steers with what the
/// pager shows and its direction of travel.
///
/// Owns no UI: what loading and scanning look like is the caller's business. Main thread only.
package final class PictureFeed {
  /// The items shown; grows while a background scan delivers.
  package internal(set) var catalog: Catalog
  package let store: PictureStore
  private var scanner: FolderScanner?
  private var waitingScan: [FilePath] = []
  /// The items of the last plan, most urgent first.
  package private(set) var plannedItems: [Int] = []
  /// The order new pictures join the catalog in (set before the first scan results are taken).
  package var order = PictureOrder.asFound
  /// What each picture added in ``order`` is sorted by, and how many have been found.
  var orderKeys: [ItemKey: OrderKey] = [:]
  var foundSoFar = 0

  /// - Parameters:
  ///   - roots: files and folders to expand on a background thread (``FolderScanner``) into
  ///     items after those of `catalog`; `recursive` includes subfolders.
  ///   - stop: once stopped (the program must end), the scan ends and waits return at once.
  ///   - scanNews: called from the scan thread after each batch it finds and when it ends.
  package init(
    catalog: Catalog, scanning roots: [FilePath] = [], recursive: Bool = false,
    store: PictureStore, stop: StopSignal = StopSignal(),
    scanNews: @escaping @Sendable () -> Void
  ) {
    self.catalog = catalog
    self.store = store
    if !roots.isEmpty {
      scanner = FolderScanner(paths: roots, recursive: recursive, stop: stop, notify: scanNews)
    }
  }

  deinit {
    scanner?.cancel()
  }

  /// Whether a folder scan is still running.
  package var isScanning: Bool { scanner != nil }

  /// The pictures the running scan has found so far, or nil when no scan runs.
  package var scanFoundCount: Int? { scanner?.foundCount }

  /// Whether a scan runs or has found pictures not in the catalog yet.
  package var hasScanResultsToCome: Bool { scanner != nil || !waitingScan.isEmpty }

  /// What to draw for item `index`.
  package func content(forItem index: Int) -> PictureContent {
    store.content(for: catalog[index])
  }

  /// Takes what the scan found.
  ///
  /// The catalog grows only when `canReload` (the pager at rest, as a reload stops any motion)
  /// or while it is empty; the caller then reloads the pager. Pictures found while the carousel
  /// moves wait, even after the scan has ended, and are added by a later call.
  /// - Returns: whether the catalog changed (pictures were added).
  package func takeScanResults(canReload: Bool) -> Bool {
    collectScanResults()
    guard canReload || catalog.isEmpty, !waitingScan.isEmpty else { return false }
    defer { waitingScan.removeAll() }
    return add(waitingScan)
  }

  /// Moves what the scan found since the last call into the waiting list, without changing the
  /// catalog; forgets the scan once it has ended.
  package func collectScanResults() {
    guard let scanner else { return }
    let (paths, finished) = scanner.takeFound()
    waitingScan += paths
    if finished { self.scanner = nil }
  }

  /// Whether pictures found by the scan wait to be added.
  package var hasWaitingScanResults: Bool { !waitingScan.isEmpty }

  /// Applies `changes` to the catalog and lets the store forget what they made stale.
  ///
  /// - Parameter current: the index of the item shown, whose new place the update gives.
  package func apply(_ changes: [CatalogChange], keeping current: Int?) -> CatalogUpdate {
    let update = catalog.apply(changes, keeping: current)
    update.forgotten.forEach(store.forget)
    return update
  }

  /// Blocks until the scan has ended, without taking what it found.
  package func waitUntilScanEnds() {
    scanner?.waitUntilFinished()
  }

  /// Blocks until the scan has ended, then takes everything it found.
  package func finishScan() {
    waitUntilScanEnds()
    _ = takeScanResults(canReload: true)
  }

  /// Asks the store for the visible items and their neighbours, in prefetch order.
  ///
  /// - Parameters:
  ///   - visible: the items on screen (two during a transition).
  ///   - current: the item under the centre.
  ///   - direction: +1 when the carousel last moved to the next item, -1 to the previous one;
  ///     that side is prefetched first.
  package func plan(visible: [Int], current: Int?, direction: Int) {
    guard let current, !catalog.isEmpty else {
      plannedItems = []
      return
    }
    plannedItems = PrefetchPlanner.order(
      visible: visible, current: current, count: catalog.count, direction: direction,
      distance: store.configuration.prefetchDistance)
    store.request(
      plannedItems.map { catalog[$0] }, visible: Set(visible.map { catalog[$0].key }))
  }

  /// Whether any of `items` has nothing to show yet.
  package func isLoading(_ items: [Int]) -> Bool {
    items.contains { store.isLoading(catalog[$0]) }
  }

  /// Blocks until `items` are decoded, then uploads them.
  package func waitForDecodes(of items: [Int]) {
    store.waitForDecodes(of: items.map { catalog[$0] })
  }
}
