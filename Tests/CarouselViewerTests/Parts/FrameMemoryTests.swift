import Foundation
import PictureFiles
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The frame's memory alone, on explicit times: counts per rest, the first write at once, then
/// at most one a minute while something changes and none while nothing does, the last at the
/// end; the pictures' lines of the last run read before anything is written.
struct FrameMemoryTests {
  static func item(_ name: String) -> CarouselItem { CarouselItem(picture: FilePath(name)) }

  static func read(_ path: String) throws -> FrameState {
    let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
    let (head, body, first) = try FrameState.readHead(bytes).get()
    var state = head
    #expect(state.readPictures(body, from: first) == nil)
    return state
  }

  @Test("written at once, then at most once a minute while things change, and at the end")
  func writesAtMostOnceAMinute() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("state/frame.state")
    let memory = FrameMemory(path: path, reporter: .silent)
    #expect(memory.deadline == nil, "nothing to write")
    memory.rest(on: Self.item("a.png"), next: Self.item("b.png"))
    #expect(memory.deadline == -.infinity, "due at once")
    memory.writeIfDue(now: 10, wall: 1_000_010)
    #expect(try Self.read(path).shown == FilePath("a.png"))
    #expect(try Self.read(path).saved == 1_000_010)
    memory.rest(on: Self.item("b.png"), next: Self.item("c.png"))
    memory.rest(on: Self.item("b.png"), next: Self.item("c.png"))
    #expect(memory.deadline == 70)
    memory.writeIfDue(now: 69.9, wall: 1_000_069.9)
    #expect(try Self.read(path).shown == FilePath("a.png"), "not before a minute")
    memory.writeIfDue(now: 70, wall: 1_000_070)
    let second = try Self.read(path)
    #expect(second.shown == FilePath("b.png"))
    #expect(second.next == FilePath("c.png"))
    #expect(second.pictures.mapValues(\.count) == [FilePath("a.png"): 1, FilePath("b.png"): 1])
    #expect(memory.deadline == nil, "nothing changed since")
    memory.take(hidden: HiddenPictures([FilePath("x.png")]))
    memory.writeIfDue(now: 75, wall: 0, final: true)
    #expect(try Self.read(path).hidden == [FilePath("x.png").absolute], "the end writes at once")
  }

  @Test("the last run's counts are read before the first write, and counted on")
  func keepsTheLastRunsCounts() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("frame.state")
    var old = FrameState()
    old.pictures = [FilePath("a.png"): .init(count: 5)]
    old.next = FilePath("a.png")
    try folder.write(old.text, to: "frame.state")
    let loaded = try #require(StateFile.load(path, reporter: .silent))
    let memory = FrameMemory(path: path, loaded: loaded, reporter: .silent)
    memory.rest(on: Self.item("a.png"), next: Self.item("b.png"))
    memory.writeIfDue(now: 0, wall: 0)
    #expect(try Self.read(path).pictures[FilePath("a.png")]?.count == 6)
  }

  @Test("a state file that cannot be read is set aside with one line")
  func setsAsideAnUnreadableFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("frame.state", bytes: Array("carousel state 1\nflavour x\n".utf8))
    let reported = ReportedLines()
    #expect(StateFile.load(path, reporter: reported.reporter) == nil)
    #expect(
      reported.lines == [
        "carousel: the state file \(path) cannot be used (line 2: unknown line 'flavour'); "
          + "set aside as \(path).unreadable, starting afresh"
      ])
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(FileManager.default.fileExists(atPath: path + ".unreadable"))
  }
}
