import SDLKit
import ScrollPhysics

/// All pointer gestures together: routes each input event to the touch, mouse, wheel or zoom
/// recogniser, keeps one source in charge of a drag at a time, and exposes the gestures'
/// deadlines and the mouse capture the loop must apply.
///
/// Pure over `InputEvent` values and `now` (s): every command goes to the pager or the zoom
/// passed in.
package struct InputGestures {
  private(set) var touch = TouchGesture()
  private(set) var mouse = MouseDragGesture()
  private(set) var wheel = WheelGesture()
  private var wheelZoom = WheelZoom()
  private var doubleTap = DoubleTap(
    timeout: PhysicsConstants.doubleTapTimeout, slop: PhysicsConstants.doubleTapSlop)
  private var doubleClick = DoubleTap(
    timeout: PhysicsConstants.doubleClickTimeout, slop: PhysicsConstants.doubleClickDistance)
  /// Where a trackpad pinch began (XInput 2.4), while one lasts.
  private var pinchStart: ZoomVector?

  package init() {}

  /// Whether the mouse should be captured (a left-button drag is under way).
  package var capturesMouse: Bool { mouse.capturesMouse }

  /// When a gesture needs ``fireDeadlines(now:pager:zoom:)`` without input (a trackpad gesture's
  /// idle end), in s.
  package var nextDeadline: Double? {
    [wheel.deadline, wheelZoom.deadline].compactMap { $0 }.min()
  }

  /// Whether any gesture is under way (a pointer down, a trackpad drag, zoom or pinch).
  var isEngaged: Bool {
    touch.isEngaged || mouse.isEngaged || wheel.isDragging || wheelZoom.isActive
      || pinchStart != nil
  }

  /// Whether a finger or the left button rests on the page without dragging: a hold, until it
  /// lifts or passes the slop (``PhysicsConstants/touchSlop``, ``PhysicsConstants/mouseSlop``)
  /// and pages as always.
  package var isPressing: Bool { touch.isPressing || mouse.isPressing }

  /// Handles one event for a carousel without zoom.
  package mutating func handle(
    _ event: InputEvent, time: Double?, now: Double, pager: some PagerControlling
  ) -> Bool {
    handle(event, time: time, now: now, pager: pager, zoom: NoZoom())
  }

  /// Handles one event; keys, window and other events are not gestures and are ignored.
  ///
  /// - Parameters:
  ///   - time: the event's timestamp in s, unwrapped past SDL's 32-bit millisecond wrap by the
  ///     caller's one event clock (`ReplayFormat.EventClock`); nil for events without one.
  ///   - now: the loop's time in s, for pager and zoom commands.
  /// - Returns: whether the pager or the zoom was told something (the frame should be redrawn).
  package mutating func handle(
    _ event: InputEvent, time: Double?, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    let acted = fireDeadlines(now: now, pager: pager, zoom: zoom)
    guard let time else { return acted }
    return route(event, time: time, now: now, pager: pager, zoom: zoom) || acted
  }

  /// Sends `event`, stamped `time` (s, unwrapped), to its recogniser.
  private mutating func route(
    _ event: InputEvent, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    switch event {
    case .finger(let finger):
      guard !mouse.isEngaged, !wheel.isDragging, !wheelZoom.isActive else { return false }
      let acted = touch.handle(finger, time: time, now: now, pager: pager, zoom: zoom)
      return toggleOnDoubleTap(touch.tap, detector: &doubleTap, now: now, zoom: zoom) || acted
    case .mouseButton(let button):
      guard !touch.isEngaged, !wheel.isDragging, !wheelZoom.isActive else { return false }
      let acted = mouse.handle(button, time: time, now: now, pager: pager, zoom: zoom)
      return toggleOnDoubleTap(mouse.click, detector: &doubleClick, now: now, zoom: zoom) || acted
    case .mouseMotion(let motion):
      return mouse.handle(motion, time: time, now: now, pager: pager, zoom: zoom)
    case .wheel(let wheelEvent):
      guard !touch.isEngaged, !mouse.isEngaged else { return false }
      return scroll(wheelEvent, time: time, now: now, pager: pager, zoom: zoom)
    case .pinch(let pinchEvent):
      guard !touch.isEngaged, !mouse.isEngaged, !wheel.isDragging else { return false }
      return pinch(pinchEvent, now: now, zoom: zoom)
    default:
      return false
    }
  }

  /// A wheel or trackpad scroll: with Ctrl it zooms; on a zoomed picture a trackpad scroll pans,
  /// unless it starts toward an edge the picture shows; otherwise it pages.
  private mutating func scroll(
    _ event: WheelEvent, time: Double, now: Double, pager: some PagerControlling,
    zoom: some ZoomControlling
  ) -> Bool {
    if event.modifiers.contains(.control) {
      guard !wheel.isDragging else { return false }
      return wheelZoom.zoom(event, now: now, zoom: zoom)
    }
    let isPrecise =
      event.preciseX != 0 && !WheelGesture.isNotchLike(event.preciseX)
      || event.preciseY != 0 && !WheelGesture.isNotchLike(event.preciseY)
    if wheelZoom.isPanning, isPrecise { return wheelZoom.pan(event, now: now, zoom: zoom) }
    _ = wheelZoom.end(now: now, zoom: zoom)
    if isPrecise, !wheel.isDragging, zoom.isZoomed(at: now) {
      let towardNext = abs(event.preciseX) > abs(event.preciseY) && event.preciseX > 0
      let isAlong = abs(event.preciseX) > abs(event.preciseY) && pager.orientation == .horizontal
      if !(isAlong && zoom.isAtEdge(towardNext: towardNext, at: now)) {
        return wheelZoom.pan(event, now: now, zoom: zoom)
      }
    }
    return wheel.handle(event, time: time, now: now, pager: pager)
  }

  /// A trackpad pinch (XInput 2.4): zooms about the pointer like two fingers on a screen.
  private mutating func pinch(_ event: PinchEvent, now: Double, zoom: some ZoomControlling)
    -> Bool
  {
    let point = ZoomVector(x: event.x, y: event.y)
    switch event.phase {
    case .begin:
      guard zoom.canZoom(at: now) else { return false }
      _ = wheelZoom.end(now: now, zoom: zoom)
      zoom.beginGesture(at: now)
      pinchStart = point
      return true
    case .update:
      guard let start = pinchStart else { return false }
      zoom.track(scale: event.scale, from: start, to: point, at: now)
      return true
    case .end, .cancel:
      guard pinchStart != nil else { return false }
      pinchStart = nil
      zoom.endGesture(velocity: .zero, focus: point, at: now)
      return true
    }
  }

  /// Feeds a tap or click to its double-tap detector; a double toggles the zoom about it.
  private func toggleOnDoubleTap(
    _ tap: (point: ZoomVector, time: Double)?, detector: inout DoubleTap, now: Double,
    zoom: some ZoomControlling
  ) -> Bool {
    guard let tap, detector.tap(at: tap.point, time: tap.time), zoom.canZoom(at: now) else {
      return false
    }
    zoom.toggleZoom(about: tap.point, at: now)
    return true
  }

  /// Ends a trackpad drag, zoom or pan whose idle deadline has passed.
  /// - Returns: whether the pager or the zoom was told something.
  package mutating func fireDeadlines(
    now: Double, pager: some PagerControlling, zoom: some ZoomControlling = NoZoom()
  ) -> Bool {
    let paged = wheel.fireDeadline(now: now, pager: pager)
    return wheelZoom.fireDeadline(now: now, zoom: zoom) || paged
  }

  /// Abandons every gesture (focus lost, window hidden or minimised): a drag springs back to
  /// the nearest page, as ViewPager's ACTION_CANCEL, a zoom gesture lets go, and the mouse is
  /// let go.
  /// - Returns: whether the pager or the zoom was told something.
  package mutating func cancel(
    now: Double, pager: some PagerControlling, zoom: some ZoomControlling = NoZoom()
  ) -> Bool {
    let touched = touch.cancel(now: now, pager: pager, zoom: zoom)
    let moused = mouse.cancel(now: now, pager: pager, zoom: zoom)
    let wheeled = wheel.cancel(now: now, pager: pager)
    let zoomed = wheelZoom.end(now: now, zoom: zoom)
    if let start = pinchStart {
      pinchStart = nil
      zoom.endGesture(velocity: .zero, focus: start, at: now)
      return true
    }
    return touched || moused || wheeled || zoomed
  }
}
