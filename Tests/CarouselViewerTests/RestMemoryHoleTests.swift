import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// A fullscreen window the app makes a window again after the loop rested (the F key, a
/// fullscreen command).
///
/// Regression (found in review of the first version of Memory at rest): such a resize lost the
/// parked picture with the frame buffer and showed the loading page until it decoded again.
@Suite("Memory at rest: a resize after rest", .serialized)
struct RestMemoryHoleTests {
  /// Its picture is shown at 1 MiB or more, and so parked.
  static let window = Size(width: 1024, height: 576)

  /// A resized window shows its old picture stretched until the new decode, as it does without
  /// parking (PictureStore.content(for:) keeps the cached texture while a decode for the new
  /// box runs), not the loading page for as long as the decode takes (a 24 MP JPEG: a few
  /// hundred ms on a slow board).
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
      #expect(RestMemoryTests.texture(of: 0, in: resting)?.isParked == true)
      restingDecoder.gate.close()
      awakeDecoder.gate.close()
      var centres: [UInt32] = []
      for harness in [resting, awake] {
        try harness.window.setFullscreen(false)  // back to 1024×576
        harness.viewer.relayout()
        harness.viewer.update(now: harness.clock.now())
        try harness.viewer.draw()  // the decode at the new size is still at the gate
        let frame = try harness.renderer.readPixels().argbPixels()
        centres.append(frame[288 * 1024 + 512])
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
    try harness.window.setFullscreen(true)  // only a fullscreen window parks
    return (harness, decoder)
  }
}
