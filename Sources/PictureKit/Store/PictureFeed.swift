import InfinitePager
import SDLKit

/// The pictures of a running carousel: the list (growing while a folder scan runs), the store that
/// decodes and caches them, and the prefetch plan that follows the pager.
///
/// Main thread only.
package final class PictureFeed {
  /// The items shown; grows while a background scan delivers.
  package private(set) var list: PictureList
  package let store: PictureStore
  private var scanner: FolderScanner?
  private var waitingScan: [PicturePath] = []
  private var lastPosition: Double?
  /// +1 after moving to higher items, -1 after moving to lower ones.
  private(set) var direction = 1
  /// When the spinner next moves, while a visible page is loading.
  private var spinnerDeadline: Double?
  /// The `now` of the last update, in s: the spinner's phase, and the time of scan reloads.
  package var lastNow = 0.0

  /// - Parameters:
  ///   - notify: called from worker and scan threads when there is news (posts a wake-up).
  package init(
    list: PictureList, store: PictureStore, notify: @escaping @Sendable () -> Void
  ) {
    self.list = list
    self.store = store
    if !list.pendingRoots.isEmpty {
      scanner = FolderScanner(paths: list.pendingRoots, recursive: list.isRecursive, notify: notify)
      self.list.pendingRoots = []
    }
  }

  deinit {
    scanner?.cancel()
  }

  /// Whether a folder scan is still running.
  package var isScanning: Bool { scanner != nil }

  /// Whether a scan runs or has found pictures not in the list yet.
  package var hasScanResultsToCome: Bool { scanner != nil || !waitingScan.isEmpty }

  /// The HUD line while scanning ("Scanning… 1,234 pictures found"), else nil.
  package var statusLine: String? {
    guard let scanner else { return nil }
    return "Scanning… \(scanner.foundCount) pictures found"
  }

  /// What to draw for item `index`.
  package func content(forItem index: Int) -> PictureContent {
    store.content(for: list.items[index].picturePath)
  }

  /// Takes what the scan found.
  ///
  /// The list grows only when `canReload` (the pager at rest, as a reload stops any motion); the
  /// caller then reloads the pager. Pictures found while the carousel moves wait, even after the
  /// scan has ended, and are added by a later call.
  /// - Returns: whether the list changed (pictures were added).
  package func takeScanResults(canReload: Bool) -> Bool {
    if let scanner {
      let (paths, finished) = scanner.takeFound()
      waitingScan += paths
      if finished { self.scanner = nil }
    }
    guard canReload || list.items.isEmpty, !waitingScan.isEmpty else { return false }
    list.items += waitingScan.map(PictureList.Item.init(picturePath:))
    waitingScan.removeAll()
    return true
  }

  /// Blocks until the scan has ended, without taking what it found.
  func waitUntilScanEnds() {
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
  ///   - position: the pager position in pages, to tell the direction of travel.
  package func plan(visible: [Int], current: Int?, position: Double) {
    if let lastPosition, position != lastPosition { direction = position > lastPosition ? 1 : -1 }
    lastPosition = position
    guard let current, !list.items.isEmpty else { return }
    let order = PrefetchPlanner.order(
      visible: visible, current: current, count: list.items.count, direction: direction,
      distance: store.configuration.prefetchDistance)
    store.request(
      order.map { list.items[$0].picturePath },
      visible: Set(visible.map { list.items[$0].picturePath }))
  }

  /// Whether any of `items` has nothing to show yet.
  package func isLoading(_ items: [Int]) -> Bool {
    items.contains { store.isLoading(list.items[$0].picturePath) }
  }

  /// Whether the spinner must be redrawn at `now`, given the visible items; also keeps the
  /// spinner's deadline for ``nextDeadline``.
  package func spinnerNeedsFrame(visible: [Int], now: Double) -> Bool {
    guard isLoading(visible) else {
      spinnerDeadline = nil
      return false
    }
    guard let deadline = spinnerDeadline, now < deadline else {
      spinnerDeadline = now + PipelineConstants.spinnerFrameInterval
      return true
    }
    return false
  }

  /// When the spinner next moves, or nil when nothing visible is loading.
  package var nextSpinnerDeadline: Double? { spinnerDeadline }

  /// Blocks until `items` are decoded, then uploads them.
  package func waitForDecodes(of items: [Int]) {
    store.waitForDecodes(of: items.map { list.items[$0].picturePath })
  }
}
