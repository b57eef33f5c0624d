import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureKit

/// Turning and flipping for viewing (R, Shift+R, Shift+H, Shift+V), in golden frames of a
/// 400 × 200 picture in four coloured quadrants; the file is never written, and the turn stays
/// with its picture for the session.
@Suite("Turned frames", .serialized)
struct TurnFrameTests {
  /// The quadrants' colours: red, green / blue, white.
  static let red = Color(rgb: 0xFF_0000)
  static let green = Color(rgb: 0x00_FF00)
  static let blue = Color(rgb: 0x00_00FF)

  /// A 400 × 200 picture in four quadrants (red, green / blue, white), and a grey one after it.
  static func picture(in folder: TemporaryFolder) throws -> [String] {
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 400, height: 200))
      try surface.fill(Rect(x: 0, y: 0, width: 200, height: 100), with: red)
      try surface.fill(Rect(x: 200, y: 0, width: 200, height: 100), with: green)
      try surface.fill(Rect(x: 0, y: 100, width: 200, height: 100), with: blue)
      try surface.fill(Rect(x: 200, y: 100, width: 200, height: 100), with: .white)
      try surface.savePNG(to: folder.file("quadrants.png"))
      let plain = try Surface(size: Size(width: 64, height: 64))
      try plain.fill(Color(rgb: 0x80_8080))
      try plain.savePNG(to: folder.file("plain.png"))
    }
    return [folder.file("quadrants.png"), folder.file("plain.png")]
  }

  /// The colour at a fraction of the frame, as 0xRRGGBB.
  static func color(_ frame: Surface, _ fx: Double, _ fy: Double) throws -> UInt32 {
    let pixel = try #require(
      frame.pixel(x: Int(Double(frame.size.width) * fx), y: Int(Double(frame.size.height) * fy)))
    return UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
  }

  @Test(
    "each turn shows the quadrants where they go, the picture fitted as turned",
    arguments: [
      (
        [Action.rotateRight], "turned-right",
        // Turned clockwise: blue top left, red top right, white bottom left, green bottom right.
        [0x00_00FF, 0xFF_0000, 0xFF_FFFF, 0x00_FF00] as [UInt32]
      ),
      ([.rotateLeft], "turned-left", [0x00_FF00, 0xFF_FFFF, 0xFF_0000, 0x00_00FF]),
      ([.flipHorizontal], "flipped-horizontally", [0x00_FF00, 0xFF_0000, 0xFF_FFFF, 0x00_00FF]),
      ([.flipVertical], "flipped-vertically", [0x00_00FF, 0xFF_FFFF, 0xFF_0000, 0x00_FF00]),
      (
        [.rotateRight, .rotateRight, .rotateLeft, .rotateLeft], "turned-back",
        [
          0xFF_0000, 0x00_FF00, 0x00_00FF, 0xFF_FFFF,
        ]
      ),
    ])
  func turns(actions: [Action], golden: String, corners: [UInt32]) throws {
    let folder = try TemporaryFolder()
    let paths = try Self.picture(in: folder)
    let before = try Array(Data(contentsOf: URL(fileURLWithPath: paths[0])))
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths, size: Size(width: 320, height: 240))
      _ = try harness.renderFrame()
      for action in actions { harness.perform(action) }
      let frame = try harness.renderFrame()
      try DisplayFrameTests.expectGolden(frame, golden)
      // A quarter turn makes the picture 200 × 400: fitted, it is 120 × 240, centred.
      let turned = actions.filter { $0 == .rotateRight || $0 == .rotateLeft }.count % 2 == 1
      let (left, right, top, bottom) =
        turned ? (0.375 + 0.06, 0.625 - 0.06, 0.25, 0.75) : (0.25, 0.75, 0.25 + 0.04, 0.75)
      let seen = try [
        Self.color(frame, left, top), Self.color(frame, right, top),
        Self.color(frame, left, bottom), Self.color(frame, right, bottom),
      ]
      #expect(seen == corners, "\(golden)")
    }
    #expect(
      try Array(Data(contentsOf: URL(fileURLWithPath: paths[0]))) == before,
      "the file is never written")
  }

  @Test("a turn stays with its picture: paging away and back shows it turned; others are not")
  func turnStaysWithItsPicture() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.picture(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths, size: Size(width: 320, height: 240))
      _ = try harness.renderFrame()
      harness.perform(.rotateRight)
      let turned = try harness.renderFrame().argbPixels()
      harness.perform(.next)
      harness.advance(frames: 60)
      let other = harness.viewer.catalog[1]
      #expect(harness.viewer.pictures.store.turn(of: other) == .none)
      harness.perform(.previous)
      harness.advance(frames: 60)
      #expect(try harness.renderFrame().argbPixels() == turned)
    }
  }

  @Test("a turned picture zooms as turned: its sharper detail is the turned picture's part")
  func turnedPictureZooms() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.picture(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths, size: Size(width: 320, height: 240))
      _ = try harness.renderFrame()
      harness.perform(.rotateRight)
      _ = try harness.renderFrame()
      harness.perform(.toggleZoom)
      harness.advance(frames: 90)
      let frame = try harness.renderFrame()
      let item = harness.viewer.catalog[0]
      let detail = try #require(harness.viewer.pictures.store.detail(for: item))
      #expect(detail.texture.size == detail.region.size, "one texel a picture pixel at 1:1")
      // 1:1 about the centre of the 200 × 400 turned picture: the window shows its pixels
      // 20…260 wide of x 0…200 (at window x 60…260) and y 80…320.
      #expect(try Self.color(frame, 80.0 / 320, 60.0 / 240) == 0x00_00FF, "blue, top left")
      #expect(try Self.color(frame, 240.0 / 320, 60.0 / 240) == 0xFF_0000, "red, top right")
      #expect(try Self.color(frame, 80.0 / 320, 180.0 / 240) == 0xFF_FFFF, "white, bottom left")
      #expect(try Self.color(frame, 240.0 / 320, 180.0 / 240) == 0x00_FF00, "green")
      #expect(try Self.color(frame, 30.0 / 320, 120.0 / 240) == 0, "black beside the picture")
    }
  }
}
