import InfinitePager
import ScrollPhysics
import Testing

struct ScrollToPageTests {
  @Test func nineToZeroOfTenMovesForwardOnePage() {
    let h = Harness(count: 10, initialPage: 9)
    h.pager.scrollToPage(0, animated: true, at: 0)
    var previous = h.pager.position.relative(to: 9)
    var monotone = true
    while h.pager.isAnimating {
      h.advance(0.025)
      // At rest the slot is rebased into 0..<10; compare slots before that.
      guard h.pager.isAnimating else { break }
      let p = h.pager.position.relative(to: 9)
      if p < previous - 1e-12 || p > 1 { monotone = false }
      previous = p
    }
    #expect(monotone)
    #expect(h.pager.currentIndex == 0)
    #expect(h.pager.position.offset == 0)
    #expect(h.delegate.events == ["willNext 0", "didNext 0", "settle 0"])
  }

  /// Found by the random-input property test (seed 1): End pressed while a drag held the last
  /// item under the centre dropped the drag and started no motion.
  @Test(
    "bug: a jump to the item already under the centre during a drag left the pager between pages")
  func jumpToCentreItemDuringADragSpringsBack() {
    let h = Harness(count: 5, initialPage: 4)
    h.pager.beginDrag(at: h.now)
    h.advance(0.05)
    h.pager.drag(to: -30, at: h.now)  // 0.3 of a page toward item 0; item 4 stays centred
    h.pager.scrollToLastPage(at: h.now)
    #expect(!h.pager.isDragging)
    #expect(h.pager.isAnimating)
    h.settle()
    #expect(h.pager.currentIndex == 4)
    #expect(h.pager.position.offset == 0)
  }

  @Test func farJumpShowsASingleTransition() {
    let h = Harness(count: 100, initialPage: 10)
    h.pager.scrollToPage(40, animated: true, at: 0)
    // Jumped to the neighbour of the target, then one page of spring.
    #expect(h.pager.position == PagePosition(page: 39))
    #expect(h.pager.isAnimating)
    h.settle()
    #expect(h.pager.currentIndex == 40)
    #expect(h.delegate.count("didNext") == 1)
    #expect(h.delegate.count("willNext") == 1)
    // Going back from 40 to 5 of 100 is shorter backward.
    h.pager.scrollToPage(5, animated: true, at: h.now)
    #expect(h.pager.currentIndex == 6)
    h.settle()
    #expect(h.pager.currentIndex == 5)
  }

  @Test func unanimatedJumpSettlesAtOnce() {
    let h = Harness(count: 10, initialPage: 2)
    h.pager.scrollToPage(8, animated: false, at: 0)
    #expect(h.pager.isAnimating == false)
    #expect(h.pager.currentIndex == 8)
    #expect(h.delegate.events == ["willPrevious 8", "settle 8"])
    #expect(h.liveItemsMatchSlots)
  }

  @Test func firstAndLast() {
    let h = Harness(count: 10, initialPage: 4)
    h.pager.scrollToLastPage(at: 0)
    h.settle()
    #expect(h.pager.currentIndex == 9)
    h.pager.scrollToFirstPage(at: h.now)
    h.settle()
    #expect(h.pager.currentIndex == 0)
    #expect(h.pager.position == PagePosition(page: 0))
  }
}

struct ReloadTests {
  @Test func reloadKeepsCurrentItemWhenItemsAreInsertedBeforeIt() {
    let h = Harness(count: 10, initialPage: 3)
    h.dataSource.items.insert(contentsOf: ["new-a", "new-b"], at: 0)
    h.pager.reloadData(at: h.now)
    #expect(h.pager.currentIndex == 5)
    #expect(h.pager.visiblePages.first?.page.key == "item3")
    h.dataSource.items.removeFirst(4)
    h.pager.reloadData(at: h.now)
    #expect(h.pager.currentIndex == 1)
    #expect(h.pager.visiblePages.first?.page.key == "item3")
  }

  struct ReloadCase: CustomTestStringConvertible, Sendable {
    let name: String
    let keys: Bool
    let newCount: Int
    let initialPage: Int?
    let expected: Int?
    var testDescription: String { name }
  }

  @Test(arguments: [
    ReloadCase(
      name: "no keys: same index", keys: false, newCount: 12, initialPage: nil, expected: 7),
    ReloadCase(name: "no keys: clamped", keys: false, newCount: 4, initialPage: nil, expected: 3),
    ReloadCase(
      name: "key removed: clamped", keys: true, newCount: 5, initialPage: nil, expected: 4),
    ReloadCase(name: "initial page wins", keys: true, newCount: 12, initialPage: 2, expected: 2),
    ReloadCase(name: "emptied", keys: true, newCount: 0, initialPage: nil, expected: nil),
  ])
  func reloadChoosesTheItem(_ c: ReloadCase) {
    let h = Harness(count: 10, initialPage: 7)
    h.dataSource.providesKeys = c.keys
    h.dataSource.items = (0..<c.newCount).map { "other\($0)" }
    h.pager.reloadData(initialPage: c.initialPage, at: h.now)
    #expect(h.pager.currentIndex == c.expected)
    #expect(h.pager.count == c.newCount)
    #expect(h.liveItemsMatchSlots)
  }

  @Test func reloadDuringDragDropsItAndReleasesTheSlideshow() {
    let h = Harness(count: 10)
    h.pager.startAutoScroll(at: 0)
    h.pager.beginDrag(at: 1)
    h.pager.drag(to: -30, at: 1)
    h.pager.reloadData(at: 2)
    #expect(h.pager.isDragging == false)
    #expect(h.pager.position == PagePosition(page: 0))
    #expect(h.pager.nextDeadline(after: 2) == 7)
  }
}

