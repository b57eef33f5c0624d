import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// Seeking a clip on the virtual clock (issue 36).
///
/// Shift+Right and Shift+Left move it 5 s, `.` and `,` pause it on the next and previous frame,
/// and a press or a drag on its bar seeks it without paging. Each frame of the clip carries its number as its grey, so what is on screen
/// at an explicit time says which frame the worker decoded: a seek lands on the exact frame,
/// not the keyframe before it (one every 10 frames).
@Suite(.serialized) struct ClipSeekingTests {
  static let size = Size(width: 320, height: 160)

  static func harness(_ paths: [String]) throws -> ViewerHarness {
    try ViewerHarness(catalog: ClipFiles.catalog(paths), size: size, pipeline: ClipFiles.pipeline)
  }

  /// The number of the clip's frame drawn now (its grey at the window's centre).
  static func shownFrame(_ harness: ViewerHarness) throws -> Int {
    ClipFiles.frameNumber(try ClipPlaybackTests.colour(harness, x: 160))
  }

  /// Advances the harness's clock to `time` (s), frame by frame.
  static func advance(_ harness: ViewerHarness, to time: Double) {
    ClipPlaybackTests.advance(harness, to: time)
  }

  /// A clip and a picture after it, the viewer resting on the clip and playing it.
  static func restingOnClip(_ folder: TemporaryFolder) throws -> ViewerHarness {
    let clip = try ClipFiles.numbered(in: folder)
    try writeSolidPNG(folder.file("z.png"), size: Size(width: 32, height: 16), color: .white)
    let harness = try harness([clip, folder.file("z.png")])
    _ = try harness.renderFrame()
    return harness
  }

  static func mouse(_ harness: ViewerHarness, down: Bool, x: Double, y: Double) {
    let event = MouseButtonEvent(button: 1, isDown: down, x: x, y: y)
    harness.viewer.handle(.mouseButton(event), now: harness.clock.now())
  }

  static func motion(_ harness: ViewerHarness, x: Double, y: Double) {
    harness.viewer.handle(.mouseMotion(MouseMotionEvent(x: x, y: y)), now: harness.clock.now())
  }

