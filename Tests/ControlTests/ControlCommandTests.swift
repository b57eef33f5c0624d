import Testing

@testable import Control

/// The control protocol's lines: each command, with spacing and case as people type them, and
/// every refusal with its reason.
@Suite("Control commands")
struct ControlCommandTests {
  static let good: [(line: String, command: ControlCommand)] = [
    ("next", .next), ("previous", .previous), ("pause", .pause), ("play", .play),
    ("reload", .reload), ("status", .status), ("quit", .quit),
    ("  NEXT \r", .next), ("goto 3", .goto(.number(3))), ("goto -1", .goto(.number(-1))),
    ("goto   +2 ", .goto(.number(2))), ("goto a b.png", .goto(.name("a b.png"))),
    ("Goto /srv/frame/x.jpg", .goto(.name("/srv/frame/x.jpg"))), ("hide", .hide),
    (" HIDE ", .hide), ("unhide beach.jpg", .unhide("beach.jpg")),
    ("Unhide  /srv/frame/a b.jpg ", .unhide("/srv/frame/a b.jpg")),
  ]

  @Test(arguments: good)
  func parses(line: String, command: ControlCommand) throws {
    #expect(try ControlCommand(line: line) == command)
  }

  static let bad: [(line: String, message: String)] = [
    ("", "empty command; expected one of " + ControlCommand.synopsis),
    ("jump 3", "unknown command 'jump'; expected one of " + ControlCommand.synopsis),
    ("next 2", "'next' takes nothing after it"),
    ("goto", "goto needs a picture number (1 is the first, -1 the last) or a name"),
    ("goto 0", "goto: pictures are numbered from 1"),
    ("hide 3", "'hide' takes nothing after it"),
    ("unhide", "unhide needs the file name or path of a hidden picture"),
    ("unhide   ", "unhide needs the file name or path of a hidden picture"),
  ]

  @Test func theSynopsisNamesEveryCommand() {
    #expect(
      ControlCommand.synopsis
        == "next, previous, goto N|NAME, pause, play, reload, status, hide, unhide NAME, quit")
  }

  @Test(arguments: bad)
  func refuses(line: String, message: String) {
    #expect(throws: ControlError(message)) { try ControlCommand(line: line) }
  }
}
