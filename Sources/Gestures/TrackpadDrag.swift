import ScrollPhysics

/// One trackpad gesture in progress (docs/physics.md §8c): precise horizontal deltas (Wayland, or
/// X11 through XInput2, §8d) drag the pager 1:1, with no slop; SDL2 has no stop event, so it ends
/// 100 ms after the last one.
///
/// The travel is kept within one page either side of the page nearest to where the gesture
/// began, so a swipe and its momentum tail commit at most one page.
package struct TrackpadDrag {
  /// Travel since the start, in pages (positive = advance).
  private(set) var travel = 0.0
  /// The travel allowed, in pages.
  private let limits: ClosedRange<Double>
  /// When the last horizontal event came, in s of the loop's clock.
  private(set) var lastEventNow: Double
  /// The last horizontal event's timestamp, in s, and its sign (+1 advance, −1 back, 0 none).
  private(set) var lastEventTime = 0.0
  private(set) var lastDirection = 0.0
  /// Events seen, and their raw sums, for the axis lock.
  private(set) var eventCount = 0
  private var sumX = 0.0
  private var sumY = 0.0
  private var tracker = VelocityTracker(maximumSpeed: PhysicsConstants.trackpadMaximumSpeed)

  /// A gesture starting at `position` (pages) at `now` (s).
  init(position: Double, now: Double) {
    let nearest = position.rounded()
    limits =
      (nearest - 1 - position)...(nearest + 1 - InputConstants.trackpadLimitMargin - position)
    lastEventNow = now
  }

  /// The idle deadline: 100 ms after the last horizontal event, in s.
  var deadline: Double { lastEventNow + PhysicsConstants.trackpadIdle }

  /// Whether the first events went more across than along: the gesture is a vertical swipe.
  var isVertical: Bool { eventCount <= InputConstants.axisLockEvents && abs(sumY) > abs(sumX) }

  /// The vertical travel seen so far, in units; positive advances (it is −preciseY).
  var verticalSum: Double { -sumY }

  /// Counts an event's raw precise values toward the axis lock.
  mutating func count(x: Double, y: Double) {
    eventCount += 1
    sumX += x
    sumY += y
  }

  /// Moves by `value` precise units (positive = advance) of `pixelsPerUnit` libinput px each at
  /// `time` (s, timestamp) and `now`.
  /// - Returns: the pointer-style translation to give the pager, in points.
  mutating func move(
    by value: Double, pixelsPerUnit: Double, time: Double, now: Double, pageLength: Double
  ) -> Double {
    let pages = value * pixelsPerUnit / PhysicsConstants.trackpadUnitsPerPage
    travel = min(max(travel + pages, limits.lowerBound), limits.upperBound)
    tracker.addSample(time: time, position: travel)
    lastEventNow = now
    lastEventTime = time
    lastDirection = value > 0 ? 1 : -1
    return -travel * pageLength
  }

  /// The release velocity: the estimate at the newest sample (pages/s, positive = advance); a
  /// pause and a lift look the same without a stop event, so no lift-after-pause rule.
  var velocity: Double { tracker.velocity() }
}