struct DragTests {
  struct ReleaseCase: CustomTestStringConvertible, Sendable {
    let name: String
    let translation: Double
    let velocity: Double
    let expected: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    ReleaseCase(name: "slow 30 % goes back", translation: -30, velocity: 0, expected: 5),
    ReleaseCase(name: "60 % commits", translation: -60, velocity: 0, expected: 6),
    ReleaseCase(name: "10 % is too short to fling", translation: -10, velocity: -800, expected: 5),
    ReleaseCase(name: "30 % flick commits", translation: -30, velocity: -800, expected: 6),
    ReleaseCase(name: "counter-flick returns", translation: -60, velocity: 800, expected: 5),
    ReleaseCase(name: "backward flick", translation: 30, velocity: 800, expected: 4),
    ReleaseCase(
      name: "long drag: at most one page on", translation: -180, velocity: -3000, expected: 7),
  ])
  func releaseChoosesTarget(_ c: ReleaseCase) {
    let h = Harness(count: 10, initialPage: 5)
    h.swipe(c.translation, velocity: c.velocity)
    h.settle()
    #expect(h.pager.currentIndex == c.expected)
    #expect(h.pager.position.offset == 0)
    #expect(h.delegate.events.first == "beginDrag")
    #expect(h.delegate.events.contains("endDrag \(Int(c.velocity))"))
  }

  @Test func catchFreezesARunningMotion() {
    let h = Harness(count: 10)
    h.pager.step(1, at: 0)
    h.advance(0.2)
    let frozen = h.pager.position
    #expect(frozen.relative(to: 0) > 0.5 && frozen.relative(to: 0) < 0.98)
    h.pager.beginDrag(at: h.now)
    #expect(h.pager.isAnimating == false)
    #expect(h.pager.isDragging)
    #expect(h.pager.position == frozen)
    h.advance(0.5)
    #expect(h.pager.position == frozen)
    // Rapid flicks chain: the caught drag flicks on from the frozen place.
    h.pager.drag(by: -40, at: h.now)
    h.pager.endDrag(velocity: -1000, rule: .touch, at: h.now)
    h.settle()
    #expect(h.pager.currentIndex == 2)
  }

  @Test func catchWithinCloseEnoughFinishesOnTarget() {
    let h = Harness(count: 10)
    h.pager.step(1, at: 0)
    // Sample until the spring is within 2 points of page 1 but not yet settled.
    var t = 0.0
    while h.pager.isAnimating && (1 - h.pager.position.relative(to: 0)) * 100 > 2 {
      t += 0.005
      h.pager.update(now: t)
    }
    #expect(h.pager.isAnimating)
    h.pager.beginDrag(at: t)
    #expect(h.pager.position == PagePosition(page: 1))
    h.pager.endDrag(velocity: 0, rule: .touch, at: t)
    h.pager.update(now: t + 0.01)
    #expect(h.pager.currentIndex == 1)
    #expect(h.pager.isAnimating == false)
  }

  /// Steps to page 1 and updates until the spring is within 2 points of it, unsettled.
  static func nearlySettled(_ h: Harness) -> Double {
    h.pager.step(1, at: 0)
    var t = 0.0
    while h.pager.isAnimating && (1 - h.pager.position.relative(to: 0)) * 100 > 2 {
      t += 0.005
      h.pager.update(now: t)
    }
    return t
  }

  @Test("bug: a press within close enough finished the motion, then dragged anyway")
  func pressWithinCloseEnoughFinishesWithoutDragging() {
    let h = Harness(count: 10)
    let t = Self.nearlySettled(h)
    #expect(h.pager.isAnimating)
    #expect(h.pager.catchMotion(at: t) == false)
    #expect(h.pager.isDragging == false)
    #expect(h.pager.isAnimating == false)
    #expect(h.pager.position == PagePosition(page: 1))
    #expect(h.delegate.events.last == "settle 1")
    #expect(h.delegate.count("beginDrag") == 0)
    #expect(h.delegate.count("settle") == 1)
    h.advance(1)
    #expect(h.delegate.count("settle") == 1)
  }

  @Test("a press farther than close enough catches the motion and drags at once")
  func pressFartherCatchesAndDrags() {
    let h = Harness(count: 10)
    h.pager.step(1, at: 0)
    h.advance(0.2)
    let frozen = h.pager.position
    #expect(h.pager.catchMotion(at: h.now))
    #expect(h.pager.isDragging)
    #expect(h.pager.position == frozen)
    #expect(h.delegate.count("settle") == 0)
    #expect(h.pager.catchMotion(at: h.now) == false)  // nothing runs now
  }

  @Test func trackpadRuleUsesPagesPerSecond() {
    let h = Harness(count: 10, initialPage: 5)
    // 150 points/s on a 100-point page is 1.5 pages/s: a trackpad fling, not a touch one.
    h.swipe(-10, velocity: -150, rule: .trackpad)
    h.settle()
    #expect(h.pager.currentIndex == 6)
  }

  @Test func hidingCancelsTheDrag() {
    let h = Harness(count: 10)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -70, at: 0)
    h.pager.setHidden(true, at: 0.1)
    #expect(h.pager.isDragging == false)
    h.pager.beginDrag(at: 0.2)
    #expect(h.pager.isDragging == false)
    h.settle()
    #expect(h.pager.currentIndex == 1)
  }
}
