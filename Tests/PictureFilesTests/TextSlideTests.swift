import Foundation
import TestSupport
import Testing

@testable import PictureFiles

/// Text slides read from .txt and .md files: the first line a title, the rest the body.
@Suite("Text slides")
struct TextSlideTests {
  @Test("The first non-empty line is the title; blank lines at the ends go, runs become one")
  func titleAndBody() {
    let slide = TextSlide(
      text: "\n\n  Opening hours  \r\n\r\nMon–Fri 9–17\nSat 10–14\n\n\n\nClosed on holidays\n\n",
      isMarkdown: false)
    #expect(slide.title == "Opening hours")
    #expect(slide.body == ["Mon–Fri 9–17", "Sat 10–14", "", "Closed on holidays"])
  }

  @Test("Plain text keeps Markdown-like marks as typed")
  func plainTextIsLiteral() {
    let slide = TextSlide(text: "# Sale\n- *everything* half price", isMarkdown: false)
    #expect(slide.title == "# Sale")
    #expect(slide.body == ["- *everything* half price"])
  }

  @Test(
    "Markdown reads as a reader sees it",
    arguments: [
      ("## Hours", "Hours"),
      ("- milk", "• milk"),
      ("* eggs", "• eggs"),
      ("**open** today", "open today"),
      ("call `555-0100`", "call 555-0100"),
      ("see [our site](https://example.com) now", "see our site now"),
      ("![logo](logo.png) Café", "logo Café"),
      ("> quoted", "quoted"),
      ("snake_case stays", "snake_case stays"),
      ("_emphasis_ goes", "emphasis goes"),
    ])
  func markdownLines(line: String, expected: String) {
    #expect(TextSlide.plainLine(line) == expected)
  }

  @Test("Markdown rules and setext underlines are dropped")
  func markdownRules() {
    let slide = TextSlide(text: "Notice\n======\n\nFirst\n\n---\n\nSecond", isMarkdown: true)
    #expect(slide.title == "Notice")
    #expect(slide.body == ["First", "", "Second"])
  }

  @Test("Text past the limit is cut with …")
  func longTextIsCut() {
    let text = "Title\n" + String(repeating: "word ", count: 1_000)
    let slide = TextSlide(text: text, isMarkdown: false)
    let shown = slide.title.count + slide.body.reduce(0) { $0 + $1.count } + 1
    #expect(shown <= TextSlide.maximumCharacters + 1)
    #expect(slide.body.last?.hasSuffix("…") == true)
  }

  @Test("Files: UTF-8 with a byte order mark, Markdown by the .md name, errors for bad files")
  func readsFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.md", bytes: [0xEF, 0xBB, 0xBF] + Array("# Café\nbody".utf8))
    try folder.write("b.txt", bytes: Array("Title\u{0}binary".utf8))
    try folder.write("c.txt", bytes: Array(repeating: 0x41, count: TextSlide.maximumFileBytes + 1))
    try folder.write("d.txt", bytes: [0x48, 0xFF, 0x69])
    #expect(
      try TextSlide.read(FilePath(folder.path + "/a.md"))
        == TextSlide(title: "Café", body: ["body"]))
    #expect(throws: DecodeFailure.notText) { try TextSlide.read(FilePath(folder.path + "/b.txt")) }
    #expect {
      try TextSlide.read(FilePath(folder.path + "/c.txt"))
    } throws: { error in
      (error as? DecodeFailure)?.description.contains("at most 64 KB") == true
    }
    #expect(try TextSlide.read(FilePath(folder.path + "/d.txt")).title == "H\u{FFFD}i")
    #expect(throws: DecodeFailure.vanished) {
      try TextSlide.read(FilePath(folder.path + "/none.txt"))
    }
  }
}
