import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// Live Photos and Motion Photos on the virtual clock (issue 36): one item each, shown as its
/// still; `--live once` plays the clip once when the carousel rests on it, then the still
/// again; `hold` waits for Space; `off` shows the still only.
@Suite(.serialized) struct LivePhotoPlaybackTests {
  static let white: UInt32 = 0xFF_FFFF_FF

  /// A white 32×16 JPEG with `segments` after its start.
  static func still(_ segments: [UInt8] = []) throws -> [UInt8] {
    let plain = try #require(
      ImageMagick.convert(["-size", "32x16", "xc:white", "-quality", "95", "jpg:-"]))
    return Array(plain.prefix(2)) + segments + plain.dropFirst(2)
  }

  /// A Motion Photo: the white still, its XMP saying a clip follows, the colours clip.
  static func motionPhoto(in folder: TemporaryFolder) throws -> String {
    let clip = try Array(
      Data(contentsOf: URL(fileURLWithPath: ClipFiles.colours(in: folder, name: "c.mp4"))))
    let bytes =
      try still(MotionPhotoBytes.googleSegment(prefix: "Camera", clipLength: clip.count)) + clip
    try folder.write(bytes, to: "PXL_1.MP.jpg")
    return folder.file("PXL_1.MP.jpg")
  }

  static func harness(_ paths: [String], live: LiveMode?) throws -> ViewerHarness {
    let harness = try ViewerHarness(
      catalog: ClipFiles.catalog(paths), size: ClipPlaybackTests.size,
      pipeline: ClipFiles.pipeline)
    harness.viewer.clips.live = live
    return harness
  }

  @Test("once: a Motion Photo's clip plays at its times, then its still shows again")
  func motionPhotoPlaysOnce() throws {
    let folder = try TemporaryFolder()
    let path = try Self.motionPhoto(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness([path], live: .once)
      #expect(harness.viewer.catalog.items.map(\.kind) == [.picture])
      _ = try harness.renderFrame()  // the still shown: its clip opens and plays from now
      let start = harness.clock.now()
      for (time, expected) in [(0.5, ClipFiles.red), (1.5, ClipFiles.blue), (2.5, ClipFiles.green)]
      {
        ClipPlaybackTests.advance(harness, to: start + time)
        let shown = try ClipPlaybackTests.colour(harness)
        #expect(ClipFiles.near(shown, expected), "at \(time) s: \(String(shown, radix: 16))")
      }
      ClipPlaybackTests.advance(harness, to: start + 3.5)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white), "the still")
      #expect(harness.viewer.clips.deadline == nil, "settled: nothing more is due")
      ClipPlaybackTests.advance(harness, to: start + 6)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white), "once only")
    }
  }

  @Test("hold: a Live Photo pair is one item, its still until Space plays the MOV")
  func livePhotoPlaysWhenAsked() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.still(), to: "IMG_1.JPG")
    _ = try ClipFiles.colours(in: folder, name: "IMG_1.MOV")
    try SDLTestSession.run {
      let harness = try Self.harness([folder.path], live: .hold)
      #expect(harness.viewer.catalog.items.map(\.name) == ["IMG_1.JPG"])
      _ = try harness.renderFrame()
      let start = harness.clock.now()
      ClipPlaybackTests.advance(harness, to: start + 0.5)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white))
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle")
      harness.press(.space)
      #expect(harness.viewer.currentItem == 0, "Space plays it, it does not page")
      ClipPlaybackTests.advance(harness, to: start + 2)  // 1.5 s into the clip
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), ClipFiles.blue))
      ClipPlaybackTests.advance(harness, to: start + 4)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white), "the still")
    }
  }

  @Test("by default a running slideshow plays it once, and its end does not hold the show")
  func slideshowDefaultIsOnce() throws {
    let folder = try TemporaryFolder()
    let path = try Self.motionPhoto(in: folder)
    try writeSolidPNG(folder.file("z.png"), size: ClipPlaybackTests.size, color: .white)
    try SDLTestSession.run {
      let harness = try Self.harness([path, folder.file("z.png")], live: nil)
      harness.viewer.slideshow.interval = 5
      _ = try harness.renderFrame()
      let start = harness.clock.now()
      harness.viewer.setSlideshow(true, at: start)
      _ = try harness.renderFrame()
      ClipPlaybackTests.advance(harness, to: start + 1.5)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), ClipFiles.blue))
      ClipPlaybackTests.advance(harness, to: start + 3.5)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white), "the still")
      #expect(!harness.viewer.clips.isHeld(harness.viewer.catalog[0]))
      ClipPlaybackTests.advance(harness, to: start + 8)
      #expect(harness.viewer.currentItem == 1, "the slideshow went on after its interval")
    }
  }

  @Test("off: the still only")
  func offShowsTheStill() throws {
    let folder = try TemporaryFolder()
    let path = try Self.motionPhoto(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness([path], live: .off)
      _ = try harness.renderFrame()
      let start = harness.clock.now()
      ClipPlaybackTests.advance(harness, to: start + 0.5)
      #expect(ClipFiles.near(try ClipPlaybackTests.colour(harness), Self.white))
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil)
    }
  }
}
