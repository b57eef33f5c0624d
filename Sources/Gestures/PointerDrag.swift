import ScrollPhysics

/// The drag logic that touch and mouse share (docs/physics.md §4-§6): slop, anchor, 1:1 following,
/// catch, release velocity and tap.
///
/// A value type driven by its owner with one pointer's positions; it sends commands to the
/// pager it is given. Times: `time` is the event's timestamp in s (velocity), `now` the loop's
/// time in s (pager commands).
package struct PointerDrag {
  /// Where the gesture stands.
  enum Phase: Equatable {
    /// No pointer down.
    case idle
    /// Down, not yet past the slop: a release here is a tap.
    case pending(down: AxisPoint)
    /// Following the pointer: the pager's translation is `along − anchor`, and the pointer's
    /// travel since it went down is that plus `lead` (the slop it crossed before the drag began,
    /// signed; 0 for a caught motion, which drags at once).
    case dragging(anchor: Double, lead: Double)
    /// Moved across the axis first: not a page swipe; ignored until release.
    case ignored
  }

  /// Travel along the axis (points) that starts a drag.
  let slop: Double
  /// The release rule handed to the pager.
  let rule: PageTargetRule
  private(set) var phase = Phase.idle
  private var tracker = VelocityTracker()
  /// The position of the newest tracker sample along the axis, in points.
  private var lastAlong = 0.0

  init(slop: Double, rule: PageTargetRule = .touch) {
    self.slop = slop
    self.rule = rule
  }

  /// Whether a pointer is down (pending, dragging or ignored).
  var isEngaged: Bool { phase != .idle }

  /// Whether the pointer is down within the slop: a release now is a tap.
  var isPending: Bool {
    if case .pending = phase { return true }
    return false
  }

  /// Whether the pointer drags the pager.
  var isDragging: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Lets go of a press that has not dragged, without a tap (a pinch took it over).
  mutating func abandon() {
    guard !isDragging else { return }
    phase = .idle
  }

  /// A pointer went down at `point`.
  ///
  /// A running animation is caught at once, without slop; one within CLOSE_ENOUGH of its target
  /// is finished instead, and the press starts afresh.
  /// - Returns: whether the pager was told something.
  mutating func press(
    at point: AxisPoint, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    tracker.reset()
    sample(point.along, time: time)
    phase = .pending(down: point)
    guard pager.isAnimating, !pager.isDragging else { return false }
    if pager.catchMotion(at: now) { phase = .dragging(anchor: point.along, lead: 0) }
    return true
  }

  /// The pointer moved to `point`.
  /// - Returns: whether the pager was told something.
  mutating func move(
    to point: AxisPoint, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    switch phase {
    case .idle, .ignored:
      return false
    case .pending(let down):
      sample(point.along, time: time)
      return startIfPastSlop(from: down, to: point, now: now, pager: pager)
    case .dragging(let anchor, _):
      sample(point.along, time: time)
      pager.drag(to: point.along - anchor, at: now)
      return true
    }
  }

  /// The pointer lifted at `point`: a drag is released with its velocity, a press within the
  /// slop is a tap.
  /// - Returns: whether the pager was told to move.
  mutating func release(
    at point: AxisPoint, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    defer { phase = .idle }
    switch phase {
    case .idle, .ignored:
      return false
    case .pending:
      pager.tap(at: point.along)
      return false
    case .dragging(let anchor, let lead):
      // A lift where the pointer last was adds no sample: one more at the same place would
      // read as a stop and cut the fling's velocity (4375 lp/s read as 375).
      if abs(point.along - lastAlong) > InputConstants.samePositionTolerance {
        pager.drag(to: point.along - anchor, at: now)
        sample(point.along, time: time)
      }
      // The fling distance counts from where the pointer went down, slop included, as
      // Android's MIN_DISTANCE_FOR_FLING does (docs/physics.md §6).
      pager.endDrag(
        velocity: tracker.releaseVelocity(at: time), travel: point.along - anchor + lead,
        rule: rule, at: now)
      return true
    }
  }

  /// Another pointer takes over at `point` (the tracked finger lifted while others are down):
  /// the content stays where it is, and the velocity starts afresh (ViewPager
  /// `onSecondaryPointerUp`).
  mutating func handOver(to point: AxisPoint, time: Double) {
    switch phase {
    case .idle, .ignored:
      break
    case .pending:
      phase = .pending(down: point)
    case .dragging(let anchor, let lead):
      let translation = lastAlong - anchor
      phase = .dragging(anchor: point.along - translation, lead: lead)
    }
    tracker.reset()
    sample(point.along, time: time)
  }

  /// Abandons the gesture (focus lost, window hidden); a drag springs back to the nearest page.
  /// - Returns: whether the pager was told something.
  mutating func cancel(now: Double, pager: some PagerControlling) -> Bool {
    defer { phase = .idle }
    guard case .dragging = phase else { return false }
    pager.cancelDrag(at: now)
    return true
  }

  // MARK: - Helpers

  /// Starts the drag once the pointer passed the slop along the axis (§5); the anchor sits one slop
  /// from the press so the content does not jump.
  ///
  /// Across first: the gesture is ignored.
  private mutating func startIfPastSlop(
    from down: AxisPoint, to point: AxisPoint, now: Double, pager: some PagerControlling
  ) -> Bool {
    let along = point.along - down.along
    let across = point.across - down.across
    if abs(along) > slop, abs(along) > abs(across) {
      pager.beginDrag(at: now)
      guard pager.isDragging else {
        phase = .ignored
        return false
      }
      let anchor = down.along + (along > 0 ? slop : -slop)
      phase = .dragging(anchor: anchor, lead: anchor - down.along)
      pager.drag(to: point.along - anchor, at: now)
      return true
    }
    if abs(across) > slop { phase = .ignored }
    return false
  }

  private mutating func sample(_ along: Double, time: Double) {
    tracker.addSample(time: time, position: along)
    lastAlong = along
  }
}
