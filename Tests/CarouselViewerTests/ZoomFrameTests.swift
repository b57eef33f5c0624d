import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureKit

/// Golden frames of a zoomed picture (docs/physics.md §17): at 1:1 it is drawn from a decode at
/// the zoom's resolution, sharp, not from the window-sized texture enlarged.
@Suite("Zoomed frames", .serialized)
struct ZoomFrameTests {
  static let golden = RepositoryPath.appending("Tests/CarouselViewerTests/Golden/zoomed-1to1.png")

  /// Pixels darker than a grid line's enlarged blur could be, along row `y`.
  static func darkPixels(in frame: Surface, row y: Int) throws -> Int {
    (0..<frame.size.width).filter { x in
      guard let pixel = frame.pixel(x: x, y: y) else { return false }
      return max(pixel.red, pixel.green, pixel.blue) < 40
    }.count
  }

  @Test("at 1:1 the grid's 2-pixel lines are sharp: the detail, decoded at the zoom's scale")
  func oneToOneIsSharp() throws {
    let folder = try TemporaryFolder()
    let paths = try ZoomReplayTests.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths, size: ZoomReplayTests.size)
      _ = try harness.renderFrame()
      harness.perform(.toggleZoom)
      harness.advance(frames: 60)
      let frame = try harness.renderFrame()
      #expect(harness.viewer.zoomShown?.scale == ZoomReplayTests.oneToOne)
      #expect(try GoldenFrame(path: Self.golden).compare(frame) == .matches)
      // At 1:1 a row crosses twelve vertical lines, two pixels each, black.
      let sharp = try Self.darkPixels(in: frame, row: 3)
      #expect(sharp >= 22)
      // The detail: the view and a quarter-view margin each side, one texel a picture pixel.
      let item = harness.viewer.catalog[0]
      let detail = try #require(harness.viewer.pictures.store.detail(for: item))
      #expect(detail.texture.size == detail.region.size)
      #expect(detail.region.width == 720 && (405...406).contains(detail.region.height))
      #expect(harness.viewer.pictures.store.cache.reservedBytes == detail.texture.byteCount)
      // Without it, the window-sized texture enlarged 5.9 times: every line a grey blur.
      harness.viewer.pictures.store.requestDetail(nil)
      try harness.viewer.draw()
      let soft = try harness.renderer.readPixels()
      #expect(try Self.darkPixels(in: soft, row: 3) == 0)
    }
  }

  @Test("bug: the last frame of a zoom's spring was never drawn; the live loop now draws it")
  func lastZoomFrameIsDrawn() throws {
    let folder = try TemporaryFolder()
    let paths = try ZoomReplayTests.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths, size: ZoomReplayTests.size)
      var shown = try harness.renderFrame().argbPixels()
      // As the live loop does: draw a frame only when the viewer asks for one.
      func play(_ action: Action) throws {
        harness.perform(action)
        for _ in 0..<90 {
          harness.advance(frames: 1)
          if harness.viewer.needsRedraw {
            try harness.viewer.draw()
            shown = try harness.renderer.readPixels().argbPixels()
          }
        }
      }
      try play(.zoomIn)
      #expect(harness.viewer.zoomShown?.scale == 1.25)
      try harness.viewer.draw()
      #expect(try harness.renderer.readPixels().argbPixels() == shown, "the screen shows the rest")
      try play(.zoomToFit)
      #expect(harness.viewer.zoomShown == nil)
      try harness.viewer.draw()
      #expect(try harness.renderer.readPixels().argbPixels() == shown, "the screen shows the fit")
    }
  }
}
