import TestSupport
import Testing

@testable import ReplayFormat

/// SDL's 32-bit millisecond stamps unwrapped into one time line.
@Suite("Event clock")
struct EventClockTests {
  let wrapAt = UInt32.max

  /// Feeds `(stamp, now)` pairs and returns the times, in ms from the first.
  static func unwrap(_ pairs: [(stamp: UInt32, now: Double)]) -> [Double] {
    var clock = EventClock()
    let times = pairs.map { clock.seconds(for: $0.stamp, now: $0.now) * 1000 }
    return times.map { ($0 - times[0]).rounded() }
  }

  @Test("stamps straddling the 2^32 ms wrap keep counting forward")
  func straddlesTheWrap() {
    let times = Self.unwrap([
      (wrapAt - 9, 100), (wrapAt, 100.009), (5, 100.015), (21, 100.031),
    ])
    #expect(times == [0, 9, 15, 31])
  }

  @Test("a pause hiding whole turns of the counter is measured with the loop's clock")
  func longPauseHidesWraps() {
    let turn = EventClock.period / 1000
    #expect(Self.unwrap([(1000, 0), (1016, turn + 0.016)]) == [0, EventClock.period + 16])
    #expect(Self.unwrap([(1000, 0), (1016, 2 * turn)]) == [0, 2 * EventClock.period + 16])
  }

  @Test("an older stamp than the last leaves the time where it is")
  func outOfOrderStampDoesNotGoBack() {
    #expect(Self.unwrap([(100, 0), (97, 0), (110, 0)]) == [0, 0, 10])
    #expect(Self.unwrap([(2, 0), (wrapAt - 1, 0), (8, 0)]) == [0, 0, 6])
  }

  @Test("the first stamp is taken as it is")
  func firstStamp() {
    var clock = EventClock()
    #expect(clock.seconds(for: 4000, now: 77) == 4)
  }
}
