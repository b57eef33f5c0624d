import ScrollPhysics

/// An endless paged strip with a reuse queue and a slideshow timer: the Swift counterpart of
/// GBInfiniteScrollView, with no SDL, files or pixels in it.
///
/// Slot k of the strip shows item `k mod count`. The position is a whole slot plus a fraction
/// (``PagePosition``); a running animation is a closed-form simulation evaluated at the `now`
/// the caller passes. Every command takes `now` (s, monotonic) and leaves the pager consistent:
/// motion evaluated, pages tiled, delegate told. Call ``update(now:)`` each frame while
/// ``needsUpdate`` is true, and at ``nextDeadline(after:)`` otherwise.
///
/// Single-threaded (the main thread); not `Sendable`. The data source and delegate are weak.
public final class InfinitePager<Page: ReusablePage> {
  /// Supplies the count and configured pages (held weakly).
  public weak var dataSource: (any InfinitePagerDataSource<Page>)?
  /// Hears about motion and may veto a direction (held weakly).
  public weak var delegate: (any InfinitePagerDelegate<Page>)?
  /// Receives debug lines when set (GBInfiniteScrollView's debug flag); `nil` is silent.
  public var log: ((String) -> Void)?

  /// The scroll axis; changing it re-places the pages.
  public var orientation: Orientation {
    didSet { placeTiles() }
  }
  /// The visible area in points; change it with ``resize(to:)``.
  public private(set) var viewport: Viewport
  /// Whether the strip loops; when `false` it stops at the ends with a rubber band.
  public var wrapsAround = true {
    didSet { retile() }
  }
  /// Whether ``tap(at:)`` reports taps to the delegate.
  public var isTapEnabled = true
  /// Device pixels per point, for the settle tolerance of 1 device px and 20 device px/s.
  public var displayScale = 1.0

  /// The number of items, as read by the last ``reloadData(initialPage:at:)``.
  public internal(set) var count = 0
  /// The current position in slots.
  public internal(set) var position = PagePosition(page: 0)

  var phase = Phase.idle
  var tiles: [Tile<Page>] = []
  var reuseQueue = ReuseQueue<Page>(capacity: PagerConstants.reuseQueueCapacity)
  var timer = AutoScrollTimer()
  /// The slot under the viewport centre when the delegate was last told.
  var reportedSlot = 0
  /// Whether the window is hidden (the slideshow is held, drags are refused).
  public internal(set) var isHidden = false
  /// Whether the display is off (``setAsleep(_:at:)``).
  public internal(set) var isAsleep = false

  /// The slideshow's direction (four, as GBInfiniteScrollView).
  public var autoScrollDirection = AutoScrollDirection.rightToLeft
  /// The slideshow dwell in s when the data source gives none; at least the transition.
  public var autoScrollInterval = PhysicsConstants.autoplayInterval
  /// What the slideshow does when the user interacts.
  public var autoScrollPolicy = AutoScrollInteractionPolicy.restart
  /// How long a slideshow transition takes, in s; never more than half the dwell it ends, and
  /// 0 is a cut (the next item at once, no motion).
  public var autoScrollTransitionDuration = PhysicsConstants.slideshowTransition

  /// A pager showing `viewport` along `orientation`.
  ///
  /// Call ``reloadData(initialPage:at:)`` once the data source is set.
  public init(viewport: Viewport, orientation: Orientation = .horizontal) {
    self.viewport = viewport
    self.orientation = orientation
  }

  // MARK: - State for the app

  /// The page length along the scroll axis, in points.
  public var pageLength: Double { viewport.pageLength(for: orientation) }

  /// The item under the viewport centre, or `nil` when there are no items.
  public var currentIndex: Int? {
    guard count > 0 else { return nil }
    return SlotMath.wrap(centreSlot, count: count)
  }

  /// The item the pager rests on or is moving to (the running motion's target), or `nil` when
  /// there are no items: what a step or a jump asked for, before the motion gets there.
  public var targetIndex: Int? {
    guard count > 0 else { return nil }
    return SlotMath.wrap(motionTarget ?? centreSlot, count: count)
  }

  /// The pages intersecting the viewport, leading first, with where to draw them.
  public var visiblePages: [VisiblePage<Page>] {
    tiles.filter(\.isVisible).map(visiblePage)
  }

  /// Every live page: the visible ones plus the preloaded neighbour on each side (for
  /// prefetching; with two or three items one item can sit in two slots).
  public var livePages: [VisiblePage<Page>] {
    tiles.map(visiblePage)
  }

  /// How many pages are live (visible plus the preloaded neighbours).
  public var livePageCount: Int { tiles.count }

  /// How many pages wait in the reuse queue.
  public var queuedPageCount: Int { reuseQueue.count }

  /// Whether an animation (snap, step, slideshow transition) is running.
  public var isAnimating: Bool {
    if case .animating = phase { return true }
    return false
  }

