import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// Measures every character as `advance` pixels wide, lines as 1.2 × the size high.
struct FixedAdvance: TextMeasuring {
  /// Pixels per character at size 10.
  var advance = 6.0

  func width(of text: String, in style: TextStyle) -> Double {
    Double(text.count) * advance * Double(style.pixelSize) / 10
  }

  func lineHeight(in style: TextStyle) -> Double { Double(style.pixelSize) * 1.2 }
}

/// Line breaking and fitting: measured with fixed advances, then with the real font.
@Suite("Text layout")
struct TextLayoutTests {
  static let face = FontFace(path: "/fixed")

  @Test(
    "Lines break between words and inside a word only when it alone is too wide",
    arguments: [
      ("the quick brown fox", 10.0, ["the quick", "brown fox"]),
      ("the quick brown fox", 100.0, ["the quick brown fox"]),
      ("  spaced    out  ", 100.0, ["spaced out"]),
      ("", 10.0, [""]),
      ("antidisestablishment is long", 8.0, ["antidise", "stablish", "ment is", "long"]),
      ("é\u{301}é\u{301}é\u{301}", 2.0, ["é\u{301}é\u{301}", "é\u{301}"]),
    ])
  func breaksLines(text: String, widthInCharacters: Double, expected: [String]) {
    let lines = LineBreaker.wrap(text, width: widthInCharacters) { Double($0.count) }
    #expect(lines == expected)
  }

  @Test("The fitter picks the largest size at which the block fits, and never clips")
  func fitsAtTheLargestSize() {
    let fitter = TextFitter(measurer: FixedAdvance())
    let paragraphs = [
      TextParagraph(text: "Title", scale: 1.5, color: .white, isBold: true),
      TextParagraph(
        text: "some words that wrap onto a few lines", color: .white, spaceBefore: 0.5),
    ]
    let layout = fitter.fit(
      paragraphs, face: Self.face, width: 200, height: 100, sizes: 4...60)
    #expect(layout.fits(width: 200, height: 100))
    #expect(!layout.isTruncated)
    let larger = fitter.layout(
      paragraphs, face: Self.face, width: 200, baseSize: layout.baseSize + 1)
    #expect(!larger.fits(width: 200, height: 100), "one size larger would not fit")
    #expect(layout.lines.first?.style.pixelSize == Int((Double(layout.baseSize) * 1.5).rounded()))
  }

  @Test("Text too long for the box at the smallest size is cut, the last line ending with …")
  func truncatesAtTheSmallestSize() {
    let fitter = TextFitter(measurer: FixedAdvance())
    let text = Array(repeating: "word", count: 500).joined(separator: " ")
    let layout = fitter.fit(
      [TextParagraph(text: text, color: .white)], face: Self.face, width: 100, height: 50,
      sizes: 6...20)
    #expect(layout.isTruncated)
    #expect(layout.baseSize == 6)
    #expect(layout.fits(width: 100, height: 50))
    #expect(layout.lines.last?.text.hasSuffix("…") == true)
  }

  @Test("Right-to-left lines are those whose first letter is Hebrew or Arabic")
  func directions() {
    #expect(TextDirection.of("שלום עולם") == .rightToLeft)
    #expect(TextDirection.of("123 مرحبا") == .rightToLeft)
    #expect(TextDirection.of("Hello שלום") == .leftToRight)
    #expect(TextDirection.of("2024") == .leftToRight)
  }
}
