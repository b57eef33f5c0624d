import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemFonts
import TestSupport
import Testing

@testable import CarouselViewer

/// Japanese and Chinese, which the shipped DejaVu Sans has no glyphs for, drawn in a system
/// font fontconfig finds for them (Debian's fonts-wqy-zenhei, from scripts/install-deps), as
/// words and not as boxes.
@Suite("Japanese and Chinese text", .serialized)
struct CJKTextFrameTests {
  static let slide = """
    # 今日の予定

    朝ごはん 7:00
    散歩 10:00
    晚饭 18:30
    """

  @Test("DejaVu Sans lacks the glyphs, and fontconfig knows a face that has them")
  func fontsOnTheMachine() throws {
    try SDLTestSession.run {
      let dejaVu = try #require(AssetLocator.font())
      let shipped = try Font(path: dejaVu, pointSize: 16, faceIndex: 0)
      #expect(!shipped.providesGlyph("今"))
      let match = try #require(FontMatcher.match("sans-serif:charset=4eca"))
      let system = try Font(path: match.path, pointSize: 16, faceIndex: match.faceIndex)
      #expect(system.providesGlyph("今") && system.providesGlyph("の") && system.providesGlyph("饭"))
    }
  }

  @Test("a text slide in Japanese and Chinese drawn in the system's font (golden frame)")
  func textSlide() throws {
    let folder = try TemporaryFolder()
    try folder.write("plan.md", bytes: Array(Self.slide.utf8))
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        paths: [folder.file("plan.md")], size: Size(width: 480, height: 270), display: .off)
      let frame = try harness.renderFrame()
      try DisplayFrameTests.expectGolden(frame, "text-slide-cjk")
      #expect(harness.reportedLines.isEmpty)
    }
  }
}
