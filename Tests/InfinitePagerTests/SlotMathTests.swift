import Testing

@testable import InfinitePager

struct SlotMathTests {
  struct DeltaCase: CustomTestStringConvertible, Sendable {
    let name: String
    let from: Int
    let to: Int
    let count: Int
    let delta: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    DeltaCase(name: "9 to 0 of 10 goes forward", from: 9, to: 0, count: 10, delta: 1),
    DeltaCase(name: "0 to 9 of 10 goes back", from: 0, to: 9, count: 10, delta: -1),
    DeltaCase(name: "half way ties forward", from: 0, to: 5, count: 10, delta: 5),
    DeltaCase(name: "just past half goes back", from: 0, to: 6, count: 10, delta: -4),
    DeltaCase(name: "two items", from: 1, to: 0, count: 2, delta: 1),
    DeltaCase(name: "three items back", from: 0, to: 2, count: 3, delta: -1),
    DeltaCase(name: "same item", from: 4, to: 4, count: 7, delta: 0),
  ])
  func shortestDelta(_ c: DeltaCase) {
    #expect(SlotMath.shortestDelta(from: c.from, to: c.to, count: c.count) == c.delta)
  }

  @Test(arguments: [(-1, 3, 2), (-3, 3, 0), (7, 3, 1), (-100_001, 10, 9), (0, 1, 0)])
  func wrapIsNonNegativeModulo(slot: Int, count: Int, item: Int) {
    #expect(SlotMath.wrap(slot, count: count) == item)
  }

  @Test func visibleSlotsAtRestAndMoving() {
    #expect(SlotMath.visibleSlots(at: PagePosition(page: 4), count: 10, wraps: true) == 4...4)
    let moving = PagePosition(base: 4, relative: 0.25)
    #expect(SlotMath.visibleSlots(at: moving, count: 10, wraps: true) == 4...5)
    let overscrolled = PagePosition(base: 0, relative: -0.2)
    #expect(SlotMath.visibleSlots(at: overscrolled, count: 10, wraps: false) == 0...0)
    #expect(SlotMath.visibleSlots(at: moving, count: 0, wraps: true) == nil)
  }

  @Test func rubberBandFollowsUIScrollViewFormula() {
    let d = 100.0
    #expect(SlotMath.rubberBand(0, dimension: d) == 0)
    // x = d gives d·0.55/1.55.
    #expect(abs(SlotMath.rubberBand(100, dimension: d) - 100 * 0.55 / 1.55) < 1e-12)
    #expect(SlotMath.rubberBand(-100, dimension: d) == -SlotMath.rubberBand(100, dimension: d))
    // Resistance grows: never a whole page however far.
    #expect(SlotMath.rubberBand(1e9, dimension: d) < d)
    #expect(SlotMath.rubberBand(20, dimension: d) < SlotMath.rubberBand(40, dimension: d))
  }

  @Test func positionNormalisesTinyNegativeRemainders() {
    let p = PagePosition(base: 3, relative: -1e-17)
    #expect(p.page == 3 || p.page == 2)
    #expect(p.offset >= 0 && p.offset < 1)
    #expect(abs(p.relative(to: 3)) < 1e-15)
    let q = PagePosition(base: -5, relative: 2.75)
    #expect(q.page == -3 && q.offset == 0.75 && q.nearestPage == -2)
  }
}
