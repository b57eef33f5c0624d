import CSDL2
import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import SDLKit

/// Parked textures never come back with pixels not theirs (regressions found in review of the
/// first version of Renderer+Parking: a texture updated after it was drawn, an empty fill).
///
/// The hidden-window test guards the finding that SDL 2.26 on Linux draws while hidden.
@Suite("Texture parking: holes", .serialized)
struct TextureParkingHoleTests {
  static let size = Size(width: 13, height: 9)
  let background = Color(red: 0, green: 0, blue: 255)
  let placed = Rect(x: 5, y: 4, width: 13, height: 9)

  /// A hidden window's picture is drawn, so it may be parked.
  ///
  /// SDL_RenderCopyF's "Don't draw while we're hidden" (SDL_render.c) is compiled only where
  /// DONT_DRAW_WHILE_HIDDEN is 1: iOS, tvOS and Android. On Linux a hidden or minimised
  /// window's renderer draws, so the ledger's copies stay true. Passes on 7c5ea85.
  @Test("a picture drawn while the window is hidden or minimised is not read back from it")
  func hiddenWindowParksWhatSDLDidNotDraw() throws {
    try SDLTestSession.run {
      let window = try Window(title: "parking", size: Size(width: 40, height: 30), flags: [])
      let renderer = try Renderer(window: window, flags: .software)
      let (texture, source) = try makePicture(on: renderer)
      try renderer.clear(background)
      renderer.present()
      SDL_HideWindow(window.pointer)  // another workspace, or minimised
      // A picture decoded, or a slide changed by MQTT/HTTP, while nobody sees the window.
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      renderer.present()
      #expect(renderer.parkShownTextures(minimumBytes: 0) > 0)  // the loop rests
      SDL_ShowWindow(window.pointer)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[4 * 40 + 6] == source[1], "the picture's second pixel, not the background")
      #expect(frame[(4 + 8) * 40 + 5 + 12] == source[8 * 13 + 12])
    }
  }

  /// `Texture.update(argbPixels:)` (an animation's next frame, the spare texture's upload)
  /// changes the texture without telling the ledger, which still says the output holds it.
  @Test("a texture changed after it was drawn is not parked with its old pixels")
  func updatedTextureIsNotParkedStale() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 40, height: 30)))
      let (texture, source) = try makePicture(on: renderer)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      let next = source.map { $0 ^ 0x00FF_FFFF }
      try texture.update(argbPixels: next)
      let parked = renderer.parkShownTextures(minimumBytes: 0)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[4 * 40 + 5] == next[0], "parked \(parked) bytes")
    }
  }

  @Test("a parked texture updated whole takes the new pixels without reading the old back")
  func parkedTextureUpdated() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 40, height: 30)))
      let (texture, source) = try makePicture(on: renderer)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      #expect(renderer.parkShownTextures(minimumBytes: 0) > 0)
      let next = source.map { $0 ^ 0x00FF_FFFF }
      try texture.update(argbPixels: next)
      #expect(!texture.isParked && !texture.isLost)
      try renderer.clear(background)
      try renderer.draw(texture, in: Rect(x: 20, y: 15, width: 13, height: 9))
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[15 * 40 + 20] == next[0] && frame[(15 + 8) * 40 + 32] == next[8 * 13 + 12])
    }
  }

  /// SDL 2.26's software renderer paints at least one pixel for any fill
  /// (SDL_render_sw.c, SW_QueueFillRects: `verts->w = SDL_max((int)rects->w, 1)`), but the
  /// ledger spoils only a copy the fill's rectangle overlaps with a positive area: an empty
  /// fill over a picture paints a column the parked texture then keeps.
  @Test("an empty fill over a picture, which SDL paints one pixel wide, is not parked into it")
  func emptyFillIsNotParkedIntoThePicture() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 40, height: 30)))
      let (texture, source) = try makePicture(on: renderer)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      try renderer.fill(
        Rect(x: 10, y: 4, width: 0, height: 9), with: Color(red: 255, green: 0, blue: 0))
      let parked = renderer.parkShownTextures(minimumBytes: 0)
      try renderer.clear(background)
      try renderer.draw(texture, in: Rect(x: 20, y: 15, width: 13, height: 9))
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[15 * 40 + 20 + 5] == source[5], "parked \(parked) bytes")
    }
  }

  /// The picture of TextureParkingTests: an opaque 13×9 texture of varied pixels.
  private func makePicture(on renderer: Renderer) throws -> (Texture, [UInt32]) {
    let (_, texture, source) = try TextureParkingTests().makePicture(on: renderer)
    return (texture, source)
  }
}
