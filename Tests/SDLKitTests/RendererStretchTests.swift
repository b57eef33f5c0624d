import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// The software renderer's pictures stretched by SDLKit itself (Renderer+Stretch): an opaque
/// texture's pixels, reached through `SDL_LockTexture`, into the target surface's.
@Suite("The software renderer's own stretch", .serialized)
struct RendererStretchTests {
  static let texels = (13, 9)
  let background = Color(red: 0, green: 0, blue: 255)

  @Test("a fractional part of an opaque texture lands as the exact bilinear stretch, nowhere else")
  func fractionalSourceIsExact() throws {
    try SDLTestSession.run {
      let (renderer, texture, source) = try makePicture()
      try renderer.clear(background)
      try renderer.draw(
        texture, from: Rect(x: 1.5, y: 0.75, width: 10.25, height: 7.5),
        in: Rect(x: 3, y: 2, width: 31, height: 23))
      let frame = try renderer.readPixels().argbPixels()
      let expected = StretchCase(
        texels: Self.texels, clamp: (0, 0, 13, 9), origin: (1.5, 0.75),
        step: (10.25 / 31, 7.5 / 23), size: (31, 23)
      ).reference(source)
      var worst = 0
      for y in 0..<30 {
        for x in 0..<40 {
          let pixel = frame[y * 40 + x]
          guard (3..<34).contains(x), (2..<25).contains(y) else {
            #expect(pixel == 0xFF00_00FF, "(\(x), \(y)) outside the destination was drawn")
            continue
          }
          let reference = expected[(y - 2) * 31 + x - 3]
          worst = max(worst, BilinearStretchTests.channelDifference(pixel, reference))
        }
      }
      #expect(worst <= 1, "a channel is \(worst) off the exact bilinear value")
    }
  }

  @Test("the clip is kept; a 1:1 copy of whole pixels is the texels exactly")
  func keepsTheClipAndCopiesExactly() throws {
    try SDLTestSession.run {
      let (renderer, texture, source) = try makePicture()
      try renderer.clear(background)
      try renderer.setClip(Rect(x: 10, y: 5, width: 8, height: 6))
      try renderer.draw(
        texture, from: Rect(x: 0, y: 0, width: 13, height: 9),
        in: Rect(x: 0, y: 0, width: 40, height: 30))
      try renderer.setClip(nil)
      try renderer.draw(
        texture, from: Rect(x: 2, y: 1, width: 5, height: 4),
        in: Rect(x: 30, y: 20, width: 5, height: 4))
      let frame = try renderer.readPixels().argbPixels()
      for y in 0..<30 {
        for x in 0..<40 where !(30..<35).contains(x) || !(20..<24).contains(y) {
          let inClip = (10..<18).contains(x) && (5..<11).contains(y)
          #expect((frame[y * 40 + x] != 0xFF00_00FF) == inClip, "(\(x), \(y))")
        }
      }
      for y in 0..<4 {
        for x in 0..<5 {
          #expect(frame[(20 + y) * 40 + 30 + x] == source[(1 + y) * 13 + 2 + x])
        }
      }
    }
  }

  /// A 40×30 software renderer and an opaque 13×9 texture of fixed, varied pixels.
  private func makePicture() throws -> (Renderer, Texture, [UInt32]) {
    let target = try Surface(size: Size(width: 40, height: 30))
    let renderer = try Renderer(drawingInto: target)
    let source = BilinearStretchTests.picture(Self.texels, outside: (0, 0, 13, 9)).map {
      $0 | 0xFF00_0000
    }
    let texture = try Texture(
      renderer: renderer, argbPixels: source, size: Size(width: 13, height: 9), isOpaque: true)
    return (renderer, texture, source)
  }
}
