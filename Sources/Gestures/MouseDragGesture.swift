import SDLKit
import ScrollPhysics

/// Left-button mouse drags (docs/physics.md §3, §5, §17): a ``PointerDrag`` with the mouse slop,
/// or a ``PointerZoom`` pan while the picture is zoomed, and the mouse captured while the button
/// is down so the release outside the window still arrives.
///
/// Events SDL synthesised from touch (`SDL_TOUCH_MOUSEID`) are ignored: the touch gesture has
/// the real fingers.
package struct MouseDragGesture {
  private var drag = PointerDrag(slop: PhysicsConstants.mouseSlop)
  private var zoomed = PointerZoom(slop: PhysicsConstants.mouseSlop)
  /// Whether the mouse should be captured now (the left button is down).
  private(set) var capturesMouse = false
  /// The click the last event made, in window points, with its time (s): for double clicks.
  private(set) var click: (point: ZoomVector, time: Double)?

  /// Whether the left button is down.
  var isEngaged: Bool { drag.isEngaged || zoomed.isEngaged }

  /// Whether the left button is held within the mouse slop: a press that has not become a
  /// drag or a pan (a Live Photo plays while held, `--live hold`).
  var isPressing: Bool { drag.isPending }

  /// Handles a button event stamped `time` (s, unwrapped by ``EventClock``).
  /// - Returns: whether the pager or the zoom was told something.
  mutating func handle(
    _ event: MouseButtonEvent, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    click = nil
    guard !event.isFromTouch, event.button == 1 else { return false }
    let point = ZoomVector(x: event.x, y: event.y)
    let axis = AxisPoint(x: event.x, y: event.y, orientation: pager.orientation)
    if event.isDown {
      guard !capturesMouse else { return false }
      capturesMouse = true
      if zoomed.press(at: point, time: time, now: now, zoom: zoom, pager: pager) { return false }
      return drag.press(at: axis, time: time, now: now, pager: pager)
    }
    guard capturesMouse else { return false }
    capturesMouse = false
    if zoomed.isEngaged {
      switch zoomed.release(at: point, time: time, now: now, zoom: zoom) {
      case .tap(let tapped):
        pager.tap(at: axis.along)
        click = (tapped, time)
        return false
      case .acted: return true
      case .none, .handOverToPager: return false
      }
    }
    if drag.isPending { click = (point, time) }
    return drag.release(at: axis, time: time, now: now, pager: pager)
  }

  /// Handles a motion event stamped `time` (s, unwrapped); only a held left button drags.
  /// - Returns: whether the pager or the zoom was told something.
  mutating func handle(
    _ event: MouseMotionEvent, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    click = nil
    guard !event.isFromTouch, capturesMouse else { return false }
    let axis = AxisPoint(x: event.x, y: event.y, orientation: pager.orientation)
    guard zoomed.isEngaged else { return drag.move(to: axis, time: time, now: now, pager: pager) }
    let point = ZoomVector(x: event.x, y: event.y)
    switch zoomed.move(to: point, time: time, now: now, zoom: zoom, orientation: pager.orientation)
    {
    case .acted:
      return true
    case .handOverToPager(let down, let downTime):
      let start = AxisPoint(x: down.x, y: down.y, orientation: pager.orientation)
      _ = drag.press(at: start, time: downTime, now: now, pager: pager)
      return drag.move(to: axis, time: time, now: now, pager: pager)
    case .none, .tap:
      return false
    }
  }

  /// Abandons the drag or pan and lets the mouse go.
  /// - Returns: whether the pager or the zoom was told something.
  mutating func cancel(now: Double, pager: some PagerControlling, zoom: some ZoomControlling)
    -> Bool
  {
    capturesMouse = false
    let panned = zoomed.cancel(now: now, zoom: zoom)
    return drag.cancel(now: now, pager: pager) || panned
  }
}
