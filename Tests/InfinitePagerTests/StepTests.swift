import Testing

@testable import InfinitePager

struct StepTests {
  @Test func hundredThousandStepsEachWayKeepExactIndexAndBoundedPosition() {
    let h = Harness(count: 7)
    var failures = 0
    var maxAbsPage = 0
    func check(_ expected: Int) {
      let p = h.pager.position
      maxAbsPage = max(maxAbsPage, abs(p.page))
      if h.pager.currentIndex != expected || p.offset != 0 || h.pager.isAnimating {
        failures += 1
      }
    }
    for k in 1...100_000 {
      h.pager.step(1, at: h.now)
      h.advance(1)
      check(k % 7)
    }
    for k in stride(from: 99_999, through: 0, by: -1) {
      h.pager.step(-1, at: h.now)
      h.advance(1)
      check(k % 7)
    }
    #expect(failures == 0)
    #expect(h.pager.currentIndex == 0)
    // Rebased at rest: the slot never leaves the first loop of items.
    #expect(maxAbsPage < 7)
    #expect(h.delegate.count("didNext") == 100_000)
    #expect(h.delegate.count("didPrevious") == 100_000)
  }

  @Test func leadCapLimitsRapidStepsToTwoPages() {
    let h = Harness(count: 10)
    for _ in 0..<10 { h.pager.step(1, at: h.now) }
    h.settle()
    #expect(h.pager.currentIndex == 2)
    // Held key: a step every 30 ms keeps moving but never leads by more than two.
    var maxLead = 0
    for _ in 0..<20 {
      h.pager.step(-1, at: h.now)
      let target = h.pager.motionTarget ?? h.pager.position.nearestPage
      maxLead = max(maxLead, abs(target - h.pager.position.nearestPage))
      h.advance(0.03)
    }
    #expect(maxLead == 2)
    #expect(h.pager.position.nearestPage < 0)
    h.settle()
    #expect(h.pager.isAnimating == false)
    #expect(h.pager.position.offset == 0)
  }

  @Test func retargetKeepsPositionContinuous() {
    let h = Harness(count: 10)
    h.pager.step(1, at: 0)
    h.advance(0.1)
    let before = h.pager.position.relative(to: 0)
    h.pager.step(1, at: h.now)
    let after = h.pager.position.relative(to: 0)
    #expect(abs(before - after) < 1e-12)
    #expect(before > 0 && before < 1)
    h.settle()
    #expect(h.pager.currentIndex == 2)
  }

  @Test func stepReportsWillDidSettleInOrder() {
    let h = Harness(count: 5)
    h.pager.step(-1, at: 0)
    h.settle()
    #expect(h.delegate.events == ["willPrevious 4", "didPrevious 4", "settle 4"])
    #expect(h.pager.position == PagePosition(page: 4))
  }

  @Test func stepSpringCrossesMidwayAndLandsExactly() {
    let h = Harness(count: 5, initialPage: 2)
    h.pager.step(1, at: 0)
    #expect(h.pager.isAnimating && h.pager.needsUpdate)
    h.advance(0.05)
    let early = h.pager.position.relative(to: 2)
    #expect(early > 0 && early < 0.5)
    #expect(h.pager.visiblePages.map(\.slot) == [2, 3])
    h.settle()
    #expect(h.pager.position == PagePosition(page: 3))
    #expect(h.pager.visiblePages.count == 1)
  }
}
