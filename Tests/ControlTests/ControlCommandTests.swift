import Testing

@testable import Control

/// The control protocol's lines: each command, with spacing and case as people type them, and
/// every refusal with its reason.
@Suite("Control commands")
struct ControlCommandTests {
  static let good: [(line: String, command: ControlCommand)] = [
    ("next", .next), ("previous", .previous), ("pause", .pause), ("play", .play),
    ("reload", .reload), ("status", .status), ("raise", .raise), ("quit", .quit),
    ("  NEXT \r", .next), ("goto 3", .goto(.number(3))), ("goto -1", .goto(.number(-1))),
    ("goto   +2 ", .goto(.number(2))), ("goto a b.png", .goto(.name("a b.png"))),
    ("Goto /srv/frame/x.jpg", .goto(.name("/srv/frame/x.jpg"))), ("hide", .hide),
    (" HIDE ", .hide), ("unhide beach.jpg", .unhide("beach.jpg")),
    ("Unhide  /srv/frame/a b.jpg ", .unhide("/srv/frame/a b.jpg")),
    ("Goto /srv/frame/x.jpg", .goto(.name("/srv/frame/x.jpg"))),
    ("display off", .display(.off)), ("DISPLAY On", .display(.on)),
    (" display  auto ", .display(.auto)),
    ("seek 12.5", .seek(.to(12.5))), ("SEEK 0", .seek(.to(0))), ("seek +5", .seek(.by(5))),
    ("seek -2.25", .seek(.by(-2.25))), ("seek .5", .seek(.to(0.5))),
    ("seek 1e-05", .seek(.to(0.00001))),
    ("mute", .mute), (" UNMUTE ", .unmute), ("volume 50", .volume(50)), ("Volume 0", .volume(0)),
    ("volume  100 ", .volume(100)), ("volume 007", .volume(7)),
  ]

  @Test(arguments: good)
  func parses(line: String, command: ControlCommand) throws {
    #expect(try ControlCommand(line: line) == command)
  }

  static let seekRefusal =
    "seek needs seconds after the clip's start, or +SECONDS or -SECONDS from where it is"

  static let bad: [(line: String, message: String)] = [
    ("", "empty command; expected one of " + ControlCommand.synopsis),
    ("jump 3", "unknown command 'jump'; expected one of " + ControlCommand.synopsis),
    ("next 2", "'next' takes nothing after it"),
    ("goto", "goto needs a picture number (1 is the first, -1 the last) or a name"),
    ("goto 0", "goto: pictures are numbered from 1"),
    ("hide 3", "'hide' takes nothing after it"),
    ("unhide", "unhide needs the file name or path of a hidden picture"),
    ("seek", Self.seekRefusal), ("seek nan", Self.seekRefusal), ("seek inf", Self.seekRefusal),
    ("seek 0x10", Self.seekRefusal), ("seek 1 2", Self.seekRefusal),
    ("seek --1", Self.seekRefusal), ("seek 99999999", Self.seekRefusal),
    ("seek 3s", Self.seekRefusal),
    ("unhide   ", "unhide needs the file name or path of a hidden picture"),
    ("display", "display needs one of on, off, auto"),
    ("display dim", "display: 'dim' is not one of on, off, auto"),
    ("display off now", "display: 'off now' is not one of on, off, auto"),
    ("mute 1", "'mute' takes nothing after it"),
    ("volume", "volume needs a whole percent from 0 to 100"),
    ("volume 101", "volume: '101' is not a whole percent from 0 to 100"),
    ("volume -1", "volume: '-1' is not a whole percent from 0 to 100"),
    ("volume 50%", "volume: '50%' is not a whole percent from 0 to 100"),
    ("volume 2.5", "volume: '2.5' is not a whole percent from 0 to 100"),
    ("volume 0100", "volume: '0100' is not a whole percent from 0 to 100"),
  ]

  @Test func theSynopsisNamesEveryCommand() {
    #expect(
      ControlCommand.synopsis
        == "next, previous, goto N|NAME, pause, play, seek [+|-]SECONDS, mute, unmute, "
        + "volume PERCENT, display on|off|auto, reload, status, raise, hide, unhide NAME, quit")
  }

  @Test("every command's line reads back as the command (what a recording keeps)")
  func linesReadBack() throws {
    for command in Self.good.map(\.command) {
      #expect(try ControlCommand(line: command.line) == command)
    }
  }

  @Test(arguments: bad)
  func refuses(line: String, message: String) {
    #expect(throws: ControlError(message)) { try ControlCommand(line: line) }
  }
}