  @Test("Shift+Right and Shift+Left move it 5 s, to the exact frame; without a clip they page")
  func seekKeys() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnClip(folder)
      let start = harness.clock.now()
      Self.advance(harness, to: start + 0.5)
      #expect(try Self.shownFrame(harness) == 5)
      harness.press(.right, .shift)
      #expect(try Self.shownFrame(harness) == 55, "5.5 s: past the keyframe at frame 50")
      #expect(harness.viewer.currentItem == 0, "it seeks, it does not page")
      let item = harness.viewer.catalog[0]
      let position = try #require(harness.viewer.clips.position(of: item, at: start + 0.5))
      #expect(abs(position - 5.5) < 1e-9, "the position shown: \(position)")
      Self.advance(harness, to: start + 0.7)
      #expect(try Self.shownFrame(harness) == 57, "it plays on from there on the clock")
      harness.press(.left, .shift)
      #expect(try Self.shownFrame(harness) == 7)
      Self.advance(harness, to: start + 1.2)
      #expect(try Self.shownFrame(harness) == 12)
      harness.press(.left, .shift)
      #expect(try Self.shownFrame(harness) == 0, "not before the first frame")
      harness.perform(.next)
      Self.advance(harness, to: start + 3)
      #expect(harness.viewer.currentItem == 1)
      harness.press(.left, .shift)
      Self.advance(harness, to: start + 5)
      #expect(harness.viewer.currentItem == 0, "on a picture Shift+Left is Left")
    }
  }

  @Test(". and , pause it on the next and previous frame; paused, nothing is due")
  func frameSteps() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnClip(folder)
      let start = harness.clock.now()
      Self.advance(harness, to: start + 0.8)
      #expect(try Self.shownFrame(harness) == 8)
      harness.press(.period)
      #expect(try Self.shownFrame(harness) == 9, "the next frame, already decoded")
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "paused: idle")
      harness.press(.period)
      harness.press(.period)
      #expect(try Self.shownFrame(harness) == 11)
      harness.press(.comma)
      #expect(try Self.shownFrame(harness) == 10, "back one: a seek decoded from frame 10")
      harness.press(.comma)
      #expect(try Self.shownFrame(harness) == 9, "from the keyframe at 0 forward to 9")
      Self.advance(harness, to: start + 3)
      #expect(try Self.shownFrame(harness) == 9, "held")
      #expect(harness.viewer.clips.isHeld(harness.viewer.catalog[0]), "a slideshow waits")
      harness.press(.space)
      Self.advance(harness, to: start + 3.5)
      #expect(try Self.shownFrame(harness) == 14, "Space plays on from frame 9")
      harness.press(.comma)
      harness.press(.comma)
      #expect(try Self.shownFrame(harness) == 12)
      // Paused, an exact seek between frames shows the first frame after the point at once.
      harness.viewer.clips.seek(harness.viewer.catalog[0], to: 2.07, now: harness.clock.now())
      #expect(try Self.shownFrame(harness) == 21)
      harness.viewer.clips.seek(harness.viewer.catalog[0], to: 0, now: harness.clock.now())
      harness.press(.comma)
      #expect(try Self.shownFrame(harness) == 0, "nothing before the first frame")
    }
  }

  @Test("a press on the bar seeks there, a drag follows the pointer, and nothing pages")
  func barDrag() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnClip(folder)
      let start = harness.clock.now()
      Self.advance(harness, to: start + 0.5)
      // The bar's strip is the bottom 32 pt of the 160 pt window; x is a fraction of 6 s.
      // While the pointer moves it shows the keyframe at or before the point (one every 10
      // frames), as mpv's bar does; where it lets go, the exact frame.
      Self.mouse(harness, down: true, x: 160, y: 150)
      #expect(try Self.shownFrame(harness) == 30, "half way: 3 s, a keyframe")
      Self.motion(harness, x: 302, y: 150)
      #expect(try Self.shownFrame(harness) == 50, "302 / 320 of 6 s is 5.66 s: keyframe 50")
      #expect(
        abs((harness.viewer.clips.position(of: harness.viewer.catalog[0], at: start) ?? 0) - 5.6625)
          < 1e-9, "the bar shows the point")
      Self.motion(harness, x: 16, y: 20)
      #expect(try Self.shownFrame(harness) == 0, "the drag goes on above the strip")
      Self.advance(harness, to: start + 1)
      #expect(try Self.shownFrame(harness) == 0, "held while the button is down")
      #expect(!harness.viewer.pager.isDragging && harness.viewer.currentItem == 0)
      Self.mouse(harness, down: false, x: 64, y: 20)
      #expect(try Self.shownFrame(harness) == 12, "let go at 1.2 s: the exact frame")
      Self.advance(harness, to: start + 1.5)
      #expect(try Self.shownFrame(harness) == 17, "it played, so it plays on from there")
      Self.advance(harness, to: start + 3)
      #expect(harness.viewer.currentItem == 0, "the drag from right to left did not page")
      #expect(!harness.viewer.pager.isAnimating)
      // A finger on the bar seeks as well.
      let down = FingerEvent(phase: .down, fingerID: 1, x: 0.75, y: 0.95)
      harness.viewer.handle(.finger(down), now: harness.clock.now())
      #expect(try Self.shownFrame(harness) == 40)
      let up = FingerEvent(phase: .up, fingerID: 1, x: 0.75, y: 0.95)
      harness.viewer.handle(.finger(up), now: harness.clock.now())
      #expect(try Self.shownFrame(harness) == 45)
      Self.advance(harness, to: start + 3.5)
      #expect(try Self.shownFrame(harness) == 50)
      #expect(harness.viewer.currentItem == 0)
    }
  }

  @Test("above the bar's strip a drag pages, as on any picture")
  func dragAboveTheBarPages() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try Self.restingOnClip(folder)
      let start = harness.clock.now()
      Self.mouse(harness, down: true, x: 300, y: 100)
      for step in 1...14 {
        harness.advance(frames: 1)
        Self.motion(harness, x: 300 - Double(step) * 20, y: 100)
      }
      Self.mouse(harness, down: false, x: 20, y: 100)
      Self.advance(harness, to: start + 2)
      #expect(harness.viewer.currentItem == 1)
    }
  }

  @Test("the bar's strip: a twentieth of the shorter side, at least 32 pt")
  func stripHeight() {
    #expect(ClipScrub.hitHeight(width: 1920, height: 1080) == 54)
    #expect(ClipScrub.hitHeight(width: 320, height: 160) == 32)
    #expect(ClipScrub.hits(y: 1030, width: 1920, height: 1080))
    #expect(!ClipScrub.hits(y: 1020, width: 1920, height: 1080))
    #expect(ClipScrub.fraction(x: -5, width: 100) == 0)
    #expect(ClipScrub.fraction(x: 150, width: 100) == 1)
  }
}
