import Geometry
import SDLKit
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureKit

/// Review of 7c5ea85 (Memory at rest): a window resized after the loop rested.
///
/// What a user sees when the window changes size (the F key, a window manager's maximise)
/// after the loop rested. Fails on 7c5ea85.
@Suite("Memory at rest: a resize after rest", .serialized)
struct RestMemoryHoleTests {
  static let window = Size(width: 480, height: 270)

  /// A resized window shows its old picture stretched until the new decode, as before.
  ///
  /// Before 7c5ea85 a resized window drew the picture it had, stretched, while the picture
  /// decoded again at the new size (PictureStore.content(for:) returned the cached texture).
  /// A parked texture is lost with the frame buffer, so it draws the loading page instead,
  /// for as long as the decode takes (a 24 MP JPEG: a few hundred ms on a slow board).
  @Test("a window resized after rest keeps showing its picture while it decodes again")
  func resizeAfterRestShowsThePicture() throws {
    try SDLTestSession.run {
      let (resting, restingDecoder) = try Self.harness()
      let (awake, awakeDecoder) = try Self.harness()
      defer {
        restingDecoder.gate.open()
        awakeDecoder.gate.open()
      }
      _ = try resting.renderFrame()
      _ = try awake.renderFrame()
      resting.viewer.rest()
      restingDecoder.gate.close()
      awakeDecoder.gate.close()
      var centres: [UInt32] = []
      for harness in [resting, awake] {
        harness.window.resize(to: Size(width: 800, height: 450))
        harness.viewer.relayout()
        harness.viewer.update(now: harness.clock.now())
        try harness.viewer.draw()  // the decode at the new size is still at the gate
        let frame = try harness.renderer.readPixels().argbPixels()
        centres.append(frame[225 * 800 + 400])
      }
      let colour = SolidColorDecoder.color(of: FilePath("/pictures/a.png"))
      #expect(centres[1] == colour, "without parking: the old picture, stretched")
      #expect(centres[0] == colour, "after rest: the same, not the loading page")
    }
  }

  static func harness() throws -> (ViewerHarness, SolidColorDecoder) {
    var pipeline = PipelineSettings()
    let decoder = SolidColorDecoder(size: Size(width: 1600, height: 900))
    pipeline.decoder = decoder
    let harness = try ViewerHarness(
      catalog: Catalog(items: [CarouselItem(picture: "/pictures/a.png")]), size: window,
      pipeline: pipeline)
    return (harness, decoder)
  }
}
