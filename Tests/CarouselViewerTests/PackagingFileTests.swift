import Foundation
import PictureFiles
import TestSupport
import Testing

@testable import CarouselViewer

/// The files `scripts/install` and `scripts/package` ship are made from the code.
///
/// The manual pages come from the option table, the key table and the command set, the desktop entry from the formats Carousel
/// reads. The copies in `packaging/` are exactly their rendering (`CAROUSEL_RECORD_PACKAGING=1`
/// rewrites them, and that run fails on purpose).
@Suite("Packaging files")
struct PackagingFileTests {
  static let files: [(path: String, text: String)] = [
    ("packaging/carousel.1", ManPage.text),
    ("packaging/carousel.conf.5", ConfigManPage.text),
    ("packaging/carousel-remote.7", RemoteManPage.text),
    ("packaging/carousel.desktop.in", DesktopEntry.text),
  ]

  @Test("the manual pages and packaging/carousel.desktop.in are current")
  func filesAreCurrent() throws {
    for (relative, text) in Self.files {
      let path = RepositoryPath.appending(relative)
      if Environment.value("CAROUSEL_RECORD_PACKAGING") == "1" {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record("\(relative) rewritten; run again without CAROUSEL_RECORD_PACKAGING")
        continue
      }
      let stored = try String(contentsOfFile: path, encoding: .utf8)
      #expect(stored == text, "\(relative) is out of date: CAROUSEL_RECORD_PACKAGING=1")
    }
  }

  @Test("the manual page lists every option")
  func manualPageListsEveryOption() {
    for spec in OptionTable.all {
      #expect(
        ManPage.text.contains(#"\fB"# + ManPage.escaped(spec.name) + #"\fR"#), "\(spec.name)")
    }
  }

  @Test("the desktop entry offers Carousel for every format it reads")
  func desktopEntryListsEveryFormat() {
    for format in PictureFormat.allCases {
      #expect(!format.mimeTypes.isEmpty, "\(format)")
      for type in format.mimeTypes { #expect(DesktopEntry.text.contains(type + ";")) }
    }
  }

  @Test func roffEscapes() {
    #expect(ManPage.escaped("--size WxH, ease-in-out, -1") == #"\-\-size WxH, ease-in-out, \-1"#)
    #expect(ManPage.escaped(#".hidden \n"#) == #"\&.hidden \en"#)
  }

  /// Opening one file from a file manager runs the entry's command: it shows the pictures of
  /// the file's folder, starting at that file.
  @Test func openingOneFileShowsItsFolderStartingAtIt() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png"], in: folder)
    let exec = try #require(
      DesktopEntry.text.split(separator: "\n").first { $0.hasPrefix("Exec=") })
    let words = exec.dropFirst("Exec=".count).split(separator: " ").map(String.init)
    #expect(words == ["@BINDIR@/carousel", "--start", "%f"])
    let replay = folder.file("status.jsonl")
    try #"{"t":100,"type":"control","line":"status"}"#.write(
      toFile: replay, atomically: true, encoding: .utf8)
    let arguments = words.dropFirst().map { $0 == "%f" ? folder.file("pics/b.png") : $0 }
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--replay", replay] + arguments)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.contains(#"\"index\":2,\"count\":3,\"name\":\"b.png\""#))
  }
}
