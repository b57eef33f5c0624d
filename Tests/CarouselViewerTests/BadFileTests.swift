import Foundation
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// Broken files become error pages with one stderr line each, and the carousel goes on.
@Suite("Bad files", .serialized)
struct BadFileTests {
  /// A truncated PNG (the real signature and header, then nothing), random bytes, an empty file.
  static func makeCorpus(in folder: TemporaryFolder) throws -> [String] {
    let png = try Data(contentsOf: URL(fileURLWithPath: DemoPicture.path("01-chelsea.png")))
    var generator = SeededGenerator(seed: 42)
    let random = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    return [
      try folder.write("1-truncated.png", bytes: Array(png.prefix(100))),
      try folder.write("2-random.png", bytes: random),
      try folder.write("3-empty.png", bytes: []),
    ]
  }

  @Test("Each bad file gets an error page and one report naming it; the good one still shows")
  func badFilesBecomeErrorPages() throws {
    let folder = try TemporaryFolder()
    let bad = try Self.makeCorpus(in: folder)
    let good = DemoPicture.path("02-coffee.png")
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: bad + [good])
      for (index, path) in bad.enumerated() {
        #expect(harness.viewer.currentItem == index)
        let frame = try harness.renderFrame()
        #expect(frame.pixel(x: 2, y: 2) == Palette.errorBackground, "error page for \(path)")
        harness.perform(.next)
        harness.advance(frames: 60)
      }
      let frame = try harness.renderFrame()
      #expect(harness.viewer.currentItem == 3)
      #expect(frame.pixel(x: 160, y: 90) != Palette.errorBackground)
      #expect(frame.pixel(x: 160, y: 90) != .black)
      let lines = harness.reportedLines
      #expect(lines.count == 3)
      for path in bad {
        #expect(lines.filter { $0.contains(path) }.count == 1, "one line names \(path)")
      }
      #expect(lines.contains { $0.contains("empty file") })
    }
  }

  /// Regression: the stderr lines of prefetched bad files depended on timing (a flaky test).
  ///
  /// Headless runs waited only for the visible decodes; a single frame rarely reported all
  /// three. The run now ends once every planned decode has reported.
  @Test(
    "The real binary survives them: exit 0, a screenshot, one stderr line per bad file",
    arguments: [1, 3])
  func binarySurvivesBadFiles(frames: Int) throws {
    let folder = try TemporaryFolder()
    let bad = try Self.makeCorpus(in: folder)
    let screenshot = folder.path + "/shot.png"
    let result = try CarouselProcess.run(
      ["--headless", "--size", "160x90", "--frames", "\(frames)", "--screenshot", screenshot]
        + bad)
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("carousel:") }
    #expect(lines.count == 3)
    for path in bad {
      #expect(lines.contains { $0.contains(path) })
    }
    #expect(FileManager.default.fileExists(atPath: screenshot))
  }
}
