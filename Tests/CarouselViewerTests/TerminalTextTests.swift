import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

@Suite("Messages on a terminal")
struct TerminalTextTests {
  @Test(arguments: [
    ("plain/photo.png", "plain/photo.png"),
    ("new\nline.png", "new\\nline.png"),
    ("esc\u{1B}[31mred.png", "esc\\x1b[31mred.png"),
    ("tab\tand\u{7F}del", "tab\\tand\\x7fdel"),
    ("back\\slash", "back\\\\slash"),
    ("café ☕.jpg", "café ☕.jpg"),
  ])
  func controlCharactersAreWrittenOut(raw: String, shown: String) {
    #expect(raw.escapingControlCharacters == shown)
  }

  @Test("bug: a file name with a newline broke its stderr line in two")
  func badFileLineStaysOneLine() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("new\nline.png", bytes: [])
    let result = try CarouselProcess.run(["--headless", "--size", "64x36", path])
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.contains("new\\nline.png") == true)
  }
}
