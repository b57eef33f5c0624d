import SDLKit

/// All pointer gestures together: routes each input event to the touch, mouse or wheel
/// recogniser, keeps one source in charge of a drag at a time, and exposes the trackpad's idle
/// deadline and the mouse capture the loop must apply.
///
/// Pure over `InputEvent` values and `now` (s): every pager command goes to the pager passed in.
package struct InputGestures {
  private(set) var touch = TouchGesture()
  private(set) var mouse = MouseDragGesture()
  private(set) var wheel = WheelGesture()

  package init() {}

  /// Whether the mouse should be captured (a left-button drag is under way).
  package var capturesMouse: Bool { mouse.capturesMouse }

  /// When a gesture needs ``fireDeadlines(now:pager:)`` without input (trackpad idle), in s.
  package var nextDeadline: Double? { wheel.deadline }

  /// Whether any gesture is under way (a pointer down, a trackpad drag).
  var isEngaged: Bool { touch.isEngaged || mouse.isEngaged || wheel.isDragging }

  /// Handles one event; keys, window and other events are not gestures and are ignored.
  ///
  /// - Parameters:
  ///   - time: the event's timestamp in s, unwrapped past SDL's 32-bit millisecond wrap by the
  ///     caller's one event clock (`ReplayFormat.EventClock`); nil for events without one.
  ///   - now: the loop's time in s, for pager commands.
  /// - Returns: whether the pager was told something (the frame should be redrawn).
  package mutating func handle(
    _ event: InputEvent, time: Double?, now: Double, pager: some PagerControlling
  ) -> Bool {
    let acted = fireDeadlines(now: now, pager: pager)
    guard let time else { return acted }
    return route(event, time: time, now: now, pager: pager) || acted
  }

  /// Sends `event`, stamped `time` (s, unwrapped), to its recogniser.
  private mutating func route(
    _ event: InputEvent, time: Double, now: Double, pager: some PagerControlling
  ) -> Bool {
    switch event {
    case .finger(let finger):
      guard !mouse.isEngaged, !wheel.isDragging else { return false }
      return touch.handle(finger, time: time, now: now, pager: pager)
    case .mouseButton(let button):
      guard !touch.isEngaged, !wheel.isDragging else { return false }
      return mouse.handle(button, time: time, now: now, pager: pager)
    case .mouseMotion(let motion):
      return mouse.handle(motion, time: time, now: now, pager: pager)
    case .wheel(let wheelEvent):
      guard !touch.isEngaged, !mouse.isEngaged else { return false }
      return wheel.handle(wheelEvent, time: time, now: now, pager: pager)
    default:
      return false
    }
  }

  /// Ends a trackpad drag whose idle deadline has passed.
  /// - Returns: whether the pager was told something.
  package mutating func fireDeadlines(now: Double, pager: some PagerControlling) -> Bool {
    wheel.fireDeadline(now: now, pager: pager)
  }

  /// Abandons every gesture (focus lost, window hidden or minimised): a drag springs back to
  /// the nearest page, as ViewPager's ACTION_CANCEL, and the mouse is let go.
  /// - Returns: whether the pager was told something.
  package mutating func cancel(now: Double, pager: some PagerControlling) -> Bool {
    let touched = touch.cancel(now: now, pager: pager)
    let moused = mouse.cancel(now: now, pager: pager)
    let wheeled = wheel.cancel(now: now, pager: pager)
    return touched || moused || wheeled
  }
}
