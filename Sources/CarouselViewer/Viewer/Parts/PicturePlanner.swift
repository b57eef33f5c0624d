import Control
import Geometry
import InfinitePager
import Localization
import PictureDecoding
import PictureFiles
import PictureKit
import ReplayFormat
import SystemKit

/// The pictures as the viewer runs them: which to decode next, the finished decodes to upload,
/// the scan's and the folder watcher's news, reloads, and the picture kept in view while the
/// list changes.
///
/// It owns the ``PictureFeed`` (PictureKit: catalog, decoding, texture cache, prefetch) and
/// steers it from the pager's state; what it changes it reports back, so that the viewer
/// redraws, drops a zoom or writes a trace line. Its parts (the chooser, the frame's memory,
/// the page book) are its own: callers ask the planner, which offers what they need of them.
/// Main thread only, owned by the ``Viewer``.
final class PicturePlanner {
  /// The pictures: catalog, decoding, texture cache and prefetch; shared with the viewer's
  /// other parts, which draw them.
  let feed: PictureFeed
  /// Which of the pictures found are shown.
  private let chooser: Chooser
  /// What the frame remembers across restarts (the app gives it its state file).
  private var memory: FrameMemory
  /// Which pictures each page shows (two with `--pairs`); shared with the parts that lay out
  /// a page (the display, the zoom), which read it.
  private let pages: PageBook
  private let pager: InfinitePager<PageView>
  private let timeline: StartupTimeline?
  private let reporter: Reporter
  /// +1 when the carousel last moved to the next item, -1 to the previous one, from the pager's
  /// own page crossings: the side prefetched first.
  private(set) var travelDirection = 1
  /// The loading spinner's clock, while a visible picture decodes.
  private var spinner = LoadingSpinner()
  /// The item shown when the last picture went away, shown again if it comes back (a folder
  /// that disappears and returns); nil while there are pictures.
  private var rememberedKey: ItemKey?
  /// Told each change of the list, with its new count and the item shown (replay traces).
  var onListChanged: ((PagerEvent) -> Void)?
  /// The item the carousel last came to rest on.
  private var restingKey: ItemKey?
  /// The item the pictures' shapes were last asked for around (`--pairs`).
  private var shapesAskedAround: Int?

  /// - Parameters:
  ///   - pages: the pages of `feed` (the viewer's, read by the parts that lay out a page).
  ///   - chooser: which of `feed`'s pictures are shown (nil: a new one; a test keeps its own).
  init(
    feed: PictureFeed, pages: PageBook, chooser: Chooser? = nil,
    pager: InfinitePager<PageView>, timeline: StartupTimeline?, reporter: Reporter
  ) {
    self.feed = feed
    self.chooser = chooser ?? Chooser(feed: feed)
    memory = FrameMemory(path: nil, reporter: reporter)
    self.pages = pages
    self.pager = pager
    self.timeline = timeline
    self.reporter = reporter
  }

  var catalog: Catalog { feed.catalog }

  /// When the spinner next turns, in s; nil while nothing visible loads.
  var spinnerDeadline: Double? { spinner.deadline }

  /// The items on screen: those of the visible pages, in order.
  var visibleItems: [Int] { pager.visiblePages.flatMap { pages.items(onPage: $0.index) } }

  /// The item under the centre: the first of the page shown, or nil without pictures.
  var currentItem: Int? { pager.currentIndex.flatMap(pages.firstItem(onPage:)) }

  /// Whether a picture on screen is still decoding (its page shows a spinner).
  var isShowingLoading: Bool { feed.isLoading(visibleItems) }

  /// The pager crossed into the next item (`toNext`) or the previous one.
  func noteCrossing(toNext: Bool) {
    travelDirection = toNext ? 1 : -1
  }

  /// Asks for the decodes the pages need next (visible first, then the side the carousel moves
  /// to, then `ahead` more on that side; with `prefetching` false, the visible ones alone) and
  /// turns the spinner while a visible page loads (unless `spins` is false: the first frame
  /// waits for its picture).
  /// - Returns: whether the spinner needs a frame.
  func plan(now: Double, prefetching: Bool, spins: Bool, ahead: Int = 0) -> Bool {
    let visible = visibleItems
    let current = currentItem
    feed.plan(
      visible: visible, current: current, direction: travelDirection,
      prefetching: prefetching, ahead: ahead, wraps: pager.wrapsAround)
    if let current, current != shapesAskedAround {
      shapesAskedAround = current
      pages.requestShapes(around: current)
    }
    return spinner.needsFrame(loading: spins && feed.isLoading(visible), now: now)
  }

