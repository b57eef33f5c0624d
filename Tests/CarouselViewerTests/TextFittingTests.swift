import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// Text slides fitted with the real font and checked by measurement: every rendered line
/// inside the page's text box at every window size from 320×240 to 3840×2160.
@Suite("Text fitting", .serialized)
struct TextFittingTests {
  static let sizes = [
    Size(width: 320, height: 240), Size(width: 240, height: 320), Size(width: 640, height: 480),
    Size(width: 1280, height: 720), Size(width: 1000, height: 200), Size(width: 1920, height: 1080),
    Size(width: 2560, height: 1600), Size(width: 3840, height: 2160),
  ]

  /// About 250 words in three paragraphs, with a word longer than a small window's line.
  static let longSlide: TextSlide = {
    var generator = SeededGenerator(seed: 12)
    let words = [
      "gallery", "opening", "hours", "visitors", "are", "welcome", "to", "the", "exhibition",
      "of", "photographs", "from", "around", "world", "Carousel", "shows", "pictures",
    ]
    let paragraph = {
      (0..<80).map { _ in words[Int(generator.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    return TextSlide(
      title: "An announcement with a rather long title for everyone",
      body: [
        paragraph(), "", paragraph() + " Donaudampfschifffahrtsgesellschaftskapitän", "",
        paragraph(),
      ])
  }()

  @Test("A long text wraps and shrinks to fit every window size, no line clipped", arguments: sizes)
  func longTextFits(size: Size) throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 8, height: 8))
      let renderer = try Renderer(drawingInto: target)
      let fonts = FontBook(fallback: TextCacheTests.fontPath, reporter: .silent)
      let cache = TextCache(renderer: renderer, fonts: fonts)
      let painter = TextSlidePainter(
        renderer: renderer, layouts: TextLayoutCache(fonts: fonts),
        blocks: TextBlockPainter(renderer: renderer, cache: cache),
        look: TextSlideLook(face: fonts.fallback))
      let frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
      let box = try #require(TextSlidePainter.textBox(in: frame))
      let layout = try #require(painter.layout(of: Self.longSlide, in: box))
      #expect(!layout.lines.isEmpty)
      #expect(layout.height <= box.height, "the block fits the height")
      for line in layout.lines {
        let texture = try #require(cache.texture(for: line.text, style: line.style))
        // The rendered pixels, not just the measure, stay inside the box.
        #expect(Double(texture.size.width) <= box.width, "\(line.text) is clipped at \(size)")
      }
      let shown = layout.lines.map(\.text).joined(separator: " ")
        .split(separator: " ").count
      if !layout.isTruncated {
        let all = ([Self.longSlide.title] + Self.longSlide.body).joined(separator: " ")
          .split(separator: " ").count
        #expect(shown >= all, "no word lost")
      }
    }
  }

  @Test("The larger the window, the larger the text: 4K text is at least 4 times 320×240's")
  func textGrowsWithTheWindow() throws {
    try SDLTestSession.run {
      let fonts = FontBook(fallback: TextCacheTests.fontPath, reporter: .silent)
      let layouts = TextLayoutCache(fonts: fonts)
      let slide = TextSlide(
        title: "Opening hours", body: ["Monday to Friday 9–17", "Saturday 10–14"])
      let sizes = [Size(width: 320, height: 240), Size(width: 3840, height: 2160)].map { size in
        let frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let box = TextSlidePainter.textBox(in: frame)
        return box.map {
          layouts.fit(
            TextSlidePainter.paragraphs(of: slide, color: .white),
            face: FontFace(path: TextCacheTests.fontPath),
            width: $0.width, height: $0.height, sizes: 6...Int($0.height / 11)
          ).baseSize
        }
      }
      let small = try #require(sizes[0])
      let large = try #require(sizes[1])
      #expect(small >= 12, "a short notice is legible at 320×240")
      #expect(large >= small * 4)
    }
  }
}
