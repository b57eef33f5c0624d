import SDLKit
import ScrollPhysics

/// Touchscreen swipes, pans and pinches (docs/physics.md §3, §5, §17).
///
/// One tracked finger drives a ``PointerDrag`` with the touch slop, or, while the picture is
/// zoomed, a ``PointerZoom``; other fingers wait, and one takes over when the tracked finger
/// lifts. A second finger that lands before the first drags the pager starts a pinch, which zooms
/// about the fingers' midpoint and pans with it; when one finger of the pinch lifts, the other
/// pans on.
///
/// Only direct touch devices count (screens; replayed fingers are direct too): a touchpad's
/// fingers are left to the wheel events SDL makes of them.
package struct TouchGesture {
  /// Two fingers zooming: their ids, and their midpoint and spread when the pinch began.
  private struct Pinch {
    let first: Int64
    let second: Int64
    let start: ZoomVector
    let spread: Double
  }

  private var drag = PointerDrag(slop: PhysicsConstants.touchSlop)
  private var zoomed = PointerZoom(slop: PhysicsConstants.touchSlop)
  private var pinch: Pinch?
  /// The finger that drives the drag or the pan.
  private var active: Int64?
  /// Every finger down, in window points.
  private var fingers: [Int64: ZoomVector] = [:]
  /// The tap the last event made, in window points, with its time (s): for double taps.
  private(set) var tap: (point: ZoomVector, time: Double)?

  /// Whether a tracked finger is down.
  var isEngaged: Bool { drag.isEngaged || zoomed.isEngaged || pinch != nil }

  /// Whether one finger rests on the page within the touch slop: a press that has not become
  /// a drag, a pan or a pinch (a Live Photo plays while held, `--live hold`).
  var isPressing: Bool { drag.isPending && pinch == nil && fingers.count == 1 }

  /// Handles one finger event stamped `time` (s, unwrapped by ``EventClock``).
  /// - Returns: whether the pager or the zoom was told something.
  mutating func handle(
    _ event: FingerEvent, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    tap = nil
    guard event.isDirect else { return false }
    let viewport = pager.viewport
    let position = event.windowPoint(width: viewport.width, height: viewport.height)
    let point = ZoomVector(x: position.x, y: position.y)
    switch event.phase {
    case .down:
      return press(event.fingerID, at: point, time: time, now: now, pager: pager, zoom: zoom)
    case .motion:
      guard fingers[event.fingerID] != nil else { return false }
      fingers[event.fingerID] = point
      return move(event.fingerID, to: point, time: time, now: now, pager: pager, zoom: zoom)
    case .up:
      guard fingers.removeValue(forKey: event.fingerID) != nil else { return false }
      return lift(event.fingerID, at: point, time: time, now: now, pager: pager, zoom: zoom)
    }
  }

  /// Abandons the gesture (focus lost, window hidden); fingers still down stay ignored.
  /// - Returns: whether the pager or the zoom was told something.
  mutating func cancel(now: Double, pager: some PagerControlling, zoom: some ZoomControlling)
    -> Bool
  {
    active = nil
    fingers.removeAll()
    var acted = zoomed.cancel(now: now, zoom: zoom)
    if let pinch {
      zoom.endGesture(velocity: .zero, focus: pinch.start, at: now)
      self.pinch = nil
      acted = true
    }
    return drag.cancel(now: now, pager: pager) || acted
  }

  // MARK: - Phases

  private mutating func press(
    _ id: Int64, at point: ZoomVector, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    fingers[id] = point
    guard let first = active else {
      active = id
      if zoomed.press(at: point, time: time, now: now, zoom: zoom, pager: pager) { return false }
      return drag.press(at: axis(point, pager), time: time, now: now, pager: pager)
    }
    // A second finger before the first drags the pager: a pinch.
    guard pinch == nil, fingers.count == 2, !drag.isDragging, zoom.canZoom(at: now),
      let firstPoint = fingers[first]
    else { return false }
    drag.abandon()
    _ = zoomed.cancel(now: now, zoom: zoom)
    zoom.beginGesture(at: now)
    pinch = Pinch(
      first: first, second: id, start: (firstPoint + point) * 0.5,
      spread: max((point - firstPoint).length, 1))
    return true
  }

  private mutating func move(
    _ id: Int64, to point: ZoomVector, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    if let pinch {
      guard id == pinch.first || id == pinch.second, let a = fingers[pinch.first],
        let b = fingers[pinch.second]
      else { return false }
      zoom.track(
        scale: max((b - a).length, 1) / pinch.spread, from: pinch.start, to: (a + b) * 0.5,
        at: now)
      return true
    }
    guard id == active else { return false }
    guard zoomed.isEngaged else {
      return drag.move(to: axis(point, pager), time: time, now: now, pager: pager)
    }
    switch zoomed.move(to: point, time: time, now: now, zoom: zoom, orientation: pager.orientation)
    {
    case .acted:
      return true
    case .handOverToPager(let down, let downTime):
      _ = drag.press(at: axis(down, pager), time: downTime, now: now, pager: pager)
      return drag.move(to: axis(point, pager), time: time, now: now, pager: pager)
    case .none, .tap:
      return false
    }
  }

  private mutating func lift(
    _ id: Int64, at point: ZoomVector, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    if let pinch, id == pinch.first || id == pinch.second {
      self.pinch = nil
      // The other finger pans on; with none left the zoom lets go.
      if let next = fingers.keys.min(), let nextPoint = fingers[next] {
        active = next
        zoomed.pan(from: nextPoint, time: time, now: now, zoom: zoom)
      } else {
        active = nil
        zoom.endGesture(velocity: .zero, focus: point, at: now)
      }
      return true
    }
    guard id == active else { return false }
    let next = fingers.keys.min()
    if let next, let nextPoint = fingers[next] {
      active = next
      if zoomed.isPanning {
        zoomed.pan(from: nextPoint, time: time, now: now, zoom: zoom)
      } else {
        drag.handOver(to: axis(nextPoint, pager), time: time)
      }
      return false
    }
    active = nil
    if zoomed.isEngaged {
      switch zoomed.release(at: point, time: time, now: now, zoom: zoom) {
      case .tap(let tapped):
        pager.tap(at: axis(tapped, pager).along)
        tap = (tapped, time)
        return false
      case .acted: return true
      case .none, .handOverToPager: return false
      }
    }
    if drag.isPending { tap = (point, time) }
    return drag.release(at: axis(point, pager), time: time, now: now, pager: pager)
  }

  private func axis(_ point: ZoomVector, _ pager: some PagerControlling) -> AxisPoint {
    AxisPoint(x: point.x, y: point.y, orientation: pager.orientation)
  }
}