  /// Uploads finished decodes.
  /// - Parameter alsoShown: items drawn besides the pages' (the overview grid's cells).
  /// - Returns: whether one of them is on screen (a frame is due).
  func uploadDecodes(alsoShown: [Int] = []) -> Bool {
    let changed = feed.uploadFinished()
    let visible = (visibleItems + alsoShown).map { catalog[$0].key }
    guard !changed.isDisjoint(with: visible) else { return false }
    timeline?.mark(.textureUploaded)
    return true
  }

  /// The scan found more or ended: its results are collected (the status line changes).
  func takeScanNews() {
    feed.collectScanResults()
    if !feed.isScanning { timeline?.mark(.folderScanned) }
  }

  /// Adds the pictures the scan found once nothing moves (a reload stops any motion), or at
  /// once while the carousel is empty; `mayTake` false holds them (the first picture is on its
  /// way).
  /// - Returns: whether the pager reloaded (a zoom follows its picture or goes).
  func addScanResultsAtRest(now: Double, mayTake: Bool) -> Bool {
    guard feed.hasWaitingScanResults, mayTake else { return false }
    guard feed.takeScanResults(canReload: isAtRest) else { return false }
    chooser.libraryChanged()
    pages.rebuild()
    shapesAskedAround = nil
    pager.reloadData(at: now)
    return true
  }

  /// Applies `changes` to the pictures at `now` and keeps the picture shown in view.
  ///
  /// The item shown stays shown, followed through `renamed` (old key to new); when it went, its
  /// next neighbour shows; when every picture went, the one shown last is remembered and shown
  /// again if it comes back. The pager reloads (call at rest: a reload stops any motion), and
  /// ``onListChanged`` is told.
  /// - Returns: whether the list changed.
  ///
  /// - Parameter showing: the item to show after the changes instead (a picture put back).
  @discardableResult
  func apply(
    _ changes: [CatalogChange], renamed: [ItemKey: ItemKey] = [:], showing: ItemKey? = nil,
    now: Double
  ) -> Bool {
    let current = currentItem
    var shownKey = showing ?? current.map { catalog[$0].key } ?? rememberedKey
    let update = feed.apply(changes, keeping: current)
    chooser.libraryChanged(changed: update.replaced.map(\.path))
    guard update.isChanged else { return false }
    pages.rebuild()
    shapesAskedAround = nil
    var hops = 0  // a rename and its reverse make a cycle
    while let key = shownKey, let next = renamed[key], hops < renamed.count {
      shownKey = next
      hops += 1
    }
    show(shownKey, after: update, now: now)
    return true
  }

  /// Works out again which pictures are shown, once nothing moves and the chooser asks for it
  /// (a picture hidden or shown again, the index's news, the wall clock reading `wall` past a
  /// filter's next change); the picture shown stays shown, unless it was hidden (then the next
  /// one shows).
  /// - Returns: whether the list changed.
  func applySelectionAtRest(now: Double, wall: Double) -> Bool {
    chooser.tick(wall: wall, now: now)
    guard chooser.isDue(now: now), isAtRest, !feed.hasScanResultsToCome || !catalog.isEmpty
    else {
      return false
    }
    let current = currentItem.flatMap { catalog.items.indices.contains($0) ? $0 : nil }
    let shownKey = current.map { catalog[$0].key } ?? rememberedKey
    let pinned = chooser.prepareReselection(
      current: current.map { catalog[$0] }, now: now, wall: wall)
    let update = feed.reselect(pinning: pinned, keeping: current)
    guard update.isChanged else { return false }
    pages.rebuild()
    shapesAskedAround = nil
    show(shownKey, after: update, now: now)
    return true
  }

  /// Reloads the pager on the item `shownKey` after `update`, or where the update puts the
  /// item that was current, and tells ``onListChanged``; remembers the item shown when every
  /// picture went.
  private func show(_ shownKey: ItemKey?, after update: CatalogUpdate, now: Double) {
    let target = shownKey.flatMap(catalog.index(of:)) ?? update.current
    rememberedKey = catalog.isEmpty ? shownKey : nil
    pager.reloadData(initialPage: target.map(pages.page(ofItem:)), at: now)
    onListChanged?(.catalogChanged(count: catalog.count, index: currentItem))
  }

  /// Once a reload's scan has ended and nothing moves: removes what went, adds what came in
  /// its place in the list, and reads the kept pictures again.
  /// - Returns: whether the reload's list was taken (its command may be answered).
  func applyReloadAtRest(now: Double) -> Bool {
    guard feed.isRescanning, isAtRest, let paths = feed.takeRescan() else { return false }
    let effect = feed.reloadEffect(paths)
    apply(effect.changes, renamed: effect.renamed, now: now)
    return true
  }

