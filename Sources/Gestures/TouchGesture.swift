import SDLKit
import ScrollPhysics

/// Touchscreen swipes (docs/physics.md §3, §5): one tracked finger drives a ``PointerDrag`` with the
/// touch slop; other fingers wait, and one takes over when the tracked finger lifts.
///
/// Only direct touch devices count (screens; replayed fingers are direct too): a touchpad's
/// fingers are left to the wheel events SDL makes of them.
package struct TouchGesture {
  private var drag = PointerDrag(slop: PhysicsConstants.touchSlop)
  /// The finger that drives the drag.
  private var active: Int64?
  /// Every finger down, in points along and across the axis.
  private var fingers: [Int64: AxisPoint] = [:]

  /// Whether a tracked finger is down.
  var isEngaged: Bool { drag.isEngaged }

  /// Handles one finger event stamped `time` (s, unwrapped by ``EventClock``).
  /// - Returns: whether the pager was told something.
  mutating func handle(
    _ event: FingerEvent, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    guard event.isDirect else { return false }
    let viewport = pager.viewport
    let point = AxisPoint(
      x: event.x * viewport.width, y: event.y * viewport.height, orientation: pager.orientation)
    switch event.phase {
    case .down:
      fingers[event.fingerID] = point
      guard active == nil else { return false }
      active = event.fingerID
      return drag.press(at: point, time: time, now: now, pager: pager)
    case .motion:
      guard fingers[event.fingerID] != nil else { return false }
      fingers[event.fingerID] = point
      guard event.fingerID == active else { return false }
      return drag.move(to: point, time: time, now: now, pager: pager)
    case .up:
      guard fingers.removeValue(forKey: event.fingerID) != nil else { return false }
      guard event.fingerID == active else { return false }
      return lift(at: point, time: time, now: now, pager: pager)
    }
  }

  /// Abandons the gesture (focus lost, window hidden); fingers still down stay ignored.
  /// - Returns: whether the pager was told something.
  mutating func cancel(now: Double, pager: some PagerControlling) -> Bool {
    active = nil
    fingers.removeAll()
    return drag.cancel(now: now, pager: pager)
  }

  /// The tracked finger lifted: promote the lowest-numbered other finger, else release.
  private mutating func lift(
    at point: AxisPoint, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    if let next = fingers.keys.min(), let position = fingers[next] {
      active = next
      drag.handOver(to: position, time: time)
      return false
    }
    active = nil
    return drag.release(at: point, time: time, now: now, pager: pager)
  }
}
