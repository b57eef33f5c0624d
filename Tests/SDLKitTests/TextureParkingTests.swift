import CSDL2
import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import SDLKit

/// Textures parked on the software renderer's output (Renderer+Parking): a texture the output
/// holds exactly gives its memory back and is read back, pixel for pixel, before anything is
/// drawn over it; any other texture is kept.
@Suite("Textures parked on the output", .serialized)
struct TextureParkingTests {
  static let size = Size(width: 13, height: 9)
  let background = Color(red: 0, green: 0, blue: 255)

  @Test("a texture drawn whole and 1:1 is parked, and comes back exact before the next drawing")
  func parksAndComesBack() throws {
    try SDLTestSession.run {
      let (renderer, texture, source) = try makePicture()
      try renderer.clear(background)
      try renderer.draw(texture, in: Rect(x: 5, y: 4, width: 13, height: 9))
      try renderer.fill(Rect(x: 30, y: 20, width: 5, height: 5), with: background)  // beside it
      #expect(renderer.parkShownTextures(minimumBytes: 0) == Self.size.area * 4)
      #expect(texture.isParked)
      try renderer.clear(Color(red: 255, green: 0, blue: 0))
      #expect(!texture.isParked && !texture.isLost)
      try renderer.draw(texture, in: Rect(x: 20, y: 15, width: 13, height: 9))
      let frame = try renderer.readPixels().argbPixels()
      for y in 0..<9 {
        for x in 0..<13 {
          #expect(frame[(15 + y) * 40 + 20 + x] == source[y * 13 + x], "(\(x), \(y))")
        }
      }
      #expect(frame[0] == 0xFFFF_0000, "the clear after the restore was drawn")
    }
  }

  @Test("a parked texture used before anything is drawn comes back from the output as it is")
  func comesBackWhenUsed() throws {
    try SDLTestSession.run {
      let (renderer, texture, source) = try makePicture()
      try renderer.clear(background)
      try renderer.draw(texture, from: Rect(x: 0, y: 0, width: 13, height: 9), in: placed)
      #expect(renderer.parkShownTextures(minimumBytes: 0) > 0)
      // Drawn into a texture of its own: the output is not what changes.
      let copy = try Texture(renderer: renderer, targetSize: Self.size)
      try renderer.drawing(into: copy) { () throws(SDLError) in
        try renderer.draw(texture, in: Rect(x: 0, y: 0, width: 13, height: 9))
      }
      #expect(!texture.isParked)
      try renderer.clear(background)
      try renderer.draw(copy, in: placed)
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[(4 + 8) * 40 + 5 + 12] == source[8 * 13 + 12])
      #expect(frame[4 * 40 + 5] == source[0])
    }
  }

  @Test("nothing is parked that the output does not hold exactly")
  func keepsWhatTheOutputDoesNotHold() throws {
    try SDLTestSession.run {
      let (renderer, texture, _) = try makePicture()
      let cases: [(String, () throws -> Void)] = [
        (
          "drawn over",
          {
            try renderer.draw(texture, in: placed)
            try renderer.fill(Rect(x: 17, y: 12, width: 4, height: 4), with: background)
          }
        ),
        ("stretched", { try renderer.draw(texture, in: Rect(x: 5, y: 4, width: 26, height: 18)) }),
        (
          "a part of it",
          {
            try renderer.draw(texture, from: Rect(x: 1, y: 0, width: 12, height: 9), in: placed)
          }
        ),
        (
          "blended",
          {
            try texture.withAlpha(128) { () throws(SDLError) in
              try renderer.draw(texture, in: placed)
            }
          }
        ),
        (
          "partly outside",
          {
            try renderer.draw(texture, in: Rect(x: 30, y: 25, width: 13, height: 9))
          }
        ),
        (
          "at a fractional place",
          {
            try renderer.draw(texture, in: Rect(x: 5.5, y: 4, width: 13, height: 9))
          }
        ),
        (
          "cleared",
          {
            try renderer.draw(texture, in: placed)
            try renderer.clear(background)
          }
        ),
      ]
      for (name, draw) in cases {
        try renderer.clear(background)
        try draw()
        #expect(renderer.parkShownTextures(minimumBytes: 0) == 0, "\(name)")
        #expect(!texture.isParked, "\(name)")
      }
      // One with transparency is drawn blended: never parked.
      let translucent = try Texture(
        renderer: renderer, argbPixels: Array(repeating: 0x80FF_FFFF, count: Self.size.area),
        size: Self.size)
      try renderer.draw(translucent, in: placed)
      #expect(renderer.parkShownTextures(minimumBytes: 0) == 0)
      // A texture smaller than asked for is kept.
      try renderer.draw(texture, in: placed)
      #expect(renderer.parkShownTextures(minimumBytes: Self.size.area * 4 + 1) == 0)
      #expect(renderer.parkShownTextures(minimumBytes: Self.size.area * 4) > 0)
    }
  }

  @Test("the app's own resize brings a parked texture back before SDL replaces the frame buffer")
  func ownResizeKeepsIt() throws {
    try SDLTestSession.run {
      let (window, renderer, texture, source) = try parkedOnAWindow()
      window.resize(to: Size(width: 50, height: 30))
      #expect(!texture.isParked && !texture.isLost)
      try renderer.clear(background)
      try renderer.draw(texture, in: placed)
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame[4 * 50 + 5] == source[0] && frame[(4 + 8) * 50 + 5 + 12] == source[8 * 13 + 12])
    }
  }

  @Test(
    "a window resized by someone else loses a parked texture's pixels: it says so, draws nothing")
  func resizedWindowLosesIt() throws {
    try SDLTestSession.run {
      let (window, renderer, texture, _) = try parkedOnAWindow()
      SDL_SetWindowSize(window.pointer, 50, 30)  // as a window manager's resize: SDLKit not told
      try renderer.clear(background)
      #expect(texture.isLost && !texture.isParked)
      try renderer.draw(texture, in: placed)  // nothing to draw, no error
      let frame = try renderer.readPixels().argbPixels()
      #expect(frame.allSatisfy { $0 == 0xFF00_00FF })
    }
  }

  private let placed = Rect(x: 5, y: 4, width: 13, height: 9)

  /// A 40×30 offscreen window whose software renderer shows the picture of ``makePicture(on:)``
  /// at `placed`, presented and parked.
  private func parkedOnAWindow() throws -> (SDLKit.Window, Renderer, Texture, [UInt32]) {
    let window = try Window(title: "parking", size: Size(width: 40, height: 30), flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    let (_, texture, source) = try makePicture(on: renderer)
    try renderer.clear(background)
    try renderer.draw(texture, in: placed)
    renderer.present()
    #expect(renderer.parkShownTextures(minimumBytes: 0) > 0)
    return (window, renderer, texture, source)
  }

  /// A 40×30 software renderer (or `renderer`) and an opaque 13×9 texture of varied pixels.
  func makePicture(on renderer: Renderer? = nil) throws -> (Renderer, Texture, [UInt32]) {
    let renderer =
      try renderer ?? Renderer(drawingInto: try Surface(size: Size(width: 40, height: 30)))
    let source = (0..<Self.size.area).map { UInt32(0xFF00_0000) | UInt32($0 * 0x01_0307) }
    let texture = try Texture(
      renderer: renderer, argbPixels: source, size: Self.size, isOpaque: true)
    return (renderer, texture, source)
  }
}
