import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The overview grid marks a clip's cell with a play mark over its first frame; the info panel
/// gives a clip's length, codec and frame rate.
@Suite(.serialized) struct ClipGridAndInfoTests {
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

  @Test("the info panel of a clip: its size, length, codec and frame rate")
  func infoPanelOfAClip() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder, name: "a.mp4")
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        catalog: ClipFiles.catalog([clip]), size: ClipPlaybackTests.size,
        pipeline: ClipFiles.pipeline)
      _ = try harness.renderFrame()
      let rows = harness.viewer.overlay.infoPanel(forItem: 0).rows
      let values = Dictionary(rows.map { ($0.label, $0.value) }) { first, _ in first }
      #expect(values["Size"] == "32 × 16 pixels")
      #expect(values["Length"] == "3 s")
      #expect(values["Video"] == "h264, 15 frames a second")
    }
    #expect(InfoContent.length(2.46) == "2.5 s")
    #expect(InfoContent.length(65) == "1:05")
    #expect(InfoContent.length(3_725) == "1:02:05")
  }
}
