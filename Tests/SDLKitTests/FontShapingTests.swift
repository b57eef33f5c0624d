import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// SDL_ttf's HarfBuzz shaping through `Font`: right-to-left lines and combining marks.
@Suite("Font shaping", .serialized)
struct FontShapingTests {
  static let path = RepositoryPath.appending("Assets/Fonts/DejaVuSans.ttf")

  @Test("Debian's SDL_ttf shapes with HarfBuzz: a line can be set right to left")
  func rightToLeft() throws {
    try SDLTestSession.run {
      #expect(Font.shapesText)
      let font = try Font(path: Self.path, pointSize: 32)
      // Hebrew letters do not join, so "אבג" set right to left is "גבא" set left to right.
      let leftToRight = try font.render("גבא", color: .white).argbPixels()
      let unshaped = try font.render("אבג", color: .white).argbPixels()
      #expect(font.setDirection(.rightToLeft))
      #expect(font.direction == .rightToLeft)
      let rightToLeft = try font.render("אבג", color: .white).argbPixels()
      #expect(rightToLeft == leftToRight)
      #expect(rightToLeft != unshaped)
    }
  }

  @Test("A combining accent sits on its letter: e + U+0301 is as wide as e")
  func combiningMarks() throws {
    try SDLTestSession.run {
      let font = try Font(path: Self.path, pointSize: 32)
      #expect(font.size(of: "e\u{301}").width == font.size(of: "e").width)
      #expect(font.size(of: "e\u{301}").width == font.size(of: "é").width)
    }
  }
}
