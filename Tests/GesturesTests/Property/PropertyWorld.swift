import InfinitePager
import ReplayFormat
import SDLKit

@testable import Gestures

/// A page that counts how it is prepared and configured, to check the reuse contract.
final class CountingPage: ReusablePage {
  /// Whether the page was prepared since it was last configured (or is new).
  private(set) var isPrepared = true
  /// Breaches of the contract: configured without being prepared first.
  static let violations = Counter()

  func prepareForReuse() { isPrepared = true }

  func configure() {
    if !isPrepared { Self.violations.count += 1 }
    isPrepared = false
  }

  final class Counter: @unchecked Sendable {
    // Touched only by the single test thread that runs property worlds, one at a time
    // (the suite is serialized).
    var count = 0
  }
}

/// The carousel's input and paging, without SDL or pixels: a real ``InfinitePager``, the real
/// gestures and the app's event clock, driven by ``PropertyStep``s on a virtual clock.
final class PropertyWorld: InfinitePagerDataSource {
  let count: Int
  let pager: InfinitePager<CountingPage>
  private var gestures = InputGestures()
  private var eventClock = EventClock()
  /// The loop's clock, in s.
  private(set) var now = 1_000.0
  /// SDL's millisecond counter at `now = 0`: near the 32-bit wrap in some runs.
  private let stampBase: UInt32

  init(count: Int, stampBase: UInt32, orientation: Orientation, wraps: Bool) {
    self.count = count
    self.stampBase = stampBase
    pager = InfinitePager(viewport: Viewport(width: 1280, height: 720), orientation: orientation)
    pager.wrapsAround = wraps
    pager.dataSource = self
    pager.reloadData(at: now)
  }

  func numberOfPages(in pager: InfinitePager<CountingPage>) -> Int { count }

  func pager(_ pager: InfinitePager<CountingPage>, pageAt index: Int) -> CountingPage {
    let page = pager.dequeueReusablePage() ?? CountingPage()
    page.configure()
    return page
  }

  /// Plays `step` as the viewer would, then updates as a frame does.
  func play(_ step: PropertyStep) {
    now += 0.004  // events arrive a few ms apart at least
    switch step {
    case .input(let event): handle(event)
    case .key(let key): perform(key)
    case .resize(let width, let height):
      pager.resize(to: Viewport(width: Double(width), height: Double(height)))
    case .hide:
      _ = gestures.cancel(now: now, pager: pager)
      pager.setHidden(true, at: now)
    case .show: pager.setHidden(false, at: now)
    case .focusLost: _ = gestures.cancel(now: now, pager: pager)
    case .frames(let frames):
      for _ in 0..<frames { frame(after: 1.0 / 60) }
    case .jump(let seconds): now += seconds
    }
    frame(after: 0)
  }

  /// One frame `seconds` after the last: deadlines fire and the motion is evaluated.
  func frame(after seconds: Double) {
    now += seconds
    _ = gestures.fireDeadlines(now: now, pager: pager)
    pager.update(now: now)
  }

  /// Ends every gesture and shows the window, as input stopping and a window returning do.
  func stopInput() {
    _ = gestures.cancel(now: now, pager: pager)
    pager.setHidden(false, at: now)
    frame(after: 0)
  }

  private func handle(_ event: InputEvent) {
    let stamp = stampBase &+ UInt32(truncatingIfNeeded: Int64((now * 1000).rounded()))
    let stamped = event.withTimestamp(stamp)
    let time = stamped.timestamp.map { eventClock.seconds(for: $0, now: now) }
    _ = gestures.handle(stamped, time: time, now: now, pager: pager)
  }

  private func perform(_ key: PropertyStep.KeyStep) {
    switch key {
    case .next: pager.step(1, at: now)
    case .previous: pager.step(-1, at: now)
    case .first: pager.scrollToFirstPage(at: now)
    case .last: pager.scrollToLastPage(at: now)
    }
  }

  /// The first broken invariant, described, or nil.
  func brokenInvariant() -> String? {
    let position = pager.pagePosition
    guard position.isFinite else { return "position \(position) is not finite" }
    guard abs(position) <= Self.positionBound else { return "position \(position) unbounded" }
    if isSettled, count > 0, !(0..<Double(count)).contains(position) {
      return "at rest on \(position), not rebased into 0..<\(count)"
    }
    if count == 0 {
      guard pager.currentIndex == nil, pager.livePageCount == 0 else {
        return "pages with no items"
      }
    } else if let index = pager.currentIndex, !(0..<count).contains(index) {
      return "current index \(index) outside 0..<\(count)"
    } else if pager.currentIndex == nil {
      return "no current index with \(count) items"
    }
    guard pager.livePageCount <= Self.livePageBound else {
      return "\(pager.livePageCount) live pages"
    }
    guard pager.queuedPageCount <= PagerConstants.reuseQueueCapacity else {
      return "\(pager.queuedPageCount) queued pages"
    }
    let live = pager.livePages.map { ObjectIdentifier($0.page) }
    guard Set(live).count == live.count else { return "a page is live twice" }
    guard pager.livePages.allSatisfy({ (0..<count).contains($0.index) }) else {
      return "a live page shows an item outside 0..<\(count)"
    }
    return nil
  }

  /// Whether the pager rests exactly on a page: no motion, no drag, a whole position.
  var isSettled: Bool {
    !pager.isAnimating && !pager.isDragging && pager.position.offset == 0
  }

  /// The live pages at most: the visible ones (two while moving) and one on each side.
  static let livePageBound = 4
  /// How far the position may wander, in pages, before it counts as unbounded.
  ///
  /// At rest the
  /// pager rebases into 0..<N (checked too); in motion a drag follows the pointer 1:1, and the
  /// generated pointer travels at most about 2,100 points from where it went down, which on a
  /// 1-point page is as many pages.
  static let positionBound = 10_000.0
}
