import PictureFiles
import SDLKit

/// The pictures of a running carousel: the catalog (growing while a folder scan runs), the store
/// that decodes and caches them, and the prefetch plan, which the caller steers with what the
/// pager shows and its direction of travel.
///
/// Owns no UI: what loading and scanning look like is the caller's business. Main thread only.
package final class PictureFeed {
  /// The items shown; grows while a background scan delivers.
  package internal(set) var catalog: Catalog
  /// Decodes and caches the pictures; callers ask the feed for what they need of it
  /// (`PictureFeed+Store`).
  let store: PictureStore
  private var scanner: FolderScanner?
  /// Starts the scan, until ``startScan()`` has.
  private var pendingScan: (() -> FolderScanner)?
  private var waitingScan: [FilePath] = []
  private let isRecursive: Bool
  /// Which of the folders' files are items: text slides (not with `--no-text-slides`), clips
  /// (not with `--videos off`).
  let listing: ItemListing
  private let scanNews: @Sendable () -> Void
  /// Live folders: the watcher.
  private var watcher: FolderWatcher?
  /// Said when the program must end: scans stop.
  package let stop: StopSignal
  /// The scan of a reload, and what it found so far.
  private var rescanner: FolderScanner?
  private var rescanFound: [FilePath] = []
  /// The items of the last plan, most urgent first.
  package private(set) var plannedItems: [Int] = []
  /// The order new pictures join the catalog in (set before the first scan results are taken).
  package var order = PictureOrder.asFound
  /// What each picture added in ``order`` is sorted by, and how many have been found.
  var orderKeys: [ItemKey: OrderKey] = [:]
  var foundSoFar = 0
  /// Which of the pictures found are shown (nil: all of them); the others wait in
  /// ``excluded`` until ``reselect(pinning:keeping:)`` lets them in (`PictureFeed+Selection`).
  package var admits: ((FilePath) -> Bool)?
  /// The pictures found that ``admits`` keeps out of the catalog, by key.
  package internal(set) var excluded: [ItemKey: CarouselItem] = [:]
  /// A weighted shuffle's round (``PictureOrder/weight``): each picture's place in ``order``
  /// (`PictureFeed+Rounds`).
  package var round: ShuffleRound?

  /// - Parameters:
  ///   - roots: files and folders to expand on a background thread (``FolderScanner``) into
  ///     items after those of `catalog`; `recursive` includes subfolders; `listing` says which
  ///     of their files are items, in scans and live folders alike.
  ///   - stop: once stopped (the program must end), the scan ends and waits return at once.
  ///   - scanNews: called from the scan thread after each batch it finds and when it ends.
  ///   - startsScan: false to start the scan later, with ``startScan()`` (the app shows its
  ///     first picture first).
  package init(
    catalog: Catalog, scanning roots: [FilePath] = [], recursive: Bool = false,
    listing: ItemListing = ItemListing(), store: PictureStore, stop: StopSignal = StopSignal(),
    startsScan: Bool = true,
    scanNews: @escaping @Sendable () -> Void
  ) {
    self.catalog = catalog
    self.store = store
    isRecursive = recursive
    self.listing = listing
    self.scanNews = scanNews
    self.stop = stop
    if !roots.isEmpty {
      pendingScan = {
        FolderScanner(
          paths: roots, recursive: recursive, listing: listing, stop: stop, notify: scanNews)
      }
      if startsScan { startScan() }
    }
  }

  /// Starts the scan the feed was made with, unless it started already.
  package func startScan() {
    guard let makeScanner = pendingScan else { return }
    pendingScan = nil
    scanner = makeScanner()
  }

  deinit {
    scanner?.cancel()
    rescanner?.cancel()
    watcher?.stop()
  }

  /// Whether a folder scan is still running, or waits to start.
  package var isScanning: Bool { scanner != nil || pendingScan != nil }

  /// The pictures the running scan has found so far, or nil when no scan runs.
  package var scanFoundCount: Int? { scanner?.foundCount }

  /// Whether a scan runs or has found pictures not in the catalog yet.
  package var hasScanResultsToCome: Bool { isScanning || !waitingScan.isEmpty }

  /// What to draw for item `index`.
  package func content(forItem index: Int) -> PictureContent {
    store.content(for: catalog[index])
  }

  /// The backdrop of item `index`'s picture, when it has one (``Backdrop``).
  package func backdrop(forItem index: Int) -> Texture? {
    store.backdrop(for: catalog[index])
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

  /// Applies `changes` to the catalog and lets the store forget the pictures of items removed
  /// or renamed away.
  ///
  /// A replaced item keeps its cached picture, shown until its new revision is decoded (the
  /// store decodes any item whose cached revision is older).
  /// - Parameter current: the index of the item shown, whose new place the update gives.
  package func apply(_ changes: [CatalogChange], keeping current: Int?) -> CatalogUpdate {
    let (admitted, misplaced) = admittedChanges(changes)
    var update = catalog.apply(admitted, keeping: current)
    for key in update.forgotten {
      store.forget(key)
      orderKeys[key] = nil  // a file that comes back is sorted by what it is then
    }
    if misplaced { update.current = restoreOrder(current: update.current) }
    return update
  }

  /// Starts reading `roots` again on a background thread, for a reload.
  ///
  /// ``takeRescan()`` gives the whole list once that scan has ended. A reload scan still
  /// running is abandoned.
  package func rescan(_ roots: [FilePath]) {
    rescanner?.cancel()
    rescanFound = []
    rescanner = FolderScanner(
      paths: roots, recursive: isRecursive, listing: listing, stop: stop,
      notify: scanNews)
  }

  /// Whether a reload scan runs or has ended without being taken.
  package var isRescanning: Bool { rescanner != nil }

  /// Every picture a reload scan found, in order, once it has ended (once), else nil.
  package func takeRescan() -> [FilePath]? {
    guard let rescanner else { return nil }
    let (paths, finished) = rescanner.takeFound()
    rescanFound += paths
    guard finished else { return nil }
    self.rescanner = nil
    defer { rescanFound = [] }
    return rescanFound
  }

  /// Blocks until the reload scan, if any, has ended (replays and tests).
  package func waitUntilRescanEnds() {
    rescanner?.waitUntilFinished()
  }

  /// Starts watching the folders of `roots` (live folders, ``FolderWatcher``); a watcher
  /// already running is replaced.
  ///
  /// `news` runs on the watcher's thread after each batch of changes. New pictures join at
  /// their place in ``order``.
  /// - Throws: why the folders cannot be watched (then none is, not even the previous ones).
  package func watch(
    _ roots: [FilePath], news: @escaping @Sendable () -> Void
  ) throws(FolderWatcher.Failure) {
    watcher?.stop()
    watcher = nil
    watcher = try FolderWatcher(
      roots: roots, recursive: isRecursive, listing: listing, notify: news)
  }

  /// Whether live folders are on.
  package var isWatching: Bool { watcher != nil }

  /// What the folder changes seen since the last call do to the catalog, not applied yet (the
  /// caller applies it at rest, once the first scan has ended); nil when nothing changed.
  package func takeFolderChanges() -> FolderChangeEffect? {
    guard let watcher, !hasScanResultsToCome else { return nil }
    let changes = watcher.takeChanges()
    guard !changes.isEmpty else { return nil }
    forgetExcluded(by: changes)
    return catalog.effect(of: changes, placing: place(of:in:))
  }

  /// What a reload's list does to the catalog: the pictures not in `paths` go, new ones join
  /// at their place in ``order``, and those kept are read again.
  package func reloadEffect(_ paths: [FilePath]) -> FolderChangeEffect {
    forgetExcluded(notIn: paths)
    return catalog.effect(of: catalog.reloadChanges(to: paths), placing: place(of:in:))
  }

  /// Blocks until the watcher has read every change made to the files so far (replays, tests).
  package func syncFolderChanges() {
    watcher?.sync()
  }

  /// Blocks until the scan has ended (starting it if it waits), without taking what it found.
  package func waitUntilScanEnds() {
    startScan()
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
  ///   - prefetching: false to decode only `visible` (while the first picture is on its way).
  ///   - ahead: items beyond the prefetch distance in the direction of travel, planned after
  ///     both sides (a running slideshow's next pictures).
  ///   - wraps: whether the carousel loops; when it stops at its ends, no neighbour past them
  ///     is planned (the pager's `wrapsAround`).
  package func plan(
    visible: [Int], current: Int?, direction: Int, prefetching: Bool = true, ahead: Int = 0,
    wraps: Bool
  ) {
    guard let current, !catalog.isEmpty else {
      plannedItems = []
      return
    }
    plannedItems = PrefetchPlanner.order(
      visible: visible, current: current, count: catalog.count, direction: direction,
      distance: prefetching ? store.configuration.prefetchDistance : 0,
      ahead: prefetching ? ahead : 0, wraps: wraps)
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
