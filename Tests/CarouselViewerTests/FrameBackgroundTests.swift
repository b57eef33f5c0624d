import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureKit

/// The software renderer's frames fill with the background only what the pictures leave
/// uncovered: two full-screen photos sliding past each other need no clear at all.
@Suite("Frame background", .serialized)
struct FrameBackgroundTests {
  static let output = Rect(x: 0, y: 0, width: 160, height: 90)

  /// A painter on a software renderer, and opaque and see-through textures of `size`.
  static func withPainter(
    _ body: (FramePainter, (Size, Bool) throws -> Texture) throws -> Void
  ) throws {
    try SDLTestSession.run {
      let (painter, renderer) = try FramePainter.offscreen(Size(width: 160, height: 90))
      try body(painter) { size, opaque in
        try Texture(
          renderer: renderer, argbPixels: [UInt32](repeating: 0xFF40_8020, count: size.area),
          size: size, isOpaque: opaque)
      }
    }
  }

  static func page(_ content: PictureContent, x: Double) -> PageDrawing {
    PageDrawing(
      content: content, name: "p", frame: Rect(x: x, y: 0, width: 160, height: 90))
  }

  @Test("two opaque full-size pictures mid-slide cover the frame: nothing to clear")
  func slidingPicturesNeedNoClear() throws {
    try Self.withPainter { painter, texture in
      #expect(painter.snapsToPixels)
      let size = Size(width: 160, height: 90)
      let pages = [
        Self.page(.picture(try texture(size, true), originalSize: size), x: -60.4),
        Self.page(.picture(try texture(size, true), originalSize: size), x: 99.6),
      ]
      #expect(painter.uncoveredAreas(of: pages, in: Self.output) == [])
    }
  }

  @Test("a 3:2 picture in a 16:9 page leaves its two side bars; other pages their frame")
  func barsAndOtherPages() throws {
    try Self.withPainter { painter, texture in
      let photo = Size(width: 135, height: 90)  // 3:2 fitted to 90 px high
      let pages = [
        Self.page(.picture(try texture(photo, true), originalSize: photo), x: 0),
        Self.page(.loading, x: 160),
      ]
      let areas = try #require(painter.uncoveredAreas(of: [pages[0]], in: Self.output))
      #expect(
        Set(areas.map { [$0.x, $0.width] })
          == [[0, 13], [148, 12]])  // 12.5 px each side; the picture snaps to 13..<148
      let moving = [
        Self.page(pages[0].content, x: -80), Self.page(.loading, x: 80),
      ]
      let movingAreas = try #require(painter.uncoveredAreas(of: moving, in: Self.output))
      #expect(movingAreas.contains(Rect(x: 80, y: 0, width: 80, height: 90)), "\(movingAreas)")
      // A see-through picture's whole page is cleared behind it.
      let clear = [Self.page(.picture(try texture(photo, false), originalSize: photo), x: 0)]
      #expect(painter.uncoveredAreas(of: clear, in: Self.output) == [Self.output])
    }
  }

  @Test("pages that do not tile the frame: the whole frame is cleared")
  func gapsClearEverything() throws {
    try Self.withPainter { painter, texture in
      let size = Size(width: 160, height: 90)
      let page = Self.page(.picture(try texture(size, true), originalSize: size), x: 30)
      #expect(painter.uncoveredAreas(of: [page], in: Self.output) == nil)
    }
  }
}