  /// Applies what the folder watcher saw (live folders), once nothing moves and the first scan
  /// has ended.
  /// - Returns: whether the list changed.
  func applyFolderChangesAtRest(now: Double) -> Bool {
    guard feed.isWatching, isAtRest, let effect = feed.takeFolderChanges() else { return false }
    for (folder, reason) in effect.unwatchable {
      reporter.warning(
        "option --watch: changes to \(folder) are not followed: \(reason)"
          .escapingControlCharacters)
    }
    return apply(effect.changes, renamed: effect.renamed, now: now)
  }

  /// Shows the frame due of each visible animation; their clocks run only while the carousel
  /// rests (a drag, a fling or a slideshow transition holds them).
  /// - Returns: whether one moved (a frame is due).
  func advanceAnimations(now: Double) -> Bool {
    feed.advanceAnimations(visible: visibleItems, now: now, playing: isAtRest)
  }

  /// Blocks until every visible page's picture is decoded and uploaded, finishing a running
  /// folder scan first (the pager then reloads at `now`).
  /// - Returns: whether the scan was finished here (a zoom is dropped).
  func waitForVisibleDecodes(now: Double) -> Bool {
    let finishesScan = feed.hasScanResultsToCome
    if finishesScan {
      feed.finishScan()
      pages.rebuild()
      pager.reloadData(at: now)
    }
    feed.waitUntilRescanEnds()  // a reload's list joins at the next rest, as it would live
    chooser.waitForIndex()  // the dates join at the next rest, as they would on a fast machine
    if pages.isPairing, let current = currentItem {
      // The pairs a fast machine would have made by now.
      pages.requestShapes(around: current)
      pages.waitForShapes()
      if pages.applyShapes() { pager.reloadData(at: now) }
    }
    feed.waitForDecodes(of: visibleItems)
    feed.waitForDetail()  // a zoomed picture's sharper part
    return finishesScan
  }

  /// Remembers at `now` (monotonic, s; `wall` on the wall clock) the picture the carousel rests
  /// on and the next one `step` away (the slideshow's way), the hidden and turned pictures, and writes
  /// the state file when due.
  func remember(now: Double, wall: Double, step: Int) {
    memory.take(hidden: chooser.hidden)
    memory.take(turns: feed.turns)
    if isAtRest, let current = currentItem, catalog.items.indices.contains(current) {
      let key = catalog[current].key
      if key != restingKey {
        restingKey = key
        // A weighted shuffle's round may end, or its last picture take its place.
        if feed.rest(onItem: current, step: step) {
          pages.rebuild()
          shapesAskedAround = nil
          pager.reloadData(initialPage: catalog.index(of: key).map(pages.page(ofItem:)), at: now)
        }
      }
      let index = catalog.index(of: key) ?? current
      let count = catalog.count
      let after = index + step
      let wraps = pager.wrapsAround || catalog.items.indices.contains(after)
      let next = count > 1 && wraps ? catalog[((after % count) + count) % count] : nil
      memory.rest(on: catalog[index], next: next)
    }
    memory.writeIfDue(now: now, wall: wall)
  }

  /// A weighted shuffle's round over this feed, seeded `seed`: its pictures' standing from the
  /// chooser (ages against the wall clock `wall` gives) and the memory (showing counts), the
  /// last run's round picked up from the memory, and the round kept in the memory's writes.
  func makeRound(weight: ShuffleWeight, seed: UInt64, wall: @escaping () -> Double)
    -> ShuffleRound
  {
    if weight == .recent { chooser.needsDates() }
    let round = ShuffleRound(
      weight: weight, seed: seed,
      standing: { [unowned self] path in
        ShuffleStanding(age: chooser.age(of: path, wall: wall()), count: memory.count(of: path))
      },
      restore: { [unowned self] in memory.restoredRound(seed: seed) })
    memory.shuffle = { [unowned self] in
      (round.number, feed.roundRanks, round.deferred?.key.path)
    }
    return round
  }

  /// The status line: while a folder scan runs, its progress ("Scanning… 1,234 pictures
  /// found"), else what the chooser must say (nothing matches a filter), else nil.
  var statusLine: String? {
    feed.scanFoundCount.map { localized("Scanning… %s pictures found", String($0)) }
      ?? chooser.notice
  }

  /// Takes the pictures' shapes read since the last update, asks for the next ones, and pairs
  /// the pages again with them once nothing moves (a reload stops any motion).
  /// - Returns: whether the pages changed (the pager reloaded).
  func applyShapesAtRest(now: Double) -> Bool {
    if pages.takeShapes(), let current = currentItem { pages.requestShapes(around: current) }
    guard pages.hasNewShapes, isAtRest, pages.applyShapes() else { return false }
    pager.reloadData(at: now)
    return true
  }

  /// Whether nothing moves: the carousel neither animates nor is dragged.
  private var isAtRest: Bool { !pager.isAnimating && !pager.isDragging }

