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
/// again; `hold` plays it while Space, the mouse button or a finger is held on it; `off` shows
/// the still only.
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

  /// A Live Photo pair (the white IMG_1.JPG, the colours IMG_1.MOV) and a white picture after
  /// it, the viewer resting on the pair under `--live hold`.
  static func restingOnPair(_ folder: TemporaryFolder) throws -> ViewerHarness {
    try folder.write(try still(), to: "IMG_1.JPG")
    _ = try ClipFiles.colours(in: folder, name: "IMG_1.MOV")
    try writeSolidPNG(folder.file("z.png"), size: ClipPlaybackTests.size, color: .white)
    let harness = try harness([folder.path], live: .hold)
    _ = try harness.renderFrame()
    return harness
  }

  /// The event's timestamp at the harness's `now`, in SDL's ms.
  static func stamp(_ harness: ViewerHarness) -> UInt32 {
    UInt32((harness.clock.now() * 1000).rounded())
  }

  static func key(_ harness: ViewerHarness, down: Bool, isRepeat: Bool = false) {
    let event = KeyEvent(key: .space, isDown: down, isRepeat: isRepeat, timestamp: stamp(harness))
    harness.viewer.handle(.key(event), now: harness.clock.now())
  }

  static func mouse(_ harness: ViewerHarness, down: Bool, x: Double) {
    let event = MouseButtonEvent(button: 1, isDown: down, x: x, y: 8, timestamp: stamp(harness))
    harness.viewer.handle(.mouseButton(event), now: harness.clock.now())
  }

  static func motion(_ harness: ViewerHarness, x: Double) {
    let event = MouseMotionEvent(x: x, y: 8, timestamp: stamp(harness))
    harness.viewer.handle(.mouseMotion(event), now: harness.clock.now())
  }

  static func finger(_ harness: ViewerHarness, _ phase: FingerEvent.Phase, x: Double) {
    let event = FingerEvent(phase: phase, fingerID: 1, x: x, y: 0.5, timestamp: stamp(harness))
    harness.viewer.handle(.finger(event), now: harness.clock.now())
  }

  static func shows(_ harness: ViewerHarness, _ expected: UInt32, _ comment: String) throws {
    let shown = try ClipPlaybackTests.colour(harness)
    #expect(ClipFiles.near(shown, expected), "\(comment): \(String(shown, radix: 16))")
  }

  @Test("hold: a Live Photo pair is one item, its still until Space is held; it plays while held")
  func spaceHeldPlaysIt() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnPair(folder)
      #expect(harness.viewer.catalog.items.map(\.name) == ["IMG_1.JPG", "z.png"])
      let start = harness.clock.now()
      ClipPlaybackTests.advance(harness, to: start + 0.5)
      try Self.shows(harness, Self.white, "the still before the hold")
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle")
      Self.key(harness, down: true)  // held from 0.5 s
      ClipPlaybackTests.advance(harness, to: start + 1)
      try Self.shows(harness, ClipFiles.red, "0.5 s into the hold")
      Self.key(harness, down: true, isRepeat: true)
      ClipPlaybackTests.advance(harness, to: start + 2)
      try Self.shows(harness, ClipFiles.blue, "1.5 s into the hold")
      #expect(harness.viewer.currentItem == 0, "Space held plays it, it does not page")
      Self.key(harness, down: false)  // released at 2 s
      try Self.shows(harness, Self.white, "released: the still at once")
      ClipPlaybackTests.advance(harness, to: start + 3)
      try Self.shows(harness, Self.white, "the still after the release")
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle again")
      #expect(harness.viewer.currentItem == 0)
      Self.key(harness, down: true)  // a second hold plays it from its start
      ClipPlaybackTests.advance(harness, to: start + 3.5)
      try Self.shows(harness, ClipFiles.red, "0.5 s into the second hold")
      ClipPlaybackTests.advance(harness, to: start + 7)
      try Self.shows(harness, Self.white, "held past its end: the still")
      Self.key(harness, down: false)
      #expect(harness.viewer.currentItem == 0)
    }
  }

  @Test("hold: it plays while the mouse button is held within the slop; a drag pages as always")
  func mouseHeldPlaysItAndADragPages() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnPair(folder)
      let start = harness.clock.now()
      Self.mouse(harness, down: true, x: 16)
      ClipPlaybackTests.advance(harness, to: start + 0.5)
      Self.motion(harness, x: 13)  // 3 points: within the mouse slop (4)
      try Self.shows(harness, ClipFiles.red, "0.5 s into the hold, moved within the slop")
      ClipPlaybackTests.advance(harness, to: start + 1.5)
      try Self.shows(harness, ClipFiles.blue, "1.5 s into the hold")
      Self.mouse(harness, down: false, x: 13)  // a click: released, not paged
      try Self.shows(harness, Self.white, "released: the still")
      ClipPlaybackTests.advance(harness, to: start + 2)
      try Self.shows(harness, Self.white, "the still after the release")
      #expect(harness.viewer.currentItem == 0)
      Self.mouse(harness, down: true, x: 16)
      ClipPlaybackTests.advance(harness, to: start + 2.5)
      try Self.shows(harness, ClipFiles.red, "a second hold plays it from its start")
      for x in stride(from: 12.0, through: -12, by: -4) {  // past the slop: a drag
        ClipPlaybackTests.advance(harness, to: harness.clock.now() + 0.02)
        Self.motion(harness, x: x)
      }
      #expect(harness.viewer.pager.isDragging, "the press became a drag")
      Self.mouse(harness, down: false, x: -12)
      ClipPlaybackTests.advance(harness, to: harness.clock.now() + 2)
      #expect(harness.viewer.currentItem == 1, "the drag paged to the next picture")
    }
  }

  @Test("hold: it plays while a finger rests on it; a swipe pages as always")
  func fingerHeldPlaysIt() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnPair(folder)
      let start = harness.clock.now()
      Self.finger(harness, .down, x: 0.5)
      ClipPlaybackTests.advance(harness, to: start + 1.5)
      try Self.shows(harness, ClipFiles.blue, "1.5 s into the hold")
      Self.finger(harness, .up, x: 0.5)
      try Self.shows(harness, Self.white, "lifted: the still")
      ClipPlaybackTests.advance(harness, to: start + 2.5)
      try Self.shows(harness, Self.white, "the still after the lift")
      #expect(harness.viewer.currentItem == 0, "a tap does not page")
      Self.finger(harness, .down, x: 0.9)
      for x in stride(from: 0.8, through: -0.3, by: -0.1) {
        ClipPlaybackTests.advance(harness, to: harness.clock.now() + 0.02)
        Self.finger(harness, .motion, x: x)
      }
      Self.finger(harness, .up, x: -0.3)
      ClipPlaybackTests.advance(harness, to: harness.clock.now() + 2)
      #expect(harness.viewer.currentItem == 1, "the swipe paged to the next picture")
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
