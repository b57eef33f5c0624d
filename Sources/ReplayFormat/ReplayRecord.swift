import Control
import Geometry
import SDLKit
import SystemKit

/// One line of an input trace: an event and its time in milliseconds from the start.
///
/// The format (JSON Lines, one object per line) is documented in the README and in
/// ``ReplayRecord/parse(_:)``: fingers in normalised coordinates (0...1, as SDL gives them), the
/// mouse in window pixels, keys by the names `SDL_GetKeyFromName` accepts; signals, control
/// lines and file changes besides input (``ReplayEvent``).
package struct ReplayRecord: Equatable {
  /// Milliseconds from the start of the trace (≥ 0).
  package var time: Double
  /// What happens at ``time``.
  package var event: ReplayEvent

  package init(time: Double, event: ReplayEvent) {
    self.time = time
    self.event = event
  }

  /// A record of input, as live input would translate it.
  package init(time: Double, event: InputEvent) {
    self.init(time: time, event: .input(event))
  }
}

/// A line of a trace that cannot be read; the message says why.
package struct ReplayError: Error, Equatable {
  package let message: String
}

extension ReplayRecord {
  /// The record types a trace may contain.
  static let types = [
    "finger_down", "finger_motion", "finger_up", "mouse_down", "mouse_motion", "mouse_up",
    "wheel", "pinch", "key_down", "key_up", "controller_down", "controller_up", "resize", "hide",
    "show", "focus_lost", "focus_gained", "close", "quit", "signal", "control", "file", "probe",
    "clock", "screenshot",
  ]

  /// The longest control line a trace may hold, in bytes: the longest command.
  package static let longestControlLine = ControlConstants.longestCommand

  /// The most frames a replay or headless run renders: 40 simulated days at 60 Hz (a kiosk's
  /// month, `scripts/soak`).
  package static let maximumFrames = 207_360_000
  /// The latest `t` a trace may use, in ms: 40 days, as the frame limit (``maximumFrames``),
  /// and short of SDL's 32-bit millisecond wrap (49.7 days), which replayed stamps never reach.
  static let maximumTime: Double = 3_456_000_000
  /// The coordinates a trace may use (mouse pixels, normalised fingers): far outside any window,
  /// yet small enough that every conversion to SDL's integers and floats is exact or clamps.
  static let coordinateRange: ClosedRange<Double> = -1_000_000...1_000_000
  /// Wheel values, whole and precise, in notches or units.
  static let wheelRange = -10_000...10_000

  /// Parses one line: a JSON object with `t` (ms, 0 to 40 days) and `type`, plus the fields of the
  /// type.
  ///
  /// Every number is range-checked, so no trace can make a later conversion trap.
  ///
  /// Required fields: fingers `id`, `x`, `y`; mouse `x`, `y` (and `button` for down/up); keys
  /// `key`; controller buttons `button` (SDL's names: "a", "b", "dpleft", "rightshoulder", …);
  /// resize `w`, `h`; pinch `phase` ("begin", "update", "end", "cancel"), `scale`, `x`,
  /// `y`. Optional: wheel `x`, `y`, `precise_x`, `precise_y` (each precise value defaults to its
  /// whole one), `mouse_x`, `mouse_y` (the pointer, window pixels), `modifiers` and `source`
  /// ("sdl", or "xinput2" for X11 smooth scrolling); keys `repeat` (bool) and `modifiers` (a list
  /// of "shift", "ctrl", "alt", "gui"); mouse `from_touch` (bool); signal `name`; control `line`;
  /// file `op`, `path`, and `from` or `to` (see ``ReplayFileChange``); clock `wall` (an ISO 8601
  /// date and time with its offset); screenshot `path` (a PNG, relative to the replay file's
  /// folder, without `..`). Other fields are ignored.
  package static func parse(_ line: String) throws(ReplayError) -> ReplayRecord {
    let fields = try JSONFields(line: line)
    let time = try fields.number("t")
    guard time >= 0, time <= maximumTime else {
      throw ReplayError(
        message:
          "'t' must be milliseconds from the start, from 0 to \(Int(maximumTime)) (40 days)")
    }
    let type = try fields.string("type")
    switch type {
    case "signal": return ReplayRecord(time: time, event: try signal(fields))
    case "control": return ReplayRecord(time: time, event: try control(fields))
    case "file": return ReplayRecord(time: time, event: .file(try ReplayFileChange(fields)))
    case "probe": return ReplayRecord(time: time, event: .probe)
    case "clock": return ReplayRecord(time: time, event: try clock(fields))
    case "screenshot":
      let path = try ReplayFileChange.relativePath("path", fields)
      return ReplayRecord(time: time, event: .screenshot(path))
    default: return ReplayRecord(time: time, event: try event(type: type, fields: fields))
    }
  }

  private static func signal(_ fields: JSONFields) throws(ReplayError) -> ReplayEvent {
    let name = try fields.string("name")
    guard let signal = ControlSignal(rawValue: name) else {
      let names = ControlSignal.allCases.map(\.rawValue).joined(separator: ", ")
      throw ReplayError(message: "unknown signal '\(name)'; expected one of \(names)")
    }
    return .signal(signal)
  }

  private static func clock(_ fields: JSONFields) throws(ReplayError) -> ReplayEvent {
    let text = try fields.string("wall")
    guard let wall = CivilTime.seconds(iso: text) else {
      throw ReplayError(
        message: "field 'wall' must be a date and time with its offset, such as "
          + "2024-03-31T01:30:00+01:00 or 2024-06-01T12:00:00Z, not '\(text)'")
    }
    return .clock(wall)
  }

