import Geometry
import PictureFiles
import PictureKit

/// The pages of the carousel: which pictures each shows, and where on it.
///
/// Without `--pairs` page k shows item k. With it, two consecutive pictures that are both
/// narrower than the page's shape (portraits on a landscape page, landscapes on a portrait one)
/// share a page, side by side or one above the other with a small gap (``PageMap``); the
/// pictures' shapes come from their headers, read in the background nearest the page shown
/// first, and pairs form as they are known, at rest. A pair is one page: one swipe, one
/// slideshow step, one `k / N`. Owned by the ``PicturePlanner``; main thread only.
final class PageBook {
  /// Where one picture of a page goes, in the page's coordinates.
  struct Cell: Equatable {
    var item: Int
    /// The picture's part of the page (its backdrop covers it).
    var frame: Rect
    /// Where the picture is fitted within it (the page for a picture alone).
    var box: Rect
  }

  private let pictures: PictureFeed
  /// `--pairs`.
  private(set) var isPairing = false
  /// Whether the page is wider than tall: pairs go side by side, else one above the other.
  var isLandscape = true {
    didSet { if isLandscape != oldValue { isStale = true } }
  }
  private var map = PageMap(singles: 0)
  private var mappedCount = 0
  private var isStale = true
  /// The pictures' upright sizes, by item at a revision (nil: the header says none).
  private var shapes: [ItemKey: (revision: Int, size: Size?)] = [:]
  private var queue: MetadataQueue<Size?>?
  /// Whether shapes arrived that the pages do not follow yet.
  private(set) var hasNewShapes = false

  /// What reads the facts only a codec can (a HEIF or JPEG XL picture's size and Exif).
  private let codecs: any CodecFactsReader

  init(pictures: PictureFeed, codecs: any CodecFactsReader) {
    self.pictures = pictures
    self.codecs = codecs
  }

  /// Turns pairing on, its shapes read by a thread of its own that calls `notify` after each.
  func beginPairing(stop: StopSignal, notify: @escaping @Sendable () -> Void) {
    isPairing = true
    isStale = true
    let codecs = codecs
    queue = MetadataQueue(
      stop: stop, name: "carousel-shapes", read: { PictureShape.read($0, codecs: codecs) },
      notify: notify)
  }

  /// The pages, made again when the catalog or the shapes changed.
  private var pages: PageMap {
    if isStale || mappedCount != pictures.catalog.count { rebuild() }
    return map
  }

  /// How many pages there are.
  var count: Int { pages.count }

  /// The items page `page` shows (one or two; none past the end).
  func items(onPage page: Int) -> Range<Int> { pages.items(onPage: page) }

  /// The first item page `page` shows, or nil for a page that is not there.
  func firstItem(onPage page: Int) -> Int? {
    let items = items(onPage: page)
    return items.isEmpty ? nil : items.lowerBound
  }

  /// The page that shows item `item`.
  func page(ofItem item: Int) -> Int { pages.page(ofItem: item) }

  /// Makes the pages again from the catalog and the shapes known, keeping the pairs made.
  func rebuild() {
    let catalog = pictures.catalog
    mappedCount = catalog.count
    isStale = false
    hasNewShapes = false
    guard isPairing else {
      map = PageMap(singles: catalog.count)
      return
    }
    map = PageMap(
      pairing: catalog.items, wantPartner: { self.wantsPartner(catalog[$0]) }, keeping: map.pairs)
  }

  /// Whether `item` would share a page: a picture whose known shape is narrower than the page's
  /// (taller than wide on a landscape page, wider than tall on a portrait one).
  private func wantsPartner(_ item: CarouselItem) -> Bool {
    guard item.kind == .picture, let size = shape(of: item) else { return false }
    return isLandscape ? size.height > size.width : size.width > size.height
  }

  /// The upright size of `item`'s picture, when its header was read.
  func shape(of item: CarouselItem) -> Size? {
    guard let known = shapes[item.key], known.revision == item.revision else { return nil }
    return known.size
  }

  /// Asks for the shapes not known yet of the pictures nearest item `item`, nearest first (as
  /// many as ``SlideshowConstants/shapesRequested`` at a time).
  func requestShapes(around item: Int) {
    guard let queue else { return }
    let catalog = pictures.catalog
    guard !catalog.isEmpty else { return }
    var wanted: [CarouselItem] = []
    let count = catalog.count
    var distance = 0
    while wanted.count < SlideshowConstants.shapesRequested, distance < count {
      for index in Set([(item + distance) % count, (item - distance % count + count) % count]) {
        let candidate = catalog[index]
        if candidate.kind == .picture, shapes[candidate.key]?.revision != candidate.revision {
          wanted.append(candidate)
        }
      }
      distance += 1
    }
    if !wanted.isEmpty { queue.request(wanted) }
  }

  /// Takes the shapes read since the last call.
  /// - Returns: whether some arrived (the pages may pair differently at the next rest).
  @discardableResult
  func takeShapes() -> Bool {
    guard let queue else { return false }
    let arrived = queue.takeFinished()
    for (item, size) in arrived { shapes[item.key] = (item.revision, size) }
    if !arrived.isEmpty { hasNewShapes = true }
    return !arrived.isEmpty
  }

  /// Blocks until the shapes asked for are read, then takes them (headless frames).
  func waitForShapes() {
    queue?.waitUntilIdle()
    takeShapes()
  }

  /// Makes the pages again if new shapes changed them.
  /// - Returns: whether the pages changed.
  func applyShapes() -> Bool {
    guard hasNewShapes else { return false }
    let before = map
    rebuild()
    return map != before
  }

  /// Where each picture of page `page` goes in `frame` (the page's rectangle), for `fit`: a
  /// picture alone takes the page; a pair is fitted as one group, the two at the same height
  /// (width, on a portrait page) with ``RenderingConstants/pairGapFraction`` between them,
  /// centred, each with its side of the page around it.
  func cells(ofPage page: Int, in frame: Rect, fit: PictureFit) -> [Cell] {
    let items = items(onPage: page)
    let catalog = pictures.catalog
    guard items.count == 2, let first = items.first,
      let a = shape(of: catalog[first]), let b = shape(of: catalog[first + 1])
    else { return items.map { Cell(item: $0, frame: frame, box: frame) } }
    let boxes = PairLayout.boxes(a, b, in: frame, sideBySide: isLandscape, fit: fit)
    return [
      Cell(item: first, frame: boxes.cells.0, box: boxes.pictures.0),
      Cell(item: first + 1, frame: boxes.cells.1, box: boxes.pictures.1),
    ]
  }
}
