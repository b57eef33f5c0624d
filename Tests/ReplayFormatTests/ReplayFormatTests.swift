import Geometry
import SDLKit
import TestSupport
import Testing

@testable import ReplayFormat

/// The input trace format: every record type parses, bad lines name their line, and recorded
/// lines parse back to the same events.
@Suite("Replay format")
struct ReplayFormatTests {
  static let good: [(line: String, record: ReplayRecord)] = [
    (
      #"{"t":0,"type":"finger_down","id":1,"x":0.5,"y":0.5}"#,
      ReplayRecord(
        time: 0,
        event: .finger(
          FingerEvent(
            phase: .down, touchID: EventQueue.syntheticTouchID, fingerID: 1, x: 0.5, y: 0.5)))
    ),
    (
      #"{"t":16,"type":"finger_motion","id":1,"x":0.45,"y":0.5}"#,
      ReplayRecord(
        time: 16,
        event: .finger(
          FingerEvent(
            phase: .motion, touchID: EventQueue.syntheticTouchID, fingerID: 1, x: 0.45, y: 0.5)))
    ),
    (
      #"{"t":0,"type":"mouse_down","x":640,"y":360,"button":1}"#,
      ReplayRecord(
        time: 0, event: .mouseButton(MouseButtonEvent(button: 1, isDown: true, x: 640, y: 360)))
    ),
    (
      #"{"t":8,"type":"mouse_motion","x":600,"y":360}"#,
      ReplayRecord(time: 8, event: .mouseMotion(MouseMotionEvent(x: 600, y: 360)))
    ),
    (
      #"{"t":40,"type":"mouse_up","x":560,"y":360,"button":1,"from_touch":true}"#,
      ReplayRecord(
        time: 40,
        event: .mouseButton(
          MouseButtonEvent(button: 1, isDown: false, x: 560, y: 360, isFromTouch: true)))
    ),
    (
      #"{"t":0,"type":"wheel","x":0,"y":-1,"precise_x":0.0,"precise_y":-1.0}"#,
      ReplayRecord(time: 0, event: .wheel(WheelEvent(x: 0, y: -1, preciseX: 0, preciseY: -1)))
    ),
    (
      #"{"t":5,"type":"wheel","y":2}"#,
      ReplayRecord(time: 5, event: .wheel(WheelEvent(x: 0, y: 2, preciseX: 0, preciseY: 2)))
    ),
    (
      #"{"t":3,"type":"wheel","precise_x":0.4,"mouse_x":100,"mouse_y":50,"modifiers":["ctrl"],"source":"xinput2"}"#,
      ReplayRecord(
        time: 3,
        event: .wheel(
          WheelEvent(
            preciseX: 0.4, preciseY: 0, pointerX: 100, pointerY: 50, modifiers: .control,
            source: .xinput2)))
    ),
    (
      #"{"t":9,"type":"pinch","phase":"update","scale":1.5,"x":640,"y":360}"#,
      ReplayRecord(
        time: 9, event: .pinch(PinchEvent(phase: .update, scale: 1.5, x: 640, y: 360)))
    ),
    (
      #"{"t":7,"type":"controller_down","button":"rightshoulder"}"#,
      ReplayRecord(
        time: 7,
        event: .controllerButton(ControllerButtonEvent(button: .rightShoulder, isDown: true)))
    ),
    (
      #"{"t":0,"type":"key_down","key":"Right"}"#,
      ReplayRecord(time: 0, event: .key(KeyEvent(key: .right, isDown: true)))
    ),
    (
      #"{"t":30,"type":"key_up","key":"Space","repeat":true,"modifiers":["shift"]}"#,
      ReplayRecord(
        time: 30,
        event: .key(KeyEvent(key: .space, isDown: false, isRepeat: true, modifiers: .shift)))
    ),
    (
      #"{"t":0,"type":"resize","w":800,"h":600}"#,
      ReplayRecord(time: 0, event: .window(.resized(Size(width: 800, height: 600))))
    ),
    (#"{"t":0,"type":"hide"}"#, ReplayRecord(time: 0, event: .window(.hidden))),
    (#"{"t":0,"type":"show"}"#, ReplayRecord(time: 0, event: .window(.shown))),
    (#"{"t":1,"type":"focus_lost"}"#, ReplayRecord(time: 1, event: .window(.focusLost))),
    (
      #"{"t":9000,"type":"quit","note":"extra fields are fine"}"#,
      ReplayRecord(time: 9000, event: .quit)
    ),
    (#"{"t":5,"type":"signal","name":"USR1"}"#, ReplayRecord(time: 5, event: .signal(.user1))),
    (#"{"t":5,"type":"signal","name":"HUP"}"#, ReplayRecord(time: 5, event: .signal(.hangup))),
    (
      #"{"t":7,"type":"control","line":"goto \"a b.png\""}"#,
      ReplayRecord(time: 7, event: .control("goto \"a b.png\""))
    ),
    (
      #"{"t":8,"type":"file","op":"add","path":"pics/new.png","from":"spare/c.png"}"#,
      ReplayRecord(
        time: 8, event: .file(ReplayFileChange(.add, path: "pics/new.png", source: "spare/c.png")))
    ),
    (
      #"{"t":8,"type":"file","op":"replace","path":"pics/a.png","from":"b.png"}"#,
      ReplayRecord(
        time: 8, event: .file(ReplayFileChange(.replace, path: "pics/a.png", source: "b.png")))
    ),
    (
      #"{"t":9,"type":"file","op":"rename","path":"pics","to":"away"}"#,
      ReplayRecord(
        time: 9, event: .file(ReplayFileChange(.rename, path: "pics", destination: "away")))
    ),
    (
      #"{"t":9,"type":"file","op":"remove","path":"pics/a.png"}"#,
      ReplayRecord(time: 9, event: .file(ReplayFileChange(.remove, path: "pics/a.png")))
    ),
    (
      #"{"t":9,"type":"file","op":"mkdir","path":"pics"}"#,
      ReplayRecord(time: 9, event: .file(ReplayFileChange(.mkdir, path: "pics")))
    ),
    (
      #"{"t":1500,"type":"screenshot","path":"shots/a.png"}"#,
      ReplayRecord(time: 1500, event: .screenshot("shots/a.png"))
    ),
  ]

  @Test("every record type of the format parses", arguments: good)
  func parses(line: String, record: ReplayRecord) throws {
    #expect(try ReplayRecord.parse(line) == record)
  }

  @Test("recorded lines parse back to the same event", arguments: good.map(\.record))
  func roundTrips(record: ReplayRecord) throws {
    let line = try #require(record.line)
    #expect(try ReplayRecord.parse(line) == record, "\(line)")
  }

  static let bad: [(line: String, message: String)] = [
    (
      #"{"t":0,"type":"screenshot","path":"\/tmp\/a.png"}"#,
      "field 'path' must be a path relative to the replay file's folder"
    ),
    (#"{"t":0,"type":"screenshot"}"#, "missing field 'path' (a string)"),
    ("not json", "not a JSON object"),
    (#"[1,2]"#, "not a JSON object"),
    (#"{"type":"quit"}"#, "missing field 't' (a number)"),
    (#"{"t":-1,"type":"quit"}"#, "'t' must be milliseconds from the start, from 0 to"),
    (#"{"t":"0","type":"quit"}"#, "field 't' must be a number"),
    (#"{"t":0}"#, "missing field 'type' (a string)"),
    (#"{"t":0,"type":"jump"}"#, "unknown type 'jump'; expected one of finger_down"),
    (#"{"t":0,"type":"finger_down","x":0.5,"y":0.5}"#, "missing field 'id' (a number)"),
    (#"{"t":0,"type":"finger_up","id":1.5,"x":0.5,"y":0.5}"#, "field 'id' must be a whole number"),
    (#"{"t":0,"type":"mouse_down","x":1,"y":1}"#, "missing field 'button' (a number)"),
    (#"{"t":0,"type":"key_down","key":"Nope"}"#, "unknown key name 'Nope'"),
    (#"{"t":0,"type":"key_down","key":"A","modifiers":["hyper"]}"#, "unknown modifier 'hyper'"),
    (#"{"t":0,"type":"key_down","key":"A","repeat":1}"#, "field 'repeat' must be true or false"),
    (#"{"t":0,"type":"resize","w":0,"h":600}"#, "field 'w' must be a whole number from 1"),
    (#"{"t":0,"type":"wheel","x":true}"#, "field 'x' must be a number"),
    (#"{"t":0,"type":"wheel","y":1,"source":"evdev"}"#, "unknown wheel source 'evdev'"),
    (#"{"t":0,"type":"pinch","phase":"middle","scale":1,"x":0,"y":0}"#, "unknown pinch phase"),
    (#"{"t":0,"type":"pinch","phase":"end","scale":0,"x":0,"y":0}"#, "field 'scale' must be"),
    (#"{"t":0,"type":"pinch","phase":"end","scale":1,"x":0}"#, "missing field 'y'"),
    (#"{"t":0,"type":"controller_up","button":"turbo"}"#, "unknown controller button 'turbo'"),
    (#"{"t":0,"type":"signal","name":"KILL"}"#, "unknown signal 'KILL'; expected one of TERM"),
    (#"{"t":0,"type":"signal"}"#, "missing field 'name' (a string)"),
    (#"{"t":0,"type":"control","line":"a\nb"}"#, "field 'line' must be one line"),
    (#"{"t":0,"type":"file","op":"chmod","path":"a"}"#, "unknown file op 'chmod'; expected"),
    (#"{"t":0,"type":"file","op":"add","path":"a.png"}"#, "missing field 'from' (a string)"),
    (#"{"t":0,"type":"file","op":"rename","path":"a.png"}"#, "missing field 'to' (a string)"),
    (
      #"{"t":0,"type":"file","op":"remove","path":"..\/a.png"}"#,
      "field 'path' must be a path relative to the replay file's folder"
    ),
    (
      #"{"t":0,"type":"file","op":"remove","path":"/etc/passwd"}"#,
      "field 'path' must be a path relative to the replay file's folder"
    ),
    (
      #"{"t":0,"type":"file","op":"rename","path":"a","to":"b\/..\/..\/c"}"#,
      "field 'to' must be a path relative to the replay file's folder"
    ),
  ]

  @Test("a bad line is refused with the reason", arguments: bad)
  func refuses(line: String, message: String) {
    #expect {
      _ = try ReplayRecord.parse(line)
    } throws: { error in
      (error as? ReplayError)?.message.hasPrefix(message) ?? false
    }
  }

  /// Lines whose numbers are JSON yet far out of range: each used to reach a conversion that
  /// trapped (`Int(x.rounded())`, status 132) or ran for a day of frames.
  static let hostile: [(line: String, message: String)] = [
    (
      #"{"t":0,"type":"mouse_down","x":1e300,"y":0,"button":1}"#,
      "field 'x' must be a number from -1000000 to 1000000"
    ),
    (
      #"{"t":0,"type":"mouse_up","x":0,"y":-1e300,"button":1}"#,
      "field 'y' must be a number from -1000000 to 1000000"
    ),
    (#"{"t":0,"type":"mouse_motion","x":-1e300,"y":0}"#, "field 'x' must be a number from"),
    (#"{"t":0,"type":"mouse_motion","x":1e999,"y":0}"#, "not a JSON object"),
    (#"{"t":0,"type":"finger_down","id":1,"x":1e300,"y":0.5}"#, "field 'x' must be a number"),
    (#"{"t":0,"type":"finger_down","id":1e300,"x":0.5,"y":0.5}"#, "field 'id' must be a whole"),
    (#"{"t":0,"type":"finger_up","id":-1,"x":0.5,"y":0.5}"#, "field 'id' must be a whole"),
    (#"{"t":0,"type":"mouse_down","x":0,"y":0,"button":1e300}"#, "field 'button' must be"),
    (#"{"t":0,"type":"wheel","precise_x":1e300}"#, "field 'precise_x' must be a number from"),
    (#"{"t":0,"type":"wheel","precise_y":-1e30}"#, "field 'precise_y' must be a number from"),
    (#"{"t":0,"type":"wheel","x":1e300}"#, "field 'x' must be a whole number from -10000"),
    (#"{"t":0,"type":"resize","w":-800,"h":600}"#, "field 'w' must be a whole number from 1"),
    (#"{"t":0,"type":"resize","w":800,"h":1e300}"#, "field 'h' must be a whole number from 1"),
    (#"{"t":0,"type":"resize","w":16385,"h":600}"#, "field 'w' must be a whole number from 1"),
    (#"{"t":-0.5,"type":"quit"}"#, "'t' must be milliseconds from the start, from 0 to"),
    (#"{"t":1e300,"type":"quit"}"#, "'t' must be milliseconds from the start, from 0 to"),
    (#"{"t":3456000001,"type":"quit"}"#, "'t' must be milliseconds from the start, from 0 to"),
  ]

  @Test("bug: hostile numbers in a replay line are refused instead of trapping", arguments: hostile)
  func refusesHostileNumbers(line: String, message: String) {
    #expect {
      _ = try ReplayRecord.parse(line)
    } throws: { error in
      (error as? ReplayError)?.message.hasPrefix(message) ?? false
    }
  }

  @Test("the edges of every numeric range still parse")
  func acceptsRangeEdges() throws {
    let lines = [
      #"{"t":86400000,"type":"mouse_down","x":-1000000,"y":1000000,"button":255}"#,
      #"{"t":0,"type":"finger_down","id":2147483647,"x":1000000,"y":-1000000}"#,
      #"{"t":0,"type":"wheel","x":-10000,"y":10000,"precise_x":10000,"precise_y":-10000}"#,
      #"{"t":0,"type":"resize","w":8192,"h":1}"#,
    ]
    for line in lines { _ = try ReplayRecord.parse(line) }
  }

  @Test("a script names the file and line of its first bad line; blank lines are skipped")
  func scriptLineNumbers() throws {
    let text =
      "{\"t\":0,\"type\":\"hide\"}\n\n{\"t\":5,\"type\":\"show\"}\n{\"t\":6,\"type\":\"bad\"}\n"
    #expect {
      _ = try ReplayScript.parse(text, name: "trace.jsonl")
    } throws: { error in
      (error as? ReplayError)?.message.hasPrefix("trace.jsonl:4: unknown type 'bad'") ?? false
    }
    let good = try ReplayScript.parse(
      "{\"t\":0,\"type\":\"hide\"}\n\n{\"t\":5,\"type\":\"show\"}\n", name: "x")
    #expect(good.map(\.time) == [0, 5])
  }

  @Test("bug: a trace whose t went backwards was played silently out of order")
  func timeGoingBackIsAnError() {
    let text =
      "{\"t\":1000,\"type\":\"hide\"}\n{\"t\":1000,\"type\":\"show\"}\n"
      + "{\"t\":500,\"type\":\"hide\"}\n"
    #expect {
      _ = try ReplayScript.parse(text, name: "trace.jsonl")
    } throws: { error in
      (error as? ReplayError)?.message.hasPrefix("trace.jsonl:3: \"t\" goes back") ?? false
    }
  }

  @Test("trace lines have the documented fields")
  func traceLines() {
    #expect(
      TraceLine.pagerEvent(.page(index: 1, isNext: true), time: 433.333)
        == #"{"t":433.3,"type":"page","page":1,"direction":"next"}"#)
    #expect(
      TraceLine.pagerEvent(.settled(index: 1), time: 610)
        == #"{"t":610.0,"type":"settled","page":1}"#)
    #expect(TraceLine.pagerEvent(.tap(index: 0), time: 80) == #"{"t":80.0,"type":"tap","page":0}"#)
    #expect(
      TraceLine.frame(time: 16.6667, position: 0.42)
        == #"{"t":16.7,"type":"frame","position":0.42}"#)
    #expect(
      TraceLine.end(
        ReplayOutcome(
          frames: 37, time: 616.6667, page: 1, position: 1, loadingFrames: 2))
        == #"{"t":616.7,"type":"end","page":1,"position":1.0,"frames":37,"loading_frames":2}"#)
    #expect(
      TraceLine.frame(time: 0, position: -0.00001) == #"{"t":0.0,"type":"frame","position":0.0}"#)
    #expect(
      TraceLine.pagerEvent(.catalogChanged(count: 3, index: nil), time: 5)
        == #"{"t":5.0,"type":"catalog","count":3,"page":null}"#)
    #expect(
      TraceLine.control(line: "goto \"x\"", answer: "ok", time: 1)
        == #"{"t":1.0,"type":"control","line":"goto \"x\"","answer":"ok"}"#)
  }
}
