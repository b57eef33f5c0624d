import Control
import Geometry
import SDLKit
import SystemKit

extension ReplayRecord {
  /// The record as one line of the trace format, or nil for events a trace does not hold
  /// (wake-ups, exposures and other window events SDL sends by itself).
  ///
  /// Finger and precise wheel values are printed as the `Float` SDL keeps, so a replay pushes
  /// exactly the recorded values again.
  var line: String? {
    guard let fields = Self.fields(of: event) else { return nil }
    let milliseconds = time.isFinite ? Int(time.rounded()) : 0
    return "{\"t\":\(milliseconds)," + fields + "}"
  }

  /// `"type":…` and the fields of any record, without braces.
  private static func fields(of event: ReplayEvent) -> String? {
    switch event {
    case .input(let input): fields(of: input)
    case .signal(let signal): "\"type\":\"signal\",\"name\":" + JSONString.quote(signal.rawValue)
    case .control(let line): "\"type\":\"control\",\"line\":" + JSONString.quote(line)
    case .file(let change): "\"type\":\"file\"," + change.fields
    case .probe: "\"type\":\"probe\""
    case .screenshot(let path): "\"type\":\"screenshot\",\"path\":" + JSONString.quote(path)
    case .clock(let wall):
      "\"type\":\"clock\",\"wall\":" + JSONString.quote(CivilTime.iso(wall, offset: 0))
    }
  }

  /// `"type":…` and an input event's fields, without braces.
  private static func fields(of event: InputEvent) -> String? {
    switch event {
    case .finger(let finger):
      let type =
        switch finger.phase {
        case .down: "finger_down"
        case .motion: "finger_motion"
        case .up: "finger_up"
        }
      return "\"type\":\"\(type)\",\"id\":\(finger.fingerID),"
        + "\"x\":\(Float(finger.x)),\"y\":\(Float(finger.y))"
    case .mouseButton(let button):
      return "\"type\":\"\(button.isDown ? "mouse_down" : "mouse_up")\","
        + "\"x\":\(Int(button.x)),\"y\":\(Int(button.y)),\"button\":\(button.button)"
        + (button.isFromTouch ? ",\"from_touch\":true" : "")
    case .mouseMotion(let motion):
      return "\"type\":\"mouse_motion\",\"x\":\(Int(motion.x)),\"y\":\(Int(motion.y))"
        + (motion.isFromTouch ? ",\"from_touch\":true" : "")
    case .wheel(let wheel):
      return wheelFields(wheel)
    case .pinch(let pinch):
      let phase = pinchPhases.first { $0.value == pinch.phase }?.key ?? "update"
      return "\"type\":\"pinch\",\"phase\":\"\(phase)\",\"scale\":\(pinch.scale),"
        + "\"x\":\(Float(pinch.x)),\"y\":\(Float(pinch.y))"
    case .key(let key):
      return keyFields(key)
    case .controllerButton(let button):
      return "\"type\":\"\(button.isDown ? "controller_down" : "controller_up")\","
        + "\"button\":\(JSONString.quote(button.button.name))"
    case .window(let window):
      return windowFields(window)
    case .quit:
      return "\"type\":\"quit\""
    case .wake, .other, .controllerDevice:
      return nil
    }
  }

  private static func keyFields(_ key: KeyEvent) -> String {
    var text =
      "\"type\":\"\(key.isDown ? "key_down" : "key_up")\","
      + "\"key\":\(JSONString.quote(key.key.name))"
    if key.isRepeat { text += ",\"repeat\":true" }
    return text + modifierField(key.modifiers)
  }

  /// Pointer, modifiers and source only when they say something, so plain wheel lines stay short.
  private static func wheelFields(_ wheel: WheelEvent) -> String {
    var text =
      "\"type\":\"wheel\",\"x\":\(wheel.x),\"y\":\(wheel.y),"
      + "\"precise_x\":\(Float(wheel.preciseX)),\"precise_y\":\(Float(wheel.preciseY))"
    if wheel.pointerX != 0 || wheel.pointerY != 0 {
      text += ",\"mouse_x\":\(Int(wheel.pointerX)),\"mouse_y\":\(Int(wheel.pointerY))"
    }
    text += modifierField(wheel.modifiers)
    if wheel.source == .xinput2 { text += ",\"source\":\"xinput2\"" }
    return text + (wheel.isFromTouch ? ",\"from_touch\":true" : "")
  }

  /// `,"modifiers":[…]` for the modifiers held, or nothing.
  private static func modifierField(_ modifiers: KeyModifiers) -> String {
    let names = modifierNames.keys.sorted().filter { name in
      modifierNames[name].map { !modifiers.isDisjoint(with: $0) } ?? false
    }
    guard !names.isEmpty else { return "" }
    return ",\"modifiers\":[" + names.map(JSONString.quote).joined(separator: ",") + "]"
  }

  private static func windowFields(_ window: WindowEvent) -> String? {
    switch window {
    case .resized(let size): "\"type\":\"resize\",\"w\":\(size.width),\"h\":\(size.height)"
    case .hidden, .minimized: "\"type\":\"hide\""
    case .shown, .restored: "\"type\":\"show\""
    case .focusLost: "\"type\":\"focus_lost\""
    case .focusGained: "\"type\":\"focus_gained\""
    case .close: "\"type\":\"close\""
    case .exposed, .other: nil
    }
  }
}