  /// Whether a slideshow transition runs (not a step, snap or drag): the app may draw it
  /// differently (a crossfade).
  public var isAutoScrollTransitionRunning: Bool {
    if case .animating(let motion) = phase { return motion.isAutoScrollTransition }
    return false
  }

  /// Whether the user is dragging.
  public var isDragging: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Whether the caller should keep calling ``update(now:)`` every frame.
  public var needsUpdate: Bool { isAnimating }

  /// The earliest time at which ``update(now:)`` has work without input (a slideshow transition),
  /// in s, or `nil`.
  ///
  /// May be at or before `now` when one is due.
  public func nextDeadline(after now: Double) -> Double? {
    guard count > 1 else { return nil }
    return timer.deadline
  }

  /// A queued page, already prepared for reuse, or `nil`: for the data source.
  public func dequeueReusablePage() -> Page? {
    reuseQueue.dequeue()
  }

  // MARK: - Frame

  /// Advances to `now` (s): fires a due slideshow transition, evaluates the motion, reports pages
  /// crossed, re-tiles, and reports the settle.
  ///
  /// At rest the position is a whole slot.
  public func update(now: Double) {
    let didCut = fireAutoScrollIfDue(at: now)
    let settled = advanceMotion(to: now) || didCut
    retile()
    reportCrossings()
    if settled { settle() }
  }

  /// Changes the viewport; the position in pages is kept.
  public func resize(to viewport: Viewport) {
    let oldLength = pageLength
    self.viewport = viewport
    if case .dragging(let drag) = phase {
      // The pointer's travel so far was in old points; the rest of it is in new ones.
      phase = .dragging(drag.rescaled(from: oldLength, to: pageLength))
    }
    retile()
  }

  /// Reports a tap at `point` points from the viewport's leading edge along the scroll axis.
  public func tap(at point: Double) {
    guard isTapEnabled, let delegate else { return }
    let length = pageLength
    guard
      let hit = tiles.first(where: { tile in
        tile.isVisible && tile.offset * length <= point && point < (tile.offset + 1) * length
      })
    else { return }
    debugLog("tap on \(hit.index)")
    delegate.pager(self, didTapPageAt: hit.index)
  }

  // MARK: - Internals

  /// The slot under the viewport centre, kept inside the items without wrapping.
  var centreSlot: Int {
    let slot = position.nearestPage
    guard !loops, count > 0 else { return slot }
    return min(max(slot, 0), count - 1)
  }

  /// Whether the strip actually loops (one item never does).
  var loops: Bool { wrapsAround && count > 1 }

  /// The settle tolerance for simulations in pages (docs/physics.md §11).
  var tolerance: Tolerance { .pages(pageLength: pageLength * max(displayScale, 1e-3)) }

  /// Evaluates the running motion at `now`; returns whether it just finished.
  private func advanceMotion(to now: Double) -> Bool {
    guard case .animating(let motion) = phase else { return false }
    position = motion.position(at: now)
    guard motion.isDone(at: now) else { return false }
    phase = .idle
    return true
  }

  /// Tells the delegate about every page crossed under the viewport centre since last time.
  func reportCrossings() {
    guard count > 0 else { return }
    let slot = centreSlot
    while reportedSlot != slot {
      let forward = slot > reportedSlot
      reportedSlot += forward ? 1 : -1
      let index = SlotMath.wrap(reportedSlot, count: count)
      debugLog("did scroll to \(forward ? "next" : "previous") page \(index)")
      if forward {
        delegate?.pager(self, didScrollToNextPageAt: index)
      } else {
        delegate?.pager(self, didScrollToPreviousPageAt: index)
      }
    }
  }

  /// At rest: rebases the slot into `0..<count` (a loop only) and tells the delegate.
  func settle() {
    if loops {
      rebase(by: -SlotMath.wrap(position.page, count: count) + position.page)
    }
    guard let index = currentIndex else { return }
    debugLog("settled at \(index)")
    delegate?.pager(self, didSettleAt: index)
  }

  /// Moves the whole strip back by `pages` slots (a multiple of the count): position, tiles,
  /// reported slot and any motion's origin move together, so nothing appears to move.
  private func rebase(by pages: Int) {
    guard pages != 0 else { return }
    position.shift(by: -pages)
    reportedSlot -= pages
    for i in tiles.indices { tiles[i].slot -= pages }
    if case .animating(var motion) = phase {
      motion.shift(by: -pages)
      phase = .animating(motion)
    }
  }

  /// Sends `message` to ``log`` when logging is on; the message is built only then.
  func debugLog(_ message: @autoclosure () -> String) {
    guard let log else { return }
    log("InfinitePager: \(message()) [position \(position)]")
  }

  private func visiblePage(_ tile: Tile<Page>) -> VisiblePage<Page> {
    let edge = tile.offset * pageLength
    let horizontal = orientation == .horizontal
    return VisiblePage(
      page: tile.page, slot: tile.slot, index: tile.index, offset: tile.offset,
      leadingEdge: edge, x: horizontal ? edge : 0, y: horizontal ? 0 : edge)
  }
}
