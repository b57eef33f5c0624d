import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles
@testable import PictureKit

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
      name: "1 in × 8,000 in, in a 117-byte file",
      svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1in\" height=\"8000in\">"
        + "<rect width=\"1\" height=\"1\"/></svg>"),
    Case(
      name: "no size: nanosvg measures a 1 × 8,000 shape, the header guesses 100 × 100",
      svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"8000\"/></svg>"),
  ]

  /// Regression: a tall SVG allocated a huge surface.
  ///
  /// It was rendered bounded in width only, and nanosvg took the height from the file's real
  /// aspect ratio: 117 bytes allocated a 100 × 800,000 surface (320 MB; the headless binary's
  /// peak went from 99 to 354 MB). The surface now fits the box on both sides.
  @Test(arguments: hostile)
  func tallSVGAllocatesAHugeSurface(_ testCase: Case) throws {
    let bytes = Array(testCase.svg.utf8)
    let box = Size(width: 160, height: 90)
    let size = try SDLTestSession.run {
      let header = try PictureHeader.size(of: .svg, in: bytes)
      return try SDLImageCodec().renderSVG(bytes, headerSize: header, box: box).size
    }
    #expect(size.width <= box.width + 1 && size.height <= box.height + 1, "rendered \(size)")
  }

  /// The real binary shows them without an error.
  @Test(arguments: hostile)
  func tallSVGShowsInTheBinary(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("tall.svg", bytes: Array(testCase.svg.utf8))
    let result = try CarouselProcess.run(["--headless", "--size", "160x90", "--frames", "1", path])
    #expect(result.status == 0)
    #expect(!result.standardError.contains("carousel:"), "\(result.standardError)")
  }
}
