import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// The text cache: lines rendered once by content, least recently used out past a byte budget.
@Suite("Text cache", .serialized)
struct TextCacheTests {
  static let fontPath = RepositoryPath.appending("Assets/Fonts/DejaVuSans.ttf")

  /// A cache drawing into an 8×8 surface, with `budget` bytes, and the lines it reported.
  final class Fixture {
    let target: Surface
    let renderer: Renderer
    let cache: TextCache
    let reports = ReportedLines()

    init(
      budget: Int = RenderingConstants.textCacheBytes, fontPath: String? = TextCacheTests.fontPath
    ) throws {
      target = try Surface(size: Size(width: 8, height: 8))
      renderer = try Renderer(drawingInto: target)
      let fonts = FontBook(fallback: fontPath, reporter: reports.reporter)
      cache = TextCache(renderer: renderer, fonts: fonts, budget: budget)
    }

    func style(_ size: Int) throws -> TextStyle {
      TextStyle(face: try #require(cache.fonts.fallback), pixelSize: size, color: .white)
    }
  }

  @Test("Resizing through many text sizes never keeps more than FontBook.fontCapacity fonts open")
  func fontsStayBounded() throws {
    try SDLTestSession.run {
      let fixture = try Fixture()
      for size in 10..<60 {
        #expect(
          fixture.cache.texture(for: "Cannot show this picture", style: try fixture.style(size))
            != nil)
        #expect(fixture.cache.fonts.openFontCount <= FontBook.fontCapacity)
      }
      #expect(fixture.cache.fonts.openFontCount == FontBook.fontCapacity)
    }
  }

  @Test("A line asked for again is not rendered again: a page counter costs one render per value")
  func sameContentRendersOnce() throws {
    try SDLTestSession.run {
      let fixture = try Fixture()
      let style = try fixture.style(20)
      for _ in 0..<100 {
        #expect(fixture.cache.texture(for: "12 / 340", style: style) != nil)
      }
      #expect(fixture.cache.renderCount == 1)
      var other = style
      other.color = Color(rgb: 0xFF_00_00)
      _ = fixture.cache.texture(for: "12 / 340", style: other)
      #expect(fixture.cache.renderCount == 2, "another colour is another texture")
    }
  }

  @Test(
    "Past the byte budget the least recently used lines go first, and the total stays within it")
  func leastRecentlyUsedOutWithinBudget() throws {
    try SDLTestSession.run {
      let probe = try Fixture()
      let style = try probe.style(20)
      let one = try #require(probe.cache.texture(for: "page 100", style: style)).byteCount
      // Room for about four such lines.
      let fixture = try Fixture(budget: one * 4 + one / 2)
      let texts = (100..<110).map { "page \($0)" }
      for text in texts.prefix(4) { _ = fixture.cache.texture(for: text, style: style) }
      _ = fixture.cache.texture(for: texts[0], style: style)  // page 100 is used again
      for text in texts.dropFirst(4) {
        _ = fixture.cache.texture(for: text, style: style)
        #expect(fixture.cache.byteCount <= fixture.cache.budget)
      }
      let rendered = fixture.cache.renderCount
      _ = fixture.cache.texture(for: texts[9], style: style)  // the newest is still there
      #expect(fixture.cache.renderCount == rendered)
      _ = fixture.cache.texture(for: texts[1], style: style)  // an old one was evicted
      #expect(fixture.cache.renderCount == rendered + 1)
      #expect(fixture.cache.count <= 4)
    }
  }

  @Test("Without a font, text is simply not drawn, and one line says so")
  func missingFontDrawsNothing() throws {
    try SDLTestSession.run {
      let fixture = try Fixture(fontPath: "/nonexistent/font.ttf")
      let style = try fixture.style(12)
      #expect(fixture.cache.texture(for: "x", style: style) == nil)
      #expect(fixture.cache.texture(for: "y", style: style) == nil)
      #expect(fixture.cache.renderCount == 0)
      #expect(fixture.reports.lines.count == 1)
      #expect(fixture.reports.lines.first?.contains("cannot open the font") == true)
    }
  }

  @Test("--font: a fontconfig name, a file, or (told once) the shipped font when not found")
  func fontsByName() throws {
    let reports = ReportedLines()
    let fonts = FontBook(fallback: Self.fontPath, reporter: reports.reporter)
    let serif = try #require(fonts.face(named: "DejaVu Serif"))
    #expect(
      serif.path.hasSuffix("DejaVuSerif.ttf"), "fonts-dejavu-core's serif, through fontconfig")
    #expect(fonts.face(named: Self.fontPath) == FontFace(path: Self.fontPath))
    #expect(reports.lines.isEmpty)
    #expect(fonts.face(named: "No Such Font Family 12") == fonts.fallback)
    #expect(fonts.face(named: "/nonexistent/font.ttf") == fonts.fallback)
    #expect(reports.lines.count == 2)
    #expect(reports.lines.first?.contains("'No Such Font Family 12' not found") == true)
  }

  @Test("No font file at all: text is not drawn, and one line says so")
  func noFontFileAtAll() throws {
    try SDLTestSession.run {
      let reports = ReportedLines()
      let fonts = FontBook(fallback: nil, reporter: reports.reporter)
      #expect(fonts.fallback == nil)
      #expect(fonts.face(named: nil) == nil)
      #expect(reports.lines.count == 1)
      #expect(reports.lines.first?.contains("no font found") == true)
    }
  }
}
