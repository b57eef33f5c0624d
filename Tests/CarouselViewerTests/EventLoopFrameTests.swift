import Testing

@testable import CarouselViewer

/// The live loop's frame times on explicit times: a grid of refreshes that a late wake-up does
/// not push back, started again after a frame more than half a refresh late.
@Suite struct EventLoopFrameTests {
  static let interval = 1.0 / 60

  @Test("frames begun a little late stay on the grid: 60 in a second, not 57.8")
  func lateStartsKeepTheGrid() {
    var due = -Double.infinity
    var dues: [Double] = []
    var start = 0.0
    for _ in 0..<60 {
      due = EventLoop.nextFrameTime(afterDue: due, startedAt: start, interval: Self.interval)
      dues.append(due)
      start = due + 0.0006  // each wake-up and update 0.6 ms late
    }
    #expect(dues.first == Self.interval)
    #expect(abs((dues.last ?? 0) - 60 * Self.interval) < 1e-9)
  }

  @Test("the first frame, and one more than half a refresh late, start the grid again")
  func aLateFrameStartsTheGridAgain() {
    let first = EventLoop.nextFrameTime(
      afterDue: -.infinity, startedAt: 5, interval: Self.interval)
    #expect(first == 5 + Self.interval)
    // Began 10 ms late: the next is a refresh after its start, not 6.7 ms after it.
    let late = EventLoop.nextFrameTime(
      afterDue: first, startedAt: first + 0.010, interval: Self.interval)
    #expect(late == first + 0.010 + Self.interval)
    // Began 8 ms late (under half a refresh): the next stays on the grid, 8.7 ms on.
    let onGrid = EventLoop.nextFrameTime(
      afterDue: first, startedAt: first + 0.008, interval: Self.interval)
    #expect(onGrid == first + Self.interval)
  }
}
