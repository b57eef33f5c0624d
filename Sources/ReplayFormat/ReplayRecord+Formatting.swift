import SDLKit

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
    case .signal(let name): "\"type\":\"signal\",\"name\":" + JSONString.quote(name)
    case .control(let line): "\"type\":\"control\",\"line\":" + JSONString.quote(line)
    case .file(let change): "\"type\":\"file\"," + change.fields
    case .probe: "\"type\":\"probe\""
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
      return "\"type\":\"wheel\",\"x\":\(wheel.x),\"y\":\(wheel.y),"
        + "\"precise_x\":\(Float(wheel.preciseX)),\"precise_y\":\(Float(wheel.preciseY))"
        + (wheel.isFromTouch ? ",\"from_touch\":true" : "")
    case .key(let key):
      return keyFields(key)
    case .window(let window):
      return windowFields(window)
    case .quit:
      return "\"type\":\"quit\""
    case .wake, .other:
      return nil
    }
  }

  private static func keyFields(_ key: KeyEvent) -> String {
    var text =
      "\"type\":\"\(key.isDown ? "key_down" : "key_up")\","
      + "\"key\":\(JSONString.quote(key.key.name))"
    if key.isRepeat { text += ",\"repeat\":true" }
    let names = modifierNames.keys.sorted().filter { name in
      modifierNames[name].map { !key.modifiers.isDisjoint(with: $0) } ?? false
    }
    if !names.isEmpty {
      text += ",\"modifiers\":[" + names.map(JSONString.quote).joined(separator: ",") + "]"
    }
    return text
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

/// JSON number text for trace lines.
package enum JSONNumber {
  /// `value` rounded to `decimals` places, printed as Swift prints a Double ("433.3", "1.0").
  static func format(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale + 0.0  // + 0.0 turns -0.0 into 0.0
    return rounded.description
  }
}

/// JSON string text for trace lines.
package enum JSONString {
  /// `text` in quotes, with quotes, backslashes and control characters escaped.
  package static func quote(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
