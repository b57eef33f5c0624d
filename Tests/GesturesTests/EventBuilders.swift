import SDLKit
import TestSupport

/// Short builders for input events in table tests; `t` is the timestamp in ms.
enum E {
  static func finger(
    _ phase: FingerEvent.Phase, _ id: Int64, x: Double, y: Double = 0.5, t: UInt32,
    direct: Bool = true
  ) -> InputEvent {
    .finger(FingerEvent(phase: phase, fingerID: id, x: x, y: y, isDirect: direct, timestamp: t))
  }

  static func mouse(
    _ isDown: Bool, x: Double, y: Double = 250, t: UInt32, button: Int = 1,
    fromTouch: Bool = false
  ) -> InputEvent {
    .mouseButton(
      MouseButtonEvent(
        button: button, isDown: isDown, x: x, y: y, isFromTouch: fromTouch, timestamp: t))
  }

  static func move(x: Double, y: Double = 250, t: UInt32, fromTouch: Bool = false) -> InputEvent {
    .mouseMotion(MouseMotionEvent(x: x, y: y, isFromTouch: fromTouch, timestamp: t))
  }

  static func wheel(x: Double = 0, y: Double = 0, t: UInt32) -> InputEvent {
    .wheel(WheelEvent(preciseX: x, preciseY: y, timestamp: t))
  }

  /// A wheel event with the pointer at (`px`, `py`) and `modifiers` held.
  static func wheel(
    x: Double = 0, y: Double = 0, at px: Double, _ py: Double, modifiers: KeyModifiers = [],
    t: UInt32
  ) -> InputEvent {
    .wheel(
      WheelEvent(
        preciseX: x, preciseY: y, pointerX: px, pointerY: py, modifiers: modifiers, timestamp: t))
  }

  static func pinch(_ phase: PinchEvent.Phase, scale: Double, x: Double, y: Double, t: UInt32)
    -> InputEvent
  {
    .pinch(PinchEvent(phase: phase, scale: scale, x: x, y: y, timestamp: t))
  }
}
