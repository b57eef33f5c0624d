import SDLKit
import ScrollPhysics

/// Left-button mouse drags (docs/physics.md §3, §5): a ``PointerDrag`` with the mouse slop, and the
/// mouse captured while the button is down so the release outside the window still arrives.
///
/// Events SDL synthesised from touch (`SDL_TOUCH_MOUSEID`) are ignored: the touch gesture has
/// the real fingers.
package struct MouseDragGesture {
  private var drag = PointerDrag(slop: PhysicsConstants.mouseSlop)
  /// Whether the mouse should be captured now (the left button is down).
  private(set) var capturesMouse = false

  /// Whether the left button is down.
  var isEngaged: Bool { drag.isEngaged }

  /// Handles a button event stamped `time` (s, unwrapped by ``EventClock``).
  /// - Returns: whether the pager was told something.
  mutating func handle(
    _ event: MouseButtonEvent, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    guard !event.isFromTouch, event.button == 1 else { return false }
    let point = AxisPoint(x: event.x, y: event.y, orientation: pager.orientation)
    if event.isDown {
      guard !capturesMouse else { return false }
      capturesMouse = true
      return drag.press(at: point, time: time, now: now, pager: pager)
    }
    guard capturesMouse else { return false }
    capturesMouse = false
    return drag.release(at: point, time: time, now: now, pager: pager)
  }

  /// Handles a motion event stamped `time` (s, unwrapped); only a held left button drags.
  /// - Returns: whether the pager was told something.
  mutating func handle(
    _ event: MouseMotionEvent, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    guard !event.isFromTouch, capturesMouse else { return false }
    let point = AxisPoint(x: event.x, y: event.y, orientation: pager.orientation)
    return drag.move(to: point, time: time, now: now, pager: pager)
  }

  /// Abandons the drag and lets the mouse go.
  /// - Returns: whether the pager was told something.
  mutating func cancel(now: Double, pager: some PagerControlling) -> Bool {
    capturesMouse = false
    return drag.cancel(now: now, pager: pager)
  }
}
