import InfinitePager
import ScrollPhysics
import Testing

/// Every command, run in turn on a pager with few items.
enum Command: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case stepForward, stepBack, next, previous, dragForward, dragBack, flickForward, cancelledDrag
  case scrollToLast, scrollToFirst, scrollToLastJump, autoScroll
  var testDescription: String { rawValue }

  func run(on h: Harness) {
    let p = h.pager
    switch self {
    case .stepForward: p.step(1, at: h.now)
    case .stepBack: p.step(-1, at: h.now)
    case .next: p.scrollToNextPage(at: h.now)
    case .previous: p.scrollToPreviousPage(at: h.now)
    case .dragForward: h.swipe(-70)
    case .dragBack: h.swipe(70)
    case .flickForward: h.swipe(-30, velocity: -1500)
    case .cancelledDrag:
      p.beginDrag(at: h.now)
      p.drag(by: -80, at: h.now)
      p.cancelDrag(at: h.now)
    case .scrollToLast: p.scrollToLastPage(at: h.now)
    case .scrollToFirst: p.scrollToFirstPage(at: h.now)
    case .scrollToLastJump: p.scrollToLastPage(animated: false, at: h.now)
    case .autoScroll:
      p.startAutoScroll(at: h.now)
      h.advance(5.01)
    }
    h.settle()
  }
}

struct EdgeCountTests {
  @Test(arguments: Command.allCases)
  func emptyPagerShowsNothing(_ command: Command) {
    let h = Harness(count: 0)
    command.run(on: h)
    #expect(h.pager.currentIndex == nil)
    #expect(h.pager.visiblePages.isEmpty)
    #expect(h.dataSource.census.created == 0)
    #expect(h.pager.nextDeadline(after: h.now) == nil)
  }

  @Test(arguments: Command.allCases)
  func singleItemNeverScrolls(_ command: Command) {
    let h = Harness(count: 1)
    command.run(on: h)
    #expect(h.pager.currentIndex == 0)
    #expect(h.pager.position == PagePosition(page: 0))
    #expect(h.pager.livePages.map(\.slot) == [0])
    #expect(h.pager.nextDeadline(after: h.now) == nil)
    #expect(h.delegate.count("did") == 0)
    #expect(h.dataSource.census.created == 1)
  }

  @Test func singleItemDragRubberBandsAndSpringsBack() {
    let h = Harness(count: 1)
    h.pager.beginDrag(at: 0)
    h.pager.drag(to: -100, at: 0)
    let stretched = h.pager.position.relative(to: 0)
    #expect(abs(stretched - 0.55 / 1.55) < 1e-12)
    #expect(h.pager.visiblePages.map(\.slot) == [0])
    h.pager.endDrag(velocity: -2000, rule: .touch, at: 0)
    h.settle()
    #expect(h.pager.position == PagePosition(page: 0))
  }

  struct LoopCase: CustomTestStringConvertible, Sendable {
    let count: Int
    let command: Command
    let expected: Int
    var testDescription: String { "N=\(count) \(command.rawValue) → \(expected)" }
  }

  @Test(arguments: [
    LoopCase(count: 2, command: .stepForward, expected: 1),
    LoopCase(count: 2, command: .stepBack, expected: 1),
    LoopCase(count: 2, command: .dragForward, expected: 1),
    LoopCase(count: 2, command: .dragBack, expected: 1),
    LoopCase(count: 2, command: .flickForward, expected: 1),
    LoopCase(count: 2, command: .cancelledDrag, expected: 1),
    LoopCase(count: 2, command: .scrollToLast, expected: 1),
    LoopCase(count: 2, command: .scrollToFirst, expected: 0),
    LoopCase(count: 2, command: .autoScroll, expected: 1),
    LoopCase(count: 3, command: .stepForward, expected: 1),
    LoopCase(count: 3, command: .stepBack, expected: 2),
    LoopCase(count: 3, command: .next, expected: 1),
    LoopCase(count: 3, command: .previous, expected: 2),
    LoopCase(count: 3, command: .dragBack, expected: 2),
    LoopCase(count: 3, command: .scrollToLast, expected: 2),
    LoopCase(count: 3, command: .scrollToLastJump, expected: 2),
    LoopCase(count: 3, command: .autoScroll, expected: 1),
  ])
  func fewItemsLoop(_ c: LoopCase) {
    let h = Harness(count: c.count)
    command(c.command, on: h)
    #expect(h.pager.currentIndex == c.expected)
    #expect(h.liveItemsMatchSlots)
    #expect(h.dataSource.census.violations.isEmpty)
  }

  private func command(_ command: Command, on h: Harness) { command.run(on: h) }

  @Test(arguments: [2, 3])
  func sameItemSitsInTwoSlotsAndLoopsBothWays(count: Int) {
    let h = Harness(count: count)
    // At rest on slot 0 the neighbours on both sides are preloaded.
    #expect(h.pager.livePages.map(\.index) == [count - 1, 0, 1])
    for k in 1...(3 * count) {
      h.pager.step(1, at: h.now)
      h.advance(0.1)
      #expect(h.liveItemsMatchSlots)
      h.settle()
      #expect(h.pager.currentIndex == k % count)
    }
    for k in stride(from: 3 * count - 1, through: 0, by: -1) {
      h.pager.step(-1, at: h.now)
      h.settle()
      #expect(h.pager.currentIndex == k % count)
    }
    if count == 2 {
      #expect(h.pager.livePages.map(\.index) == [1, 0, 1])
    }
  }
}