  private static func control(_ fields: JSONFields) throws(ReplayError) -> ReplayEvent {
    let line = try fields.string("line")
    guard line.utf8.count <= longestControlLine, !line.contains("\n") else {
      throw ReplayError(
        message: "field 'line' must be one line of at most \(longestControlLine) bytes")
    }
    return .control(line)
  }

  private static func event(type: String, fields: JSONFields) throws(ReplayError) -> InputEvent {
    switch type {
    case "finger_down": return try finger(.down, fields)
    case "finger_motion": return try finger(.motion, fields)
    case "finger_up": return try finger(.up, fields)
    case "mouse_down", "mouse_up":
      return .mouseButton(
        MouseButtonEvent(
          button: try fields.integer("button", in: 1...255), isDown: type == "mouse_down",
          x: try coordinate("x", fields), y: try coordinate("y", fields),
          isFromTouch: try fields.bool("from_touch")))
    case "mouse_motion":
      return .mouseMotion(
        MouseMotionEvent(
          x: try coordinate("x", fields), y: try coordinate("y", fields),
          isFromTouch: try fields.bool("from_touch")))
    case "wheel": return try wheel(fields)
    case "pinch": return try pinch(fields)
    case "key_down", "key_up": return try key(isDown: type == "key_down", fields)
    case "controller_down", "controller_up":
      let name = try fields.string("button")
      guard let button = ControllerButton(name: name) else {
        throw ReplayError(
          message: "unknown controller button '\(name)' (use SDL's names, such as \"dpright\")")
      }
      return .controllerButton(
        ControllerButtonEvent(button: button, isDown: type == "controller_down"))
    case "resize":
      let range = 1...Window.largestSide
      return .window(
        .resized(
          Size(
            width: try fields.integer("w", in: range), height: try fields.integer("h", in: range))))
    case "hide": return .window(.hidden)
    case "show": return .window(.shown)
    case "focus_lost": return .window(.focusLost)
    case "focus_gained": return .window(.focusGained)
    case "close": return .window(.close)
    case "quit": return .quit
    default:
      throw ReplayError(
        message: "unknown type '\(type)'; expected one of \(types.joined(separator: ", "))")
    }
  }

  private static func finger(
    _ phase: FingerEvent.Phase, _ fields: JSONFields
  ) throws(ReplayError) -> InputEvent {
    .finger(
      FingerEvent(
        phase: phase, touchID: EventQueue.syntheticTouchID,
        fingerID: Int64(try fields.integer("id", in: 0...Int(Int32.max))),
        x: try coordinate("x", fields), y: try coordinate("y", fields)))
  }

  private static func coordinate(_ name: String, _ fields: JSONFields) throws(ReplayError) -> Double
  {
    try fields.number(name, in: coordinateRange)
  }

  private static func wheel(_ fields: JSONFields) throws(ReplayError) -> InputEvent {
    let x = try fields.integer("x", in: wheelRange, default: 0)
    let y = try fields.integer("y", in: wheelRange, default: 0)
    let precise = Double(wheelRange.lowerBound)...Double(wheelRange.upperBound)
    let source: WheelEvent.Source
    switch try fields.string("source", default: "sdl") {
    case "sdl": source = .sdl
    case "xinput2": source = .xinput2
    case let other:
      throw ReplayError(message: "unknown wheel source '\(other)'; expected sdl or xinput2")
    }
    return .wheel(
      WheelEvent(
        x: x, y: y, preciseX: try fields.number("precise_x", in: precise, default: Double(x)),
        preciseY: try fields.number("precise_y", in: precise, default: Double(y)),
        pointerX: try fields.number("mouse_x", in: coordinateRange, default: 0),
        pointerY: try fields.number("mouse_y", in: coordinateRange, default: 0),
        modifiers: try modifiers(fields), source: source))
  }

  /// Pinch phases in traces.
  static let pinchPhases: [String: PinchEvent.Phase] = [
    "begin": .begin, "update": .update, "end": .end, "cancel": .cancel,
  ]

  /// The fingers' spread a pinch may report, relative to its start.
  static let pinchScaleRange: ClosedRange<Double> = 0.001...1000

  private static func pinch(_ fields: JSONFields) throws(ReplayError) -> InputEvent {
    let name = try fields.string("phase")
    guard let phase = pinchPhases[name] else {
      throw ReplayError(
        message: "unknown pinch phase '\(name)'; expected begin, update, end or cancel")
    }
    return .pinch(
      PinchEvent(
        phase: phase, scale: try fields.number("scale", in: pinchScaleRange),
        x: try coordinate("x", fields), y: try coordinate("y", fields)))
  }

  private static func key(isDown: Bool, _ fields: JSONFields) throws(ReplayError) -> InputEvent {
    let name = try fields.string("key")
    guard let key = Key(name: name) else {
      throw ReplayError(message: "unknown key name '\(name)' (use SDL's names, such as \"Right\")")
    }
    return .key(
      KeyEvent(
        key: key, isDown: isDown, isRepeat: try fields.bool("repeat"),
        modifiers: try modifiers(fields)))
  }

  /// The optional `modifiers` list of a key or wheel record.
  private static func modifiers(_ fields: JSONFields) throws(ReplayError) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    for modifier in try fields.strings("modifiers") {
      guard let flag = modifierNames[modifier] else {
        throw ReplayError(
          message: "unknown modifier '\(modifier)'; expected shift, ctrl, alt or gui")
      }
      modifiers.insert(flag)
    }
    return modifiers
  }

  /// Modifier names in traces.
  static let modifierNames: [String: KeyModifiers] = [
    "shift": .shift, "ctrl": .control, "alt": .alt, "gui": .gui,
  ]
}
