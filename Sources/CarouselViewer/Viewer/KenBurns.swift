import InfinitePager
import PictureFiles
import PictureKit
import ScrollPhysics

/// The slow pan and zoom of a slideshow's pictures (`--motion kenburns`): each picture at rest
/// moves along its own ``KenBurnsPath`` over its whole interval.
///
/// The path's clock is the slideshow's own countdown on that picture: it runs while the picture
/// rests and the slideshow counts down, holds while input (or a hidden window) pauses the
/// slideshow, and goes on from where it was. A picture sliding in shows its path's start, one
/// sliding out its end. Only while a slideshow runs; `--transition none` turns it off. Part of
/// the ``ZoomController``, tested alone; main thread only.
final class KenBurns {
  private let pager: InfinitePager<PageView>
  private let pictures: PictureFeed
  /// Which pictures each page shows: a pair stays still.
  private let pages: PageBook
  /// `--motion kenburns`, and a transition other than none.
  var isEnabled = false
  /// How far each picture on screen is along its path: the seconds of its interval counted,
  /// and that interval.
  private var progress: [ItemKey: (elapsed: Double, dwell: Double)] = [:]
  /// The current picture's time left when last counted.
  private var counted: (key: ItemKey, timeLeft: Double)?

  init(pager: InfinitePager<PageView>, pictures: PictureFeed, pages: PageBook) {
    self.pager = pager
    self.pictures = pictures
    self.pages = pages
  }

  /// Whether pictures move along their paths now: it is on and a slideshow runs.
  var isActive: Bool { isEnabled && pager.isAutoScrollEnabled }

  /// Counts the time the slideshow counted down at `now` on the picture at rest (none while
  /// `isHeld`: the picture is zoomed by hand) and forgets the pictures no longer on screen.
  /// - Returns: whether a picture moved (a frame is due).
  func update(now: Double, isHeld: Bool) -> Bool {
    let catalog = pictures.catalog
    let visible = Set(
      pager.visiblePages.flatMap { pages.items(onPage: $0.index) }.map { catalog[$0].key })
    progress = progress.filter { visible.contains($0.key) }
    let shown = pager.currentIndex.map { pages.items(onPage: $0) } ?? 0..<0
    guard isActive, !isHeld, !pager.isAnimating, !pager.isDragging, shown.count == 1,
      let current = shown.first, let slideshow = pager.autoScrollProgress(at: now),
      !slideshow.isPaused
    else {
      counted = nil
      return false
    }
    let key = catalog[current].key
    var entry = progress[key] ?? (0, slideshow.dwell)
    entry.dwell = slideshow.dwell
    let before = entry.elapsed
    // The countdown restarts after input (a full interval again): only its decreases count.
    if let counted, counted.key == key, counted.timeLeft >= slideshow.timeLeft {
      entry.elapsed = min(entry.dwell, entry.elapsed + counted.timeLeft - slideshow.timeLeft)
    }
    counted = (key, slideshow.timeLeft)
    progress[key] = entry
    return entry.elapsed != before
  }

  /// Whether the picture at rest is still on its way (frames must keep coming).
  var isMoving: Bool {
    guard isActive, let counted, let entry = progress[counted.key] else { return false }
    return entry.elapsed < entry.dwell
  }

  /// How far item `index` is along its path, 0...1 (0 for a picture not counted yet).
  func fraction(ofItem index: Int) -> Double {
    guard let entry = progress[pictures.catalog[index].key], entry.dwell > 0 else { return 0 }
    return min(entry.elapsed / entry.dwell, 1)
  }

  /// The zoom and offset of item `index` shown with `geometry`, or nil when it does not move.
  func view(ofItem index: Int, geometry: ZoomGeometry) -> (zoom: Double, offset: ZoomVector)? {
    guard isActive, pages.items(onPage: pages.page(ofItem: index)).count == 1 else { return nil }
    let path = self.path(ofItem: index, geometry: geometry)
    let fraction = fraction(ofItem: index)
    return (path.zoom(at: fraction), path.offset(at: fraction))
  }

  /// The path of item `index` with `geometry`: seeded by its file name, so the same picture
  /// moves the same way every time.
  func path(ofItem index: Int, geometry: ZoomGeometry) -> KenBurnsPath {
    KenBurnsPath(geometry: geometry, seed: Self.seed(pictures.catalog[index].path.nameBytes))
  }

  /// Forgets where item `index` was (it is zoomed by hand: its path starts again next time).
  func forget(item index: Int) {
    progress[pictures.catalog[index].key] = nil
    counted = nil
  }

  /// FNV-1a (64 bits) of `bytes`: a seed that is the same in every run (Swift's `Hasher` is
  /// seeded per process).
  static func seed(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }
}
