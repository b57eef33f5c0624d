import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer

/// SVGs render within the box they are shown in, whatever size or units they declare.
@Suite(.serialized) struct SVGRenderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let svg: String
    var testDescription: String { name }
  }

  /// SVGs whose real shape is 1 : 8,000 while the header read a small or square size.
  static let hostile: [Case] = [
    Case(
      name: "1 in × 8,000 in (the reviewer's 117-byte file)",
      svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1in\" height=\"8000in\">"
        + "<rect width=\"1\" height=\"1\"/></svg>"),
    Case(
      name: "no size: nanosvg measures a 1 × 8,000 shape, the header guesses 100 × 100",
      svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"8000\"/></svg>"),
  ]

  /// Regression: a tall SVG allocated a huge surface.
  ///
  /// It was rendered bounded in width only, and nanosvg took the height from the file's real
  /// aspect ratio: 117 bytes allocated a 100 × 800,000 surface (320 MB). The real binary,
  /// showing it in 160 × 90, now stays near its usual memory.
  @Test(arguments: hostile)
  func tallSVGAllocatesAHugeSurface(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("tall.svg", bytes: Array(testCase.svg.utf8))
    let result = try CarouselProcess.run(["--headless", "--size", "160x90", "--frames", "1", path])
    #expect(result.status == 0)
    #expect(!result.standardError.contains("carousel:"), "\(result.standardError)")
    print("\(testCase.name): peak \(result.peakResidentBytes / 1_048_576) MB")
    #expect(result.peakResidentBytes < 200 * 1_048_576)
  }
}
