import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// One pixel-level test per wrapper, on SDL's software renderer without a display.
@Suite("SDLKit wrappers, pixel by pixel", .serialized)
struct SDLKitPixelTests {
  let red = Color(red: 255, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 255)

  @Test("Surface: fill and read back exact pixels")
  func surfaceFillsAndReadsBack() throws {
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 4, height: 3))
      try surface.fill(.black)
      try surface.fill(Rect(x: 1, y: 1, width: 2, height: 1), with: red)
      #expect(surface.pixel(x: 0, y: 0) == .black)
      #expect(surface.pixel(x: 1, y: 1) == red)
      #expect(surface.pixel(x: 2, y: 1) == red)
      #expect(surface.pixel(x: 3, y: 1) == .black)
      #expect(surface.pixel(x: 4, y: 0) == nil)
      #expect(try surface.argbPixels()[1 * 4 + 2] == 0xFFFF_0000)
    }
  }

  @Test("Surface: a PNG written and decoded again keeps its pixels")
  func surfaceRoundTripsThroughPNG() throws {
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 3, height: 2))
      try surface.fill(blue)
      try surface.fill(Rect(x: 2, y: 1, width: 1, height: 1), with: red)
      let path = "/tmp/carousel-sdlkit-roundtrip-\(UInt32.random(in: 0...UInt32.max)).png"
      try surface.savePNG(to: path)
      let decoded = try Surface(contentsOfFile: path)
      #expect(decoded.size == Size(width: 3, height: 2))
      #expect(decoded.pixel(x: 0, y: 0) == blue)
      #expect(decoded.pixel(x: 2, y: 1) == red)
    }
  }

  @Test("Surface: an SVG renders within the box on both sides, keeping its aspect ratio")
  func surfaceRendersSVGWithinTheBox() throws {
    let svg = Array(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"40\">\n<rect width=\"10\" height=\"40\" fill=\"#ff0000\"/></svg>"
        .utf8)
    try SDLTestSession.run {
      let surface = try svg.withUnsafeBytes { raw throws(SDLError) in
        try Surface(renderingSVG: raw, fittingIn: Size(width: 20, height: 20))
      }
      #expect(surface.size == Size(width: 5, height: 20))  // the height bounds it
      #expect(surface.pixel(x: 2, y: 10) == red)
    }
  }

  /// The buffer is never read: the size is refused first (before, `Int32(count)` trapped).
  @Test("Surface: decoding more than 2 GiB from memory is an error, not a trap")
  func surfaceRefusesBuffersOverTwoGiB() throws {
    let byte: [UInt8] = [0]
    try SDLTestSession.run {
      let result = byte.withUnsafeBytes { raw in
        let huge = UnsafeRawBufferPointer(start: raw.baseAddress, count: Int(Int32.max) + 1)
        return Result { () throws(SDLError) -> Surface in try Surface(decoding: huge, type: "PNG") }
      }
      guard case .failure(let error) = result else {
        Issue.record("a 2 GiB buffer decoded")
        return
      }
      #expect(error.function == "SDL_RWFromConstMem")
    }
  }

  @Test("Surface: a missing file throws IMG_Load's error")
  func surfaceLoadFailureNamesTheFunction() throws {
    try SDLTestSession.run {
      #expect {
        _ = try Surface(contentsOfFile: "/nonexistent/carousel-test.png")
      } throws: { error in
        guard let error = error as? SDLError else { return false }
        return error.function == "IMG_Load" && !error.message.isEmpty
      }
    }
  }

  @Test("Surface: linear scaling keeps a flat colour flat")
  func surfaceScalesLinearly() throws {
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 8, height: 8))
      try surface.fill(red)
      let scaled = try surface.scaled(to: Size(width: 3, height: 5))
      #expect(scaled.size == Size(width: 3, height: 5))
      #expect(scaled.pixel(x: 2, y: 4) == red)
    }
  }

  @Test("Renderer: clear and fill, read back exact pixels")
  func rendererClearsAndFills() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 10, height: 10))
      let renderer = try Renderer(drawingInto: target)
      try renderer.clear(blue)
      try renderer.fill(Rect(x: 2, y: 3, width: 4, height: 2), with: red)
      let frame = try renderer.readPixels()
      #expect(frame.pixel(x: 0, y: 0) == blue)
      #expect(frame.pixel(x: 2, y: 3) == red)
      #expect(frame.pixel(x: 5, y: 4) == red)
      #expect(frame.pixel(x: 6, y: 4) == blue)
      #expect(frame.pixel(x: 2, y: 5) == blue)
    }
  }

  @Test("Texture: an uploaded surface draws where it is placed")
  func textureDrawsAtItsDestination() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 8, height: 8))
      let renderer = try Renderer(drawingInto: target)
      let picture = try Surface(size: Size(width: 2, height: 2))
      try picture.fill(red)
      let texture = try Texture(renderer: renderer, surface: picture)
      #expect(texture.size == Size(width: 2, height: 2))
      try renderer.clear(.black)
      try renderer.draw(texture, in: Rect(x: 4, y: 2, width: 4, height: 4))
      let frame = try renderer.readPixels()
      #expect(frame.pixel(x: 3, y: 3) == .black)
      #expect(frame.pixel(x: 5, y: 3) == red)
      #expect(frame.pixel(x: 7, y: 5) == red)
      #expect(frame.pixel(x: 5, y: 6) == .black)
    }
  }

  @Test("Texture: drawn into, then drawn where it is placed; the window is drawn into again")
  func targetTextureTakesWhatIsDrawnIntoIt() throws {
    try SDLTestSession.run {
      let target = try Surface(size: Size(width: 8, height: 8))
      let renderer = try Renderer(drawingInto: target)
      let canvas = try Texture(renderer: renderer, targetSize: Size(width: 4, height: 2))
      #expect(canvas.size == Size(width: 4, height: 2) && canvas.isOpaque)
      try renderer.clear(.black)
      try renderer.drawing(into: canvas) { () throws(SDLError) in
        try renderer.clear(blue)
        try renderer.fill(Rect(x: 2, y: 0, width: 2, height: 2), with: red)
      }
      // The window was not drawn into meanwhile.
      #expect(try renderer.readPixels().pixel(x: 1, y: 1) == .black)
      try renderer.draw(canvas, in: Rect(x: 2, y: 4, width: 4, height: 2))
      let frame = try renderer.readPixels()
      #expect(frame.pixel(x: 1, y: 4) == .black)
      #expect(frame.pixel(x: 2, y: 4) == blue)
      #expect(frame.pixel(x: 3, y: 5) == blue)
      #expect(frame.pixel(x: 4, y: 4) == red)
      #expect(frame.pixel(x: 5, y: 5) == red)
      #expect(frame.pixel(x: 6, y: 4) == .black)
    }
  }

  @Test("Window: an offscreen window with a software renderer reads back what it drew")
  func windowRendersOffscreen() throws {
    try SDLTestSession.run {
      let window = try Window(title: "test", size: Size(width: 64, height: 48), flags: [])
      #expect(window.size == Size(width: 64, height: 48))
      let renderer = try Renderer(window: window, flags: .software)
      #expect(renderer.outputSize == Size(width: 64, height: 48))
      try renderer.clear(.black)
      try renderer.fill(Rect(x: 32, y: 0, width: 32, height: 48), with: blue)
      let frame = try renderer.readPixels()
      #expect(frame.pixel(x: 31, y: 10) == .black)
      #expect(frame.pixel(x: 32, y: 10) == blue)
      renderer.present()
    }
  }

  @Test("Font: text renders white glyph pixels on transparency")
  func fontRendersGlyphs() throws {
    try SDLTestSession.run {
      let font = try Font(
        path: RepositoryPath.appending("Assets/Fonts/DejaVuSans.ttf"), pointSize: 40)
      let text = try font.render("I", color: .white)
      #expect(text.size.height == font.size(of: "I").height)
      let pixels = try text.argbPixels()
      let opaqueWhite = pixels.filter { $0 == 0xFFFF_FFFF }.count
      let transparent = pixels.filter { $0 >> 24 == 0 }.count
      #expect(opaqueWhite > 40, "the stem of an I at 40 px is solid")
      #expect(transparent > opaqueWhite, "most of the box around an I is empty")
    }
  }
}
