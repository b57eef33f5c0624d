import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit
@testable import SDLKit

/// At rest the picture the window shows 1:1 lets its texture go (the window's frame buffer holds
/// its pixels), and every frame after it is drawn as if it had kept it (docs/architecture.md,
/// "Memory at rest").
@Suite("Memory at rest", .serialized)
struct RestMemoryTests {
  /// Pictures larger than the window: each is shown at 1 MiB or more, and so parked
  /// (``MemoryPolicy/mappingThreshold``).
  static let pictures = ["05-hubble-deep-field.jpg", "07-retina.jpg"].map(DemoPicture.path)
  static let window = Size(width: 1024, height: 576)

  @Test("the picture at rest is parked, and a swipe after it draws every pixel as without")
  func restingPictureComesBackExactly() throws {
    try SDLTestSession.run {
      let resting = try Self.fullscreen(ViewerHarness(paths: Self.pictures, size: Self.window))
      let awake = try Self.fullscreen(ViewerHarness(paths: Self.pictures, size: Self.window))
      #expect(try resting.renderFrame().argbPixels() == awake.renderFrame().argbPixels())
      resting.viewer.rest()
      let texture = try #require(Self.texture(of: 0, in: resting))
      #expect(texture.isParked)
      #expect(try #require(Self.texture(of: 0, in: awake)).isParked == false)
      for harness in [resting, awake] {
        harness.perform(.next)
        harness.advance(frames: 6)
      }
      let moving = try resting.renderFrame().argbPixels()
      #expect(!texture.isParked && !texture.isLost)
      #expect(resting.viewer.isAnimating)
      #expect(moving == (try awake.renderFrame().argbPixels()), "mid-swipe")
      // At rest on the next picture, the first one is off the window: neither is parked twice.
      for harness in [resting, awake] { harness.advance(frames: 60) }
      #expect(try resting.renderFrame().argbPixels() == awake.renderFrame().argbPixels())
      resting.viewer.rest()
      #expect(!texture.isParked)
      #expect(try #require(Self.texture(of: 1, in: resting)).isParked)
    }
  }

  @Test("a window that is not fullscreen parks nothing: a window manager may resize it")
  func windowedParksNothing() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: Self.pictures, size: Self.window)
      _ = try harness.renderFrame()
      harness.viewer.rest()
      #expect(try #require(Self.texture(of: 0, in: harness)).isParked == false)
      try harness.window.setFullscreen(true)
      _ = try harness.renderFrame()
      harness.viewer.rest()
      #expect(try #require(Self.texture(of: 0, in: harness)).isParked)
    }
  }

  /// A resize the app did not make (a window manager's, a new screen mode): SDL replaces the
  /// frame buffer before the viewer hears of it. (One the app makes brings its parked pictures
  /// back first: RestMemoryHoleTests.)
  @Test("a window resized by someone else while its picture is parked decodes the picture again")
  func resizeDecodesAgain() throws {
    try SDLTestSession.run {
      var pipeline = PipelineSettings()
      let decoder = SolidColorDecoder(size: Self.window)
      pipeline.decoder = decoder
      let harness = try ViewerHarness(
        catalog: Catalog(items: [CarouselItem(picture: "/pictures/a.png")]), size: Self.window,
        pipeline: pipeline)
      try harness.window.setFullscreen(true)
      let before = try harness.renderFrame().argbPixels()
      let output = harness.renderer.outputSize
      harness.viewer.rest()
      let texture = try #require(Self.texture(of: 0, in: harness))
      #expect(texture.isParked)
      let decodes = decoder.decodedPaths.count
      harness.window.renderer = nil  // not told first, as with a window manager's resize
      try harness.window.setFullscreen(false)  // back to 1024×576: the viewer lays out again
      let after = try harness.renderFrame().argbPixels()
      #expect(texture.isLost)
      #expect(decoder.decodedPaths.count == decodes + 1, "decoded again")
      let again = try #require(Self.texture(of: 0, in: harness))
      #expect(again !== texture && !again.isLost)
      // The picture again where the parked one was, not the new frame buffer's blank pixels.
      #expect(after.count == 1024 * 576)
      #expect(
        after[288 * 1024 + 512] == before[output.height / 2 * output.width + output.width / 2])
    }
  }

  /// `harness` with its window made fullscreen (the offscreen driver's display).
  static func fullscreen(_ harness: ViewerHarness) throws -> ViewerHarness {
    try harness.window.setFullscreen(true)
    return harness
  }

  /// The texture of item `index`'s picture in `harness`'s cache.
  static func texture(of index: Int, in harness: ViewerHarness) -> Texture? {
    let key = harness.viewer.catalog[index].key
    guard case .picture(let texture, _) = harness.viewer.pictures.store.cache.peek(key)?.content
    else { return nil }
    return texture
  }
}
