import Foundation
import Gestures
import PictureFiles
import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The file desk alone: the Trash's question and its answers, moving a picture there and back,
/// and the `[actions]` run on real files, their failures said on one line each.
@Suite(.serialized) struct FileDeskTests {
  /// A desk whose Trash is in `folder`, collecting its lines.
  final class Fixture {
    let folder: TemporaryFolder
    let collected = ReportedLines()
    let desk: FileDesk
    var lines: [String] { collected.lines }

    init() throws {
      folder = try TemporaryFolder()
      desk = FileDesk(
        environment: ["XDG_DATA_HOME": folder.file("data")], reporter: collected.reporter,
        failed: {})
    }
  }

  static func key(_ key: Key, _ modifiers: KeyModifiers = [], down: Bool = true) -> InputEvent {
    .key(KeyEvent(key: key, isDown: down, modifiers: modifiers))
  }

  @Test("Enter or Delete accepts the question; any other key, a click or a touch keeps it")
  func answers() throws {
    let fixture = try Fixture()
    let desk = fixture.desk
    #expect(desk.answer(to: Self.key(.enter)) == nil, "no question, no answer")
    desk.ask(CarouselItem(picture: "/p/a.png"))
    #expect(desk.confirmation?.title == "Move to the Trash?")
    #expect(desk.confirmation?.rows.first?.label == "a.png")
    for event in [Self.key(.enter), Self.key(.keypadEnter), Self.key(.delete)] {
      #expect(desk.answer(to: event) == .accept)
    }
    let cancelling: [InputEvent] = [
      Self.key(.escape), Self.key(.space), Self.key(.n),
      .mouseButton(MouseButtonEvent(button: 1, isDown: true, x: 0, y: 0)),
      .wheel(WheelEvent(x: 0, y: 1, preciseX: 0, preciseY: 1)),
    ]
    for event in cancelling { #expect(desk.answer(to: event) == .cancel, "\(event)") }
    let noAnswer: [InputEvent] = [
      Self.key(.enter, down: false), .key(KeyEvent(key: Key.modifierKeys.first!, isDown: true)),
      .mouseMotion(MouseMotionEvent(x: 3, y: 4)), .window(.exposed),
    ]
    for event in noAnswer { #expect(desk.answer(to: event) == nil, "\(event)") }
  }

  @Test("an accepted picture goes to the Trash; Ctrl+Z puts the last one back, then the one before")
  func trashAndBack() throws {
    let fixture = try Fixture()
    let desk = fixture.desk
    let pictures = try ["a.png", "b.png"].map { name in
      try fixture.folder.write(Array("picture \(name)".utf8), to: name)
      return CarouselItem(picture: FilePath(fixture.folder.file(name)))
    }
    for (index, item) in pictures.enumerated() {
      desk.ask(item)
      let next = ItemKey(FilePath("/next/\(index)"))
      #expect(desk.trashPending(next: next, at: 0) == item)
      #expect(!FileManager.default.fileExists(atPath: item.path.description))
    }
    #expect(desk.confirmation == nil)
    let trashFiles = try FileManager.default.contentsOfDirectory(
      atPath: fixture.folder.file("data/Trash/files"))
    #expect(trashFiles.sorted() == ["a.png", "b.png"])
    #expect(desk.undoTrash()?.item == pictures[1])
    #expect(FileManager.default.fileExists(atPath: pictures[1].path.description))
    let first = try #require(desk.undoTrash())
    #expect(first.item == pictures[0] && first.next == ItemKey(FilePath("/next/0")))
    #expect(desk.undoTrash() == nil, "nothing more to put back")
    #expect(fixture.lines.isEmpty)
  }

  @Test("a picture that cannot go is said on one line, and stays")
  func trashFailureSaid() throws {
    let fixture = try Fixture()
    let desk = fixture.desk
    desk.ask(CarouselItem(picture: FilePath(fixture.folder.file("gone.png"))))
    #expect(desk.trashPending(next: nil, at: 0) == nil)
    #expect(fixture.lines.count == 1)
    #expect(
      fixture.lines.first?.hasPrefix(
        "carousel: cannot move \(fixture.folder.file("gone.png")) to the Trash:") == true)
  }

  @Test(
    "a command gets the path as one argument, whatever it holds, with and without a shell")
  func commandsGetThePathWhole() throws {
    let fixture = try Fixture()
    let desk = fixture.desk
    let name = ActionCommandTests.oddName
    try fixture.folder.write(Array("the picture".utf8), to: name)
    let out = fixture.folder.file("out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let commands = [
      ("Ctrl+1", "cp %f \(out)/plain"),
      ("Ctrl+2", "sh -c 'cp \"$1\" \(out)/positional' sh %f"),
      ("Ctrl+3", "sh -c 'cp %f \(out)/script'"),
      ("Ctrl+4", "sh -c \"cat '%f' > \(out)/quoted\""),
    ]
    for (chord, text) in commands {
      desk.commands[try #require(KeyMap.Chord(text: chord))] = ActionCommand(text)
    }
    let path = FilePath(fixture.folder.file(name))
    for key in [Key.one, Key(name: "2")!, Key(name: "3")!, Key(name: "4")!] {
      #expect(
        desk.runCommand(for: KeyEvent(key: key, isDown: true, modifiers: .control), path: path))
    }
    #expect(!desk.runCommand(for: KeyEvent(key: .one, isDown: true), path: path), "1 alone")
    desk.waitForCommands()
    desk.sayFailures()
    #expect(fixture.lines.isEmpty, "\(fixture.lines)")
    for copy in ["plain", "positional", "script", "quoted"] {
      let copied = try String(contentsOfFile: out + "/" + copy, encoding: .utf8)
      #expect(copied == "the picture", "\(copy)")
    }
  }

  @Test("a command that fails or cannot start is said on one line, with what it said")
  func failuresSaid() throws {
    let fixture = try Fixture()
    let desk = fixture.desk
    desk.commands[try #require(KeyMap.Chord(text: "Ctrl+F"))] =
      ActionCommand("sh -c 'echo no such picture >&2; exit 3'")
    desk.commands[try #require(KeyMap.Chord(text: "Ctrl+G"))] =
      ActionCommand("carousel-no-such-program %f")
    for key in [Key.f, Key.g] {
      _ = desk.runCommand(
        for: KeyEvent(key: key, isDown: true, modifiers: .control), path: FilePath("/p/a.png"))
    }
    desk.waitForCommands()
    desk.sayFailures()
    #expect(
      Set(fixture.lines) == [
        "carousel: action Ctrl+F 'sh -c 'echo no such picture >&2; exit 3'' failed with exit "
          + "status 3: no such picture",
        "carousel: action Ctrl+G 'carousel-no-such-program %f' could not start "
          + "'carousel-no-such-program': No such file or directory",
      ])
  }
}
