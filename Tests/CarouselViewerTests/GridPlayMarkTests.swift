import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The overview grid marks a clip's cell with a play mark over its first frame.
@Suite(.serialized) struct GridPlayMarkTests {
  @Test("a clip's cell has a play mark at its centre; a picture's has none")
  func playMarkOnClips() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder, name: "a.mp4")
    try writeSolidPNG(folder.file("b.png"), size: Size(width: 32, height: 16), color: .black)
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        catalog: ClipFiles.catalog([clip, folder.file("b.png")]),
        size: Size(width: 320, height: 240), pipeline: ClipFiles.pipeline)
      try GridViewerTests.openGrid(harness)
      let frame = try harness.renderFrame()
      let cells = harness.viewer.grid.cells(at: harness.clock.now())
      #expect(cells.map(\.item) == [0, 1])
      for cell in cells {
        let centre = try #require(
          frame.pixel(
            x: Int(cell.frame.x + cell.frame.width / 2),
            y: Int(cell.frame.y + cell.frame.height / 2)))
        if cell.item == 0 {
          #expect(centre.green > 200 && centre.blue > 200, "the mark: \(centre)")
        } else {
          #expect(centre.green < 40 && centre.red < 40, "the black picture: \(centre)")
        }
      }
    }
  }
}
