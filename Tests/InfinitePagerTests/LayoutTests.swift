import InfinitePager
import ScrollPhysics
import Testing

struct LayoutTests {
  @Test func verticalUsesHeightAsPageLength() {
    // GBInfiniteScrollView's vertical bounds were copied from the horizontal ones.
    let h = Harness(count: 4, orientation: .vertical, width: 100, height: 300)
    #expect(h.pager.pageLength == 300)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -150, at: 0)
    #expect(h.pager.position == PagePosition(base: 0, relative: 0.5))
    let pages = h.pager.visiblePages
    #expect(pages.map(\.slot) == [0, 1])
    #expect(pages.map(\.y) == [-150, 150])
    #expect(pages.map(\.x) == [0, 0])
    h.pager.endDrag(velocity: -600, rule: .touch, at: 0.1)
    h.settle()
    #expect(h.pager.currentIndex == 1)
    #expect(h.pager.visiblePages.map(\.y) == [0])
  }

  @Test func resizeKeepsPositionInPages() {
    let h = Harness(count: 4, width: 100)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -25, at: 0)
    h.pager.resize(to: Viewport(width: 400, height: 300))
    #expect(h.pager.position == PagePosition(base: 0, relative: 0.25))
    #expect(h.pager.visiblePages.map(\.leadingEdge) == [-100, 300])
  }

  @Test("bug: a resize during a drag made the position jump and pages turn by themselves")
  func dragContinuesAtTheNewWidthAfterAResize() {
    let h = Harness(count: 4, width: 100)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -25, at: 0)
    h.pager.resize(to: Viewport(width: 400, height: 300))
    #expect(h.pager.position == PagePosition(base: 0, relative: 0.25), "no jump at the resize")
    h.pager.drag(to: -105, at: 0.1)  // 80 more points at 400 points a page
    #expect(abs(h.pager.position.relative(to: 0) - 0.45) < 1e-12)
    h.pager.resize(to: Viewport(width: 1, height: 300))
    #expect(abs(h.pager.position.relative(to: 0) - 0.45) < 1e-12, "even at 1 point a page")
    #expect(h.delegate.count("did") == 0, "no page was crossed")
  }

  @Test func tapReportsThePageUnderThePoint() {
    let h = Harness(count: 4, initialPage: 2)
    h.pager.tap(at: 50)
    #expect(h.delegate.events == ["tap 2"])
    h.pager.isTapEnabled = false
    h.pager.tap(at: 50)
    #expect(h.delegate.events == ["tap 2"])
  }

  @Test func debugLoggingGoesThroughTheSink() {
    let h = Harness(count: 4)
    var lines: [String] = []
    h.pager.step(1, at: 0)
    #expect(lines.isEmpty)
    h.pager.log = { lines.append($0) }
    h.pager.step(1, at: 0.1)
    h.settle()
    #expect(lines.contains { $0.contains("settled at 2") })
  }
}

struct WrapOffTests {
  @Test func firstPageRubberBandsAndSpringsBack() {
    let h = Harness(count: 5, wraps: false)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: 100, at: 0)
    let stretched = h.pager.position.relative(to: 0)
    #expect(abs(stretched + 0.55 / 1.55) < 1e-12)
    h.pager.drag(to: 200, at: 0)
    // Twice the pull, less than twice the stretch.
    #expect(h.pager.position.relative(to: 0) > 2 * stretched)
    #expect(h.pager.visiblePages.map(\.slot) == [0])
    h.pager.endDrag(velocity: 3000, rule: .touch, at: 0)
    h.advance(0.1)
    #expect(h.pager.position.relative(to: 0) < 0)
    h.settle()
    #expect(h.pager.position == PagePosition(page: 0))
    #expect(h.delegate.count("did") == 0)
  }

  @Test func lastPageStopsStepsAndSlideshow() {
    let h = Harness(count: 5, wraps: false, initialPage: 4)
    h.pager.step(1, at: 0)
    h.settle()
    #expect(h.pager.currentIndex == 4)
    h.swipe(-90, velocity: -2000)
    h.settle()
    #expect(h.pager.position == PagePosition(page: 4))
    h.pager.startAutoScroll(at: h.now)
    h.advance(5.01)
    #expect(h.pager.isAutoScrollEnabled == false)
    #expect(h.pager.currentIndex == 4)
  }

  @Test func scrollToFirstGoesBackwardWithoutLooping() {
    let h = Harness(count: 5, wraps: false, initialPage: 4)
    h.pager.scrollToPage(0, animated: true, at: 0)
    // A far jump shows one page of motion: it starts from the neighbour of the target.
    #expect(h.pager.position == PagePosition(page: 1))
    h.settle()
    #expect(h.pager.currentIndex == 0)
    #expect(h.delegate.count("didPrevious") == 1)
  }
}
