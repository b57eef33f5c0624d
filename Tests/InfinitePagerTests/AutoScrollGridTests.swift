import InfinitePager
import ScrollPhysics
import Testing

/// The slideshow on a grid of time (`--sync`): deadlines at the grid's points whenever the
/// slideshow started, each point's own item, far items in one transition, holds that rejoin
/// the grid, a grid that moves with its clock.
struct AutoScrollGridTests {
  /// A grid of 5 s points whose point 0 is at -1,000,000.3 s: the pager's clock started
  /// 0.3 s past a point, as a monotonic clock does against the wall clock's epoch.
  static let grid = AutoScrollGrid(origin: -1_000_000.3, interval: 5)

  @Test("the grid's points, items and first points, within its tolerance")
  func points() {
    let grid = Self.grid
    #expect(grid.point(at: -0.3) == 200_000)
    #expect(grid.point(at: -0.3 - 0.0005) == 200_000)  // within the tolerance before it
    #expect(grid.point(at: -0.3 - 0.01) == 199_999)
    #expect(grid.firstPoint(atOrAfter: 0) == 200_001)
    #expect(grid.firstPoint(atOrAfter: 4.7) == 200_001)
    #expect(grid.firstPoint(atOrAfter: 4.71) == 200_002)
    #expect(grid.item(atPoint: 200_001, count: 7, step: 1) == 200_001 % 7)
    #expect(grid.item(atPoint: 200_001, count: 7, step: -1) == 7 - 200_001 % 7)
    var shifted = grid
    shifted.offset = 3
    #expect(shifted.item(atPoint: 200_001, count: 7, step: 1) == (200_001 + 3) % 7)
  }

  @Test("transitions come at the grid's points and go to each point's item")
  func transitionsAtPoints() {
    let h = Harness(count: 7)
    h.pager.setAutoScrollGrid(Self.grid, at: 0)
    h.pager.startAutoScroll(at: 0)
    var starts: [Double] = []
    var items: [Int] = []
    for _ in 0..<10 {
      let deadline = h.pager.nextDeadline(after: h.now) ?? .infinity
      h.now = deadline
      h.pager.update(now: h.now)
      starts.append(deadline)
      h.settle()
      items.append(h.pager.currentIndex ?? -1)
    }
    // Point k at -1,000,000.3 + 5k, less half the millisecond of tolerance: 4.6995 s, …
    let expected = (1...10).map { 4.7 + 5 * Double($0 - 1) - 0.0005 }
    #expect(zip(starts, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(starts)")
    // The first point's item is far from item 0: it comes in one transition from its neighbour.
    #expect(items == (200_001...200_010).map { $0 % 7 }, "\(items)")
  }

  @Test("two pagers on one grid, started 1.7 s apart, show the same item from the first point")
  func lateStartJoins() {
    let early = Harness(count: 9)
    let late = Harness(count: 9)
    early.pager.setAutoScrollGrid(Self.grid, at: 0)
    early.pager.startAutoScroll(at: 0)
    late.now = 1.7
    late.pager.setAutoScrollGrid(Self.grid, at: 1.7)
    late.pager.startAutoScroll(at: 1.7)
    late.pager.joinAutoScrollGrid(at: 1.7)
    early.pager.joinAutoScrollGrid(at: 0)
    #expect(early.pager.currentIndex == 200_000 % 9)
    #expect(late.pager.currentIndex == early.pager.currentIndex)
    #expect(late.delegate.events == ["willNext \(200_000 % 9)", "settle \(200_000 % 9)"])
    #expect(early.pager.nextDeadline(after: 0) == late.pager.nextDeadline(after: 1.7))
  }

  @Test("input holds the grid's slideshow, which goes on at the first point a full interval on")
  func interactionRejoinsAtAPoint() {
    let h = Harness(count: 9)
    h.pager.setAutoScrollGrid(Self.grid, at: 0)
    h.pager.startAutoScroll(at: 0)
    h.now = 2
    h.pager.step(1, at: 2)
    h.settle()
    // The restart policy asks for a full interval after the step (7 s): the point after it.
    #expect(abs((h.pager.nextDeadline(after: h.now) ?? 0) - 9.6995) < 1e-6)
    h.now = 9.7
    h.pager.update(now: h.now)
    h.settle()
    #expect(h.pager.currentIndex == 200_002 % 9)
  }

  @Test("a grid read again with microseconds of jitter keeps its deadline; a step moves it")
  func gridFollowsItsClock() {
    let h = Harness(count: 9)
    h.pager.setAutoScrollGrid(Self.grid, at: 0)
    h.pager.startAutoScroll(at: 0)
    var jittered = Self.grid
    jittered.origin += 2e-6
    h.pager.setAutoScrollGrid(jittered, at: 1)
    #expect(abs((h.pager.nextDeadline(after: 1) ?? 0) - 4.699502) < 1e-9)
    // The clock stepped 3,600.4 s forward: the origin is that much earlier on the pager's scale.
    var stepped = Self.grid
    stepped.origin -= 3_600.4
    h.pager.setAutoScrollGrid(stepped, at: 2)
    #expect(abs((h.pager.nextDeadline(after: 2) ?? 0) - 4.2995) < 1e-6)
    h.now = 4.3
    h.pager.update(now: h.now)
    h.settle()
    #expect(
      h.pager.currentIndex == stepped.item(atPoint: stepped.point(at: 4.3), count: 9, step: 1))
  }

  @Test("waking on a grid joins it at once, and the next point comes on time")
  func wakeJoins() {
    let h = Harness(count: 9)
    h.pager.setAutoScrollGrid(Self.grid, at: 0)
    h.pager.startAutoScroll(at: 0)
    h.pager.setAsleep(true, at: 1)
    #expect(h.pager.nextDeadline(after: 1) == nil)
    h.now = 3_600
    h.pager.setAsleep(false, at: h.now)
    let point = Self.grid.point(at: 3_600)
    #expect(h.pager.currentIndex == point % 9)
    #expect(!h.pager.isAnimating)
    let next = Self.grid.time(ofPoint: point + 1) - PagerConstants.gridTolerance / 2
    #expect(abs((h.pager.nextDeadline(after: h.now) ?? 0) - next) < 1e-6)
  }

  @Test("a grid going backwards steps back, and without a loop goes the straight way")
  func directionsAndEnds() {
    let back = Harness(count: 9)
    back.pager.autoScrollDirection = .leftToRight
    back.pager.setAutoScrollGrid(Self.grid, at: 0)
    back.pager.startAutoScroll(at: 0)
    back.pager.joinAutoScrollGrid(at: 0)
    back.delegate.events = []
    back.now = 4.7
    back.pager.update(now: back.now)
    back.settle()
    #expect(back.pager.currentIndex == Self.grid.item(atPoint: 200_001, count: 9, step: -1))
    #expect(back.delegate.events.first?.hasPrefix("willPrevious") == true)
    let straight = Harness(count: 9, wraps: false)
    straight.pager.setAutoScrollGrid(Self.grid, at: 0)
    straight.pager.startAutoScroll(at: 0)
    for _ in 0..<12 {
      straight.now = straight.pager.nextDeadline(after: straight.now) ?? .infinity
      straight.pager.update(now: straight.now)
      straight.settle()
      let point = Self.grid.point(at: straight.now - 2)
      #expect(straight.pager.currentIndex == point % 9, "no end stops a grid without a loop")
    }
  }
}
