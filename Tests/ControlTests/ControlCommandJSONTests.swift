import Testing

@testable import Control

/// Commands as JSON objects (the HTTP API, MQTT): each command, targets as numbers and names,
/// and every refusal with its reason.
@Suite("Control commands as JSON")
struct ControlCommandJSONTests {
  static let good: [(json: String, command: ControlCommand)] = [
    (#"{"command":"next"}"#, .next), (#"{"command":"PREVIOUS"}"#, .previous),
    (#"{"command":"status"}"#, .status), (#" { "command" : "quit" } "#, .quit),
    (#"{"command":"goto","target":3}"#, .goto(.number(3))),
    (#"{"command":"goto","target":-1}"#, .goto(.number(-1))),
    (#"{"command":"goto","target":"beach.jpg"}"#, .goto(.name("beach.jpg"))),
    (#"{"command":"goto","target":"12"}"#, .goto(.number(12))),
    (#"{"target":"a b.png","command":"goto"}"#, .goto(.name("a b.png"))),
    (#"{"command":"hide"}"#, .hide),
    (#"{"command":"unhide","target":"beach.jpg"}"#, .unhide("beach.jpg")),
    (#"{"command":"unhide","target":"/srv/frame/2019 07.jpg"}"#, .unhide("/srv/frame/2019 07.jpg")),
    (#"{"command":"unhide","target":7}"#, .unhide("7")),
    (#"{"command":"display","target":"off"}"#, .display(.off)),
    (#"{"command":"Display","target":"AUTO"}"#, .display(.auto)),
    (#"{"command":"seek","target":12.5}"#, .seek(.to(12.5))),
    (#"{"command":"seek","target":-3}"#, .seek(.by(-3))),
    (#"{"command":"seek","target":"+1.5"}"#, .seek(.by(1.5))),
    (#"{"command":"seek","target":0.00001}"#, .seek(.to(0.00001))),
    (#"{"command":"volume","target":35}"#, .volume(35)),
    (#"{"command":"volume","target":"100"}"#, .volume(100)), (#"{"command":"mute"}"#, .mute),
  ]

  @Test(arguments: good)
  func parses(json: String, command: ControlCommand) throws {
    #expect(try ControlCommand(json: Array(json.utf8)) == command)
  }

  static let notAnObject =
    "the command is not a JSON object of strings and numbers such as {\"command\":\"next\"}"

  static let bad: [(json: String, message: String)] = [
    ("", notAnObject), ("next", notAnObject), ("[1]", notAnObject), (#""next""#, notAnObject),
    (#"{"command":["next"]}"#, notAnObject), (#"{"command":true}"#, notAnObject),
    (#"{"command":"goto","target":null}"#, notAnObject),
    (
      #"{"command":"goto","target":2.5}"#, "field 'target' must be a whole picture number or a name"
    ),
    (#"{"command":"goto","target":0}"#, "goto: pictures are numbered from 1"),
    (#"{"command":"goto"}"#, "goto needs a picture number (1 is the first, -1 the last) or a name"),
    (#"{"command":"next","target":2}"#, "'next' takes nothing after it"),
    (#"{"command":"display"}"#, "display needs one of on, off, auto"),
    (#"{"command":"display","target":1}"#, "display: '1' is not one of on, off, auto"),
    (#"{}"#, "field 'command' must be a string: one of " + ControlCommand.synopsis),
    (#"{"command":7}"#, "field 'command' must be a string: one of " + ControlCommand.synopsis),
    (
      #"{"command":"next","speed":2}"#,
      "unknown field 'speed'; a command has 'command' and 'target'"
    ),
    (#"{"command":"jump"}"#, "unknown command 'jump'; expected one of " + ControlCommand.synopsis),
    (#"{"command":"hide","target":"a.jpg"}"#, "'hide' takes nothing after it"),
    (#"{"command":"unhide"}"#, "unhide needs the file name or path of a hidden picture"),
  ]

  @Test(arguments: bad)
  func refuses(json: String, message: String) {
    #expect(throws: ControlError(message)) { try ControlCommand(json: Array(json.utf8)) }
  }

  @Test("a body longer than the longest command is refused before it is parsed")
  func refusesLongBodies() {
    let long = #"{"command":"goto","target":""# + String(repeating: "x", count: 9000) + #""}"#
    #expect(throws: ControlError("a command is at most 8192 bytes")) {
      try ControlCommand(json: Array(long.utf8))
    }
    #expect(throws: ControlError("a command is at most 8192 bytes")) {
      try ControlCommand(line: "goto " + String(repeating: "x", count: 8200))
    }
  }

  @Test("every command's line reads back as the same command")
  func linesRoundTrip() throws {
    let commands: [ControlCommand] = [
      .next, .previous, .pause, .play, .reload, .status, .quit, .goto(.number(-2)),
      .goto(.number(14)), .goto(.name("x y.png")), .goto(.name("/srv/frame/b.jpg")), .hide,
      .unhide("beach.jpg"), .unhide("/srv/frame/a b.jpg"), .unhide("12"),
    ]
    for command in commands {
      #expect(try ControlCommand(line: command.line) == command, "\(command.line)")
    }
  }
}
