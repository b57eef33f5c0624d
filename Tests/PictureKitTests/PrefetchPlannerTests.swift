import TestSupport
import Testing

@testable import PictureKit

@Suite struct PrefetchPlannerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let visible: [Int]
    let current: Int
    let count: Int
    let direction: Int
    let distance: Int
    var ahead = 0
    var wraps = true
    let expected: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "forward", visible: [5], current: 5, count: 10, direction: 1, distance: 2,
      expected: [5, 6, 7, 4, 3]),
    Case(
      name: "backward", visible: [5], current: 5, count: 10, direction: -1, distance: 2,
      expected: [5, 4, 3, 6, 7]),
    Case(
      name: "wraps at the end", visible: [9], current: 9, count: 10, direction: 1, distance: 2,
      expected: [9, 0, 1, 8, 7]),
    Case(
      name: "mid-transition: both visible first", visible: [5, 6], current: 6, count: 10,
      direction: 1, distance: 1, expected: [6, 5, 7]),
    Case(
      name: "three items, each once", visible: [0], current: 0, count: 3, direction: 1,
      distance: 2, expected: [0, 1, 2]),
    Case(
      name: "no prefetch", visible: [4], current: 4, count: 10, direction: 1, distance: 0,
      expected: [4]),
    Case(
      name: "stops at the first: nothing from the far end", visible: [0], current: 0,
      count: 10, direction: -1, distance: 2, wraps: false, expected: [0, 1, 2]),
    Case(
      name: "stops at the last: nothing from the far end", visible: [9], current: 9, count: 10,
      direction: 1, distance: 2, wraps: false, expected: [9, 8, 7]),
    Case(
      name: "stops near the end: only what is before it", visible: [8], current: 8, count: 10,
      direction: 1, distance: 2, wraps: false, expected: [8, 9, 7, 6]),
    Case(
      name: "a slideshow's look-ahead: after both sides", visible: [5], current: 5, count: 20,
      direction: 1, distance: 2, ahead: 3, expected: [5, 6, 7, 4, 3, 8, 9, 10]),
    Case(
      name: "a slideshow's look-ahead going back, round the start", visible: [1], current: 1,
      count: 20, direction: -1, distance: 2, ahead: 2, expected: [1, 0, 19, 2, 3, 18, 17]),
    Case(
      name: "a look-ahead past the last stops there", visible: [7], current: 7, count: 10,
      direction: 1, distance: 1, ahead: 4, wraps: false, expected: [7, 8, 6, 9]),
  ]

  @Test(arguments: cases)
  func ordersCurrentThenTravelSideThenOtherSide(_ c: Case) {
    let order = PrefetchPlanner.order(
      visible: c.visible, current: c.current, count: c.count, direction: c.direction,
      distance: c.distance, ahead: c.ahead, wraps: c.wraps)
    #expect(order == c.expected)
  }
}
