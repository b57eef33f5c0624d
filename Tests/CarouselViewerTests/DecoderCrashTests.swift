import Foundation
import Geometry
import SDLTestSupport
import TestSupport
import Testing

/// The real binary with decoder workers that crash mid-decode (the test-only fault switch):
/// each crash costs its picture one error page and one stderr line, and the pictures after it
/// still decode in fresh workers.
@Suite(.serialized) struct DecoderCrashTests {
  @Test func crashesCostOnePictureEach() throws {
    let folder = try TemporaryFolder()
    let names = ["1-crash.png", "2-crash.png", "3-crash.png", "4-good.png", "5-good.png"]
    try SDLTestSession.run {
      for name in names {
        try writeSolidPNG(folder.file(name), size: Size(width: 16, height: 9), color: .white)
      }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["CAROUSEL_DECODE_FAULT"] = "crash:-crash"
    // Item 0 and two on each side (the carousel wraps): all five are decoded.
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--frames", "1", folder.path], environment: environment)
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("carousel:")
    }
    // How the worker died: a segmentation fault; under a sanitizer (scripts/sanitize) its
    // runtime may take the crash and exit with a status of its own instead.
    let cause = Environment.sanitizer == nil ? "segmentation fault" : ""
    #expect(lines.count == 3, "\(result.standardError)")
    for name in names.prefix(3) {
      let line = "carousel: cannot show \(folder.file(name)): the decoder crashed on this file ("
      #expect(lines.contains { $0.hasPrefix(line + cause) }, "\(name): \(result.standardError)")
    }
  }

  /// A decoder library's own words are said once, naming the file.
  ///
  /// Issue 35: libjxl wrote `dec_ans.cc:367: Histogram …` and a blank line for some 16-bit
  /// files, straight onto the terminal, naming no file. The `say` fault writes as it did,
  /// during the decode.
  @Test func librariesWordsAreSaidOnceWithTheFile() throws {
    let folder = try TemporaryFolder()
    let names = ["1-say.png", "2-good.png"]
    try SDLTestSession.run {
      for name in names {
        try writeSolidPNG(folder.file(name), size: Size(width: 16, height: 9), color: .white)
      }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["CAROUSEL_DECODE_FAULT"] = "say:-say"
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--frames", "1", folder.path], environment: environment)
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("dec_ans.cc") }, "\(result.standardError)")
    #expect(!result.standardError.contains("\n\n"), "no blank line")
    #expect(
      lines.filter { $0.hasPrefix("carousel:") } == [
        "carousel: \(folder.file(names[0])): its decoder library said: dec_ans.cc:367: "
          + "Histogram is not a distribution"
      ], "\(result.standardError)")
  }
}
