import SDLKit
import ScrollPhysics

/// Wheels and trackpads (docs/physics.md §3, §8): each wheel event's axis values are classified and
/// sent to per-notch paging, burst paging or a trackpad drag.
///
/// | Axis | Notch-like (whole or eighths) | Otherwise (precise) |
/// |---|---|---|
/// | horizontal | burst paging (X11 trackpad, tilt wheel) | trackpad drag (Wayland) |
/// | vertical | per-notch paging (wheel) | burst paging (vertical touchpad swipe) |
///
/// `+preciseX` and `−preciseY` advance. A trackpad gesture ends through ``deadline``, which the
/// event loop waits for; its momentum tail (events in the same direction, gaps under the burst
/// gap) is swallowed so one swipe never becomes two pages.
package struct WheelGesture {
  private var trackpad: TrackpadDrag?
  private var horizontalBurst = WheelBurst()
  private var verticalBurst = WheelBurst()
  private var notches = NotchPaging()
  /// The direction (+1, −1) and last timestamp (s) of the trackpad gesture that just ended.
  private var tail: (direction: Double, lastTime: Double)?
  /// Whether a vertical touchpad swipe holds the axes until its burst ends.
  private var isLockedVertical = false

  /// Whether a trackpad drag is in progress.
  var isDragging: Bool { trackpad != nil }

  /// When the trackpad drag ends unless another event comes, in s; nil without one.
  var deadline: Double? { trackpad?.deadline }

  /// The libinput px of trackpad travel that one precise unit of `source` stands for.
  package static func pixelsPerUnit(_ source: WheelEvent.Source) -> Double {
    switch source {
    case .sdl: InputConstants.trackpadPixelsPerUnit
    case .xinput2: InputConstants.xinput2PixelsPerIncrement
    }
  }

  /// Whether `value` is a whole number of notches or of eighths of one (value120).
  package static func isNotchLike(_ value: Double) -> Bool {
    let scaled = value * InputConstants.notchSubdivisions
    return abs(scaled - scaled.rounded()) < InputConstants.notchTolerance
  }

  /// Handles one wheel event stamped `time` (s, unwrapped by ``EventClock``); `preciseX/Y` are
  /// used, `x/y` only when those are zero.
  /// - Returns: whether the pager was told something.
  mutating func handle(
    _ event: WheelEvent, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    guard !event.isFromTouch else { return false }
    let x = event.preciseX != 0 ? event.preciseX : Double(event.x)
    let y = event.preciseY != 0 ? event.preciseY : Double(event.y)
    let unit = Self.pixelsPerUnit(event.source)
    if trackpad != nil {
      return continueTrackpad(x: x, y: y, unit: unit, time: time, now: now, pager: pager)
    }
    if isLockedVertical, !verticalBurst.continues(at: time) { isLockedVertical = false }
    if y != 0, !Self.isNotchLike(y), abs(y) > abs(x) { isLockedVertical = true }
    var acted = false
    if x != 0, !isLockedVertical {
      if Self.isNotchLike(x) {
        acted = step(horizontalBurst.add(x, time: time), now: now, pager: pager)
      } else if !swallowsTail(x, time: time) {
        return startTrackpad(x: x, y: y, unit: unit, time: time, now: now, pager: pager)
      }
    }
    if y != 0 {
      let steps = Self.isNotchLike(y) ? notches.add(-y) : verticalBurst.add(-y, time: time)
      acted = step(steps, now: now, pager: pager) || acted
    }
    return acted
  }

  /// Ends the trackpad drag when its idle deadline has passed: the release velocity is the
  /// estimate at the newest sample, with the trackpad rule.
  /// - Returns: whether the pager was told something.
  mutating func fireDeadline(now: Double, pager: some PagerControlling) -> Bool {
    guard let drag = trackpad, now >= drag.deadline else { return false }
    trackpad = nil
    if drag.lastDirection != 0 {
      tail = (direction: drag.lastDirection, lastTime: drag.lastEventTime)
    }
    pager.endDrag(
      velocity: -drag.velocity * pager.pageLength, travel: nil, rule: .trackpad, at: now)
    return true
  }

  /// Abandons a trackpad drag (focus lost, window hidden).
  /// - Returns: whether the pager was told something.
  mutating func cancel(now: Double, pager: some PagerControlling) -> Bool {
    guard trackpad != nil else { return false }
    trackpad = nil
    pager.cancelDrag(at: now)
    return true
  }

  // MARK: - Trackpad

  /// Catches any animation and starts dragging with no slop (libinput already thresholds).
  private mutating func startTrackpad(
    x: Double, y: Double, unit: Double, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    tail = nil
    guard !pager.isDragging else { return false }
    pager.beginDrag(at: now)
    guard pager.isDragging else { return false }
    trackpad = TrackpadDrag(position: pager.pagePosition, now: now)
    _ = continueTrackpad(x: x, y: y, unit: unit, time: time, now: now, pager: pager)
    return true
  }

  /// Feeds an event to the running trackpad drag; a gesture whose first events go more across
  /// than along turns into a vertical burst.
  private mutating func continueTrackpad(
    x: Double, y: Double, unit: Double, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    guard var drag = trackpad else { return false }
    drag.count(x: x, y: y)
    if drag.isVertical {
      trackpad = nil
      isLockedVertical = true
      pager.cancelDrag(at: now)
      _ = step(verticalBurst.add(drag.verticalSum, time: time), now: now, pager: pager)
      return true
    }
    defer { trackpad = drag }
    guard x != 0 else { return false }
    let translation = drag.move(
      by: x, pixelsPerUnit: unit, time: time, now: now, pageLength: pager.pageLength)
    pager.drag(to: translation, at: now)
    return true
  }

  /// Whether `x` belongs to the momentum tail of the gesture that just ended (same direction,
  /// within the burst gap of the previous event); the tail then lasts a little longer.
  private mutating func swallowsTail(_ x: Double, time: Double) -> Bool {
    guard let current = tail, current.direction * x > 0,
      time - current.lastTime < PhysicsConstants.wheelBurstGap
    else {
      tail = nil
      return false
    }
    tail = (direction: current.direction, lastTime: time)
    return true
  }

  private func step(_ delta: Int, now: Double, pager: some PagerControlling) -> Bool {
    guard delta != 0 else { return false }
    pager.step(delta, at: now)
    return true
  }
}
