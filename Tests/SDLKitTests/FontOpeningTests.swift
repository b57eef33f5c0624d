import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// What `Font` says when its file cannot be opened.
@Suite("Font opening", .serialized)
struct FontOpeningTests {
  /// SDL_ttf's own message names the file but not why; the system's reason follows it, so an
  /// app out of descriptors says so instead of seeming to have lost its font.
  @Test("a font file that cannot be opened says why, after SDL's message")
  func theReasonFollowsSDLsMessage() throws {
    try SDLTestSession.run {
      let path = "/nonexistent/carousel/Missing.ttf"
      #expect(
        throws: SDLError(
          function: "TTF_OpenFontIndex",
          message: "Couldn't open \(path): No such file or directory")
      ) {
        try Font(path: path, pointSize: 12)
      }
    }
  }
}
