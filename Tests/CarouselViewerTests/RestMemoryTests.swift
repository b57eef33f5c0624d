import Geometry
import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureKit

/// At rest the picture the window shows 1:1 lets its texture go (the window's frame buffer holds
/// its pixels), and every frame after it is drawn as if it had kept it (docs/architecture.md,
/// "Memory at rest").
@Suite("Memory at rest", .serialized)
struct RestMemoryTests {
  static let pictures = ["01-chelsea.png", "02-coffee.png"].map(DemoPicture.path)
  /// Large enough that each picture is parked (``RenderingConstants/parkingMinimumBytes``).
  static let window = Size(width: 480, height: 270)

  @Test("the picture at rest is parked, and a swipe after it draws every pixel as without")
  func restingPictureComesBackExactly() throws {
    try SDLTestSession.run {
      let resting = try ViewerHarness(paths: Self.pictures, size: Self.window)
      let awake = try ViewerHarness(paths: Self.pictures, size: Self.window)
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

  @Test("a window resized while its picture is parked decodes the picture again")
  func resizeDecodesAgain() throws {
    try SDLTestSession.run {
      var pipeline = PipelineSettings()
      let decoder = SolidColorDecoder(size: Self.window)
      pipeline.decoder = decoder
      let harness = try ViewerHarness(
        catalog: Catalog(items: [CarouselItem(picture: "/pictures/a.png")]), size: Self.window,
        pipeline: pipeline)
      let before = try harness.renderFrame().argbPixels()
      harness.viewer.rest()
      let texture = try #require(Self.texture(of: 0, in: harness))
      #expect(texture.isParked)
      let decodes = decoder.decodedPaths.count
      harness.window.resize(to: Size(width: 800, height: 450))  // the viewer lays out again
      let after = try harness.renderFrame().argbPixels()
      #expect(texture.isLost)
      #expect(decoder.decodedPaths.count == decodes + 1, "decoded again")
      let again = try #require(Self.texture(of: 0, in: harness))
      #expect(again !== texture && !again.isLost)
      // The picture again where the parked one was, not the new frame buffer's blank pixels.
      #expect(after.count == 800 * 450)
      #expect(after[225 * 800 + 400] == before[135 * 480 + 240])
    }
  }

  /// The texture of item `index`'s picture in `harness`'s cache.
  static func texture(of index: Int, in harness: ViewerHarness) -> Texture? {
    let key = harness.viewer.catalog[index].key
    guard case .picture(let texture, _) = harness.viewer.pictures.store.cache.peek(key)?.content
    else { return nil }
    return texture
  }
}