  // MARK: - The pages, the chooser and the memory, as the viewer needs them

  /// How many pages there are (fewer than pictures with `--pairs`).
  var pageCount: Int { pages.count }

  /// The items page `page` shows, in order (one, or a pair's two).
  func items(onPage page: Int) -> Range<Int> { pages.items(onPage: page) }

  /// The first item page `page` shows (the one a pair is told by), or nil past the end.
  func firstItem(onPage page: Int) -> Int? { pages.firstItem(onPage: page) }

  /// The page that shows item `item`.
  func page(ofItem item: Int) -> Int { pages.page(ofItem: item) }

  /// Each picture of page `page` in its part of `frame` (device pixels), drawn to `fit`.
  func cells(ofPage page: Int, in frame: Rect, fit: PictureFit) -> [PageBook.Cell] {
    pages.cells(ofPage: page, in: frame, fit: fit)
  }

  /// Lays pairs out side by side (`landscape`) or one above the other.
  /// - Returns: whether that changed (the pager reloads: the pairs change).
  @discardableResult
  func orientPages(landscape: Bool) -> Bool {
    guard landscape != pages.isLandscape else { return false }
    pages.isLandscape = landscape
    return true
  }

  /// Starts reading the pictures' shapes for pairs (`--pairs`); `news` runs on the reading
  /// thread when shapes arrive.
  func beginPairing(news: @escaping @Sendable () -> Void) {
    pages.beginPairing(stop: feed.stop, notify: news)
  }

  /// Hides the picture at `path` (it leaves at the next rest).
  func hide(_ path: FilePath) { chooser.hide(path) }

  /// Shows again the hidden picture named `name`.
  func unhide(named name: String) -> Result<FilePath, ControlError> {
    chooser.unhide(named: name)
  }

  /// How many pictures are hidden.
  var hiddenCount: Int { chooser.hidden.count }

  /// Whether a date filter is on, and whether anything matches it.
  var filterState: FilterState { chooser.filterState }

  /// Shows the pictures `filter` passes, the hidden ones too when `showsHidden`, from the next
  /// rest on.
  func choose(filter: PictureFilter, showsHidden: Bool) {
    chooser.configure(filter: filter, showsHidden: showsHidden)
  }

  /// The carousel came to rest on item `item` (nil: none): a picture no longer chosen may
  /// leave once it moves on.
  func settled(onItem item: Int?) {
    chooser.settled(on: item.flatMap { catalog.items.indices.contains($0) ? catalog[$0].key : nil })
  }

  /// Takes the picture index's news (dates read) at `now`.
  func takeIndexNews(now: Double) { chooser.takeIndexNews(now: now) }

  /// Tells ``onIndexComplete`` once the index has read every picture.
  func reportIfIndexComplete(now: Double) { chooser.reportIfIndexComplete(now: now) }

  /// Told once at `now` when the picture index has read every picture, with its counts.
  var onIndexComplete: ((PictureIndex.Counts, Double) -> Void)? {
    get { chooser.onIndexComplete }
    set { chooser.onIndexComplete = newValue }
  }

  /// Makes the picture index (its cache file), once the first picture is on screen.
  var makeIndex: (() -> PictureIndex)? {
    get { chooser.makeIndex }
    set { chooser.makeIndex = newValue }
  }

  /// Starts the picture index, unless it runs (once the first picture is on screen).
  func beginIndexing() { chooser.beginIndexing() }

  /// Writes the picture index's cache when due at `now`.
  func saveIndex(now: Double) { chooser.saveIndex(now: now) }

  /// Takes `memory` (the frame's state file) and what the start read of it: the pictures
  /// hidden and turned when it was last written.
  func restore(memory: FrameMemory, hidden: HiddenPictures?, turns: [FilePath: PictureTurn]?) {
    self.memory = memory
    if let hidden { chooser.restore(hidden: hidden) }
    if let turns { feed.restore(turns: turns) }
  }

  /// Remembers the shuffle's seed (nil: no shuffle) in the state file.
  func rememberSeed(_ seed: UInt64?) { memory.take(seed: seed) }

  /// When the chooser next looks again (the index's news, a filter's next change on the wall
  /// clock reading `wall` at `now`) or the state file is next written, in s; nil: never.
  func deadline(now: Double, wall: Double) -> Double? {
    [chooser.deadline(now: now, wall: wall), memory.deadline].compactMap { $0 }.min()
  }

  /// Writes the picture index's cache and the state file at `now` (`wall` on the wall clock)
  /// whatever is due: the program ends.
  func saveBeforeExit(now: Double, wall: Double) {
    chooser.saveIndex(now: now, final: true)
    memory.writeIfDue(now: now, wall: wall, final: true)
  }
}
