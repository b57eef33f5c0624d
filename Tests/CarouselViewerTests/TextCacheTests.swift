import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureKit
@testable import ReplayFormat

@Suite("Text cache", .serialized)
struct TextCacheTests {
  @Test("Resizing through many text sizes never keeps more than a dozen fonts open")
  func fontsStayBounded() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 8, height: 8))
      let renderer = try Renderer(drawingInto: target)
      let cache = TextCache(
        renderer: renderer, fontPath: RepositoryPath.appending("Assets/Fonts/DejaVuSans.ttf"))
      for size in 10..<60 {
        #expect(
          cache.texture(for: "Cannot show this picture", pointSize: size, color: .white) != nil)
        #expect(cache.openFontCount <= TextCache.fontCapacity)
      }
      #expect(cache.openFontCount >= 1)
    }
  }

  @Test("Without a font, text is simply not drawn")
  func missingFontDrawsNothing() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 8, height: 8))
      let renderer = try Renderer(drawingInto: target)
      let cache = TextCache(renderer: renderer, fontPath: "/nonexistent/font.ttf")
      #expect(cache.texture(for: "x", pointSize: 12, color: .white) == nil)
    }
  }
}
