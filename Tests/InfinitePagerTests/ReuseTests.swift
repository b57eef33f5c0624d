import InfinitePager
import ScrollPhysics
import Testing

struct ReuseTests {
  /// Two pages can be visible while moving; one preloaded neighbour on each side.
  static let maxVisible = 2

  @Test func creationsStayWithinVisiblePlusTwoAndReusesArePrepared() {
    let h = Harness(count: 25)
    for _ in 0..<3000 {
      h.pager.step(1, at: h.now)
      h.advance(0.12)
      h.advance(1)
    }
    for _ in 0..<3000 {
      h.swipe(60, velocity: 900)
      h.settle()
    }
    let census = h.dataSource.census
    #expect(h.pager.currentIndex == 0)
    #expect(census.created <= Self.maxVisible + 2)
    #expect(census.reused > 5000)
    #expect(census.prepared == census.reused)
    #expect(census.violations.isEmpty)
    #expect(h.liveItemsMatchSlots)
    // Every page alive is held by the pager (live or queued): nothing leaks.
    #expect(census.live == h.pager.livePageCount + h.pager.queuedPageCount)
    #expect(h.pager.queuedPageCount <= 4)
  }

  @Test func pagerReleasesEveryPageWhenGone() {
    let census: PageCensus
    do {
      let h = Harness(count: 9)
      for _ in 0..<500 {
        h.swipe(-70)
        h.settle()
      }
      census = h.dataSource.census
      #expect(census.live > 0)
    }
    #expect(census.live == 0)
  }

  @Test func livePagesAreVisiblePlusOneEachSide() {
    let h = Harness(count: 10, initialPage: 5)
    #expect(h.pager.livePages.map(\.slot) == [4, 5, 6])
    #expect(h.pager.visiblePages.map(\.slot) == [5])
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -30, at: 0)
    #expect(h.pager.livePages.map(\.slot) == [4, 5, 6, 7])
    #expect(h.pager.visiblePages.map(\.slot) == [5, 6])
    #expect(h.pager.visiblePages.map(\.leadingEdge) == [-30, 70])
  }

  @Test func reloadRecyclesEveryLivePage() {
    let h = Harness(count: 10, initialPage: 3)
    let before = h.dataSource.census.configured
    h.pager.reloadData(at: h.now)
    // GB #8/#11: all three live pages are reconfigured, not only the current one.
    #expect(h.dataSource.census.configured == before + 3)
    #expect(h.dataSource.census.violations.isEmpty)
    h.pager.reloadCurrentPage()
    #expect(h.dataSource.census.configured == before + 4)
    #expect(h.liveItemsMatchSlots)
  }
}
