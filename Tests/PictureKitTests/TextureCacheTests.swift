import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles
@testable import PictureKit

@Suite(.serialized) struct TextureCacheTests {
  /// Three 16 × 16 textures (1,024 bytes each) in a 2,500-byte budget.
  @Test func evictsLeastRecentlyUsedButNeverPinned() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
      func picture() throws -> PictureContent {
        let size = Size(width: 16, height: 16)
        let pixels = [UInt32](repeating: 0xFF00_FF00, count: size.area)
        return .picture(
          try Texture(renderer: renderer, argbPixels: pixels, size: size), originalSize: size)
      }
      let box = Size(width: 16, height: 16)
      let cache = TextureCache(budget: 2_500)
      let (a, b, c) = (ItemKey(FilePath("a")), ItemKey(FilePath("b")), ItemKey(FilePath("c")))
      cache.insert(try picture(), revision: 0, box: box, for: a, pinned: [])
      cache.insert(try picture(), revision: 0, box: box, for: b, pinned: [])
      _ = cache.entry(for: a)  // b is now the least recently used
      cache.insert(try picture(), revision: 0, box: box, for: c, pinned: [])
      #expect(cache.peek(b) == nil && cache.peek(a) != nil && cache.peek(c) != nil)
      // a is older than c, but pinned (visible): c goes instead.
      cache.insert(try picture(), revision: 0, box: box, for: b, pinned: [a])
      #expect(cache.peek(a) != nil && cache.peek(b) != nil && cache.peek(c) == nil)
      #expect(cache.byteCount == 2_048)
      // Pinned entries may overflow a budget too small for them, and nothing else stays.
      let small = TextureCache(budget: 1_000)
      small.insert(try picture(), revision: 0, box: box, for: a, pinned: [])
      small.insert(try picture(), revision: 0, box: box, for: b, pinned: [a])
      #expect(small.count == 2 && small.byteCount == 2_048)
      small.evict(keeping: [])
      #expect(small.count == 0)
    }
  }

  @Test func uploadsPixelsExactly() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 2, height: 1))
      let renderer = try Renderer(drawingInto: target)
      let texture = try Texture(
        renderer: renderer, argbPixels: [0xFF11_2233, 0xFFAA_BBCC], size: Size(width: 2, height: 1))
      try renderer.clear(.black)
      try renderer.draw(texture, in: Rect(x: 0, y: 0, width: 2, height: 1))
      #expect(try renderer.readPixels().argbPixels() == [0xFF11_2233, 0xFFAA_BBCC])
    }
  }
}
