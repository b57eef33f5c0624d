import InfinitePager
import ScrollPhysics
import Testing

/// Counts what happens to fake pages: creations, reuses, configurations, live instances.
final class PageCensus {
  var created = 0
  var live = 0
  var reused = 0
  var prepared = 0
  var configured = 0
  /// Breaches of the reuse contract, described.
  var violations: [String] = []
}

/// A page that checks the reuse contract: `prepareForReuse` exactly once before each reconfigure.
final class FakePage: ReusablePage {
  let census: PageCensus
  private(set) var index: Int?
  private(set) var key: String?
  private var configurations = 0
  private var preparesSinceConfigure = 0

  init(census: PageCensus) {
    self.census = census
    census.created += 1
    census.live += 1
  }

  deinit { census.live -= 1 }

  func prepareForReuse() {
    preparesSinceConfigure += 1
    census.prepared += 1
    index = nil
  }

  func configure(index: Int, key: String) {
    let expected = configurations == 0 ? 0 : 1
    if preparesSinceConfigure != expected {
      census.violations.append("prepared \(preparesSinceConfigure)× before configure \(index)")
    }
    preparesSinceConfigure = 0
    configurations += 1
    census.configured += 1
    self.index = index
    self.key = key
  }
}

/// A data source of named items that dequeues before creating.
final class FakeDataSource: InfinitePagerDataSource {
  var items: [String]
  var providesKeys = true
  var intervals: [Int: Double] = [:]
  let census = PageCensus()

  init(count: Int) {
    items = (0..<count).map { "item\($0)" }
  }

  func numberOfPages(in pager: InfinitePager<FakePage>) -> Int { items.count }

  func pager(_ pager: InfinitePager<FakePage>, pageAt index: Int) -> FakePage {
    let page: FakePage
    if let reused = pager.dequeueReusablePage() {
      census.reused += 1
      page = reused
    } else {
      page = FakePage(census: census)
    }
    page.configure(index: index, key: items[index])
    return page
  }

  func pager(_ pager: InfinitePager<FakePage>, keyForPageAt index: Int) -> AnyHashable? {
    providesKeys ? AnyHashable(items[index]) : nil
  }

  func pager(_ pager: InfinitePager<FakePage>, autoScrollIntervalForPageAt index: Int) -> Double? {
    intervals[index]
  }
}

/// Records delegate calls as short strings and vetoes on demand.
final class RecordingDelegate: InfinitePagerDelegate {
  typealias Page = FakePage
  var events: [String] = []
  var allowsNext = true
  var allowsPrevious = true

  func pager(_ pager: InfinitePager<FakePage>, willScrollToNextPageAt index: Int) {
    events.append("willNext \(index)")
  }
  func pager(_ pager: InfinitePager<FakePage>, didScrollToNextPageAt index: Int) {
    events.append("didNext \(index)")
  }
  func pager(_ pager: InfinitePager<FakePage>, willScrollToPreviousPageAt index: Int) {
    events.append("willPrevious \(index)")
  }
  func pager(_ pager: InfinitePager<FakePage>, didScrollToPreviousPageAt index: Int) {
    events.append("didPrevious \(index)")
  }
  func pager(_ pager: InfinitePager<FakePage>, shouldScrollToNextPageFrom index: Int) -> Bool {
    allowsNext
  }
  func pager(_ pager: InfinitePager<FakePage>, shouldScrollToPreviousPageFrom index: Int) -> Bool {
    allowsPrevious
  }
  func pager(_ pager: InfinitePager<FakePage>, didTapPageAt index: Int) {
    events.append("tap \(index)")
  }
  func pagerDidBeginDragging(_ pager: InfinitePager<FakePage>) {
    events.append("beginDrag")
  }
  func pager(_ pager: InfinitePager<FakePage>, didEndDraggingWithVelocity velocity: Double) {
    events.append("endDrag \(Int(velocity))")
  }
  func pager(_ pager: InfinitePager<FakePage>, didSettleAt index: Int) {
    events.append("settle \(index)")
  }

  /// How many events start with `prefix`.
  func count(_ prefix: String) -> Int {
    events.filter { $0.hasPrefix(prefix) }.count
  }
}

/// A pager wired to fakes, with an explicit clock `now` (s).
final class Harness {
  let dataSource: FakeDataSource
  let delegate = RecordingDelegate()
  let pager: InfinitePager<FakePage>
  var now = 0.0

  /// Pages are `width` points wide (horizontal) or `height` tall (vertical).
  init(
    count: Int, wraps: Bool = true, orientation: Orientation = .horizontal,
    width: Double = 100, height: Double = 60, initialPage: Int? = nil
  ) {
    dataSource = FakeDataSource(count: count)
    pager = InfinitePager(
      viewport: Viewport(width: width, height: height), orientation: orientation)
    pager.wrapsAround = wraps
    pager.dataSource = dataSource
    pager.delegate = delegate
    pager.reloadData(initialPage: initialPage, at: now)
  }

  /// Moves the clock by `seconds` and updates.
  func advance(_ seconds: Double) {
    now += seconds
    pager.update(now: now)
  }

  /// Lets any motion finish (2 s is far past every settle time here).
  func settle() {
    advance(2)
  }

  /// A complete drag of `translation` points released at `velocity` points/s.
  func swipe(_ translation: Double, velocity: Double = 0, rule: PageTargetRule = .touch) {
    pager.beginDrag(at: now)
    advance(0.05)
    pager.drag(to: translation, at: now)
    advance(0.05)
    pager.endDrag(velocity: velocity, rule: rule, at: now)
  }

  /// The visible items, leading first.
  var visibleItems: [Int] { pager.visiblePages.map(\.index) }

  /// The items of every live page as configured, checked against the slot.
  var liveItemsMatchSlots: Bool {
    pager.visiblePages.allSatisfy { $0.page.index == $0.index }
  }
}
