import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// The display inside the viewer, on the virtual clock: auto-hide, what input does, what a
/// hidden display costs, and text slides among pictures.
@Suite("Display behaviour", .serialized)
struct DisplayBehaviourTests {
  /// Lit pixels that differ between two frames.
  static func differingPixels(_ first: Surface, _ second: Surface) throws -> Int {
    zip(try first.argbPixels(), try second.argbPixels()).filter { $0 != $1 }.count
  }

  @Test("Auto-hide: shown at the start, gone 3.4 s later; a key brings it back")
  func autoHideOnTheVirtualClock() throws {
    try SDLTestSession.run {
      let harness = try DisplayFrameTests.harness(
        count: 3, display: DisplayFrameTests.settings(.count, .name))
      let shown = try harness.renderFrame()
      harness.advance(frames: 175)  // 2.92 s
      #expect(harness.viewer.overlay.display.opacity(at: harness.clock.now()) == 1)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == 3)
      harness.advance(frames: 30)  // 3.42 s: faded out
      #expect(harness.viewer.overlay.display.opacity(at: harness.clock.now()) == 0)
      let hidden = try harness.renderFrame()
      let off = try DisplayFrameTests.harness(count: 3, display: .off).renderFrame()
      #expect(try Self.differingPixels(hidden, off) == 0, "a hidden display draws nothing")
      #expect(try Self.differingPixels(shown, off) > 100, "a shown one draws its count and caption")
      harness.viewer.handle(.key(KeyEvent(key: .s, isDown: true)), now: harness.clock.now())
      harness.viewer.handle(.key(KeyEvent(key: .s, isDown: false)), now: harness.clock.now())
      #expect(harness.viewer.overlay.display.opacity(at: harness.clock.now()) == 1)
    }
  }

  @Test("A hidden display costs nothing: no text rendered, no deadline, no frames asked")
  func hiddenCostsNothing() throws {
    try SDLTestSession.run {
      let harness = try DisplayFrameTests.harness(
        count: 3, display: DisplayFrameTests.settings(.count, .name))
      _ = try harness.renderFrame()
      harness.advance(frames: 240)
      _ = try harness.renderFrame()
      let cache = harness.viewer.stage.painter.text
      let renders = cache.renderCount
      let lookups = harness.viewer.stage.painter.layouts.fitCount
      for _ in 0..<60 {
        harness.advance(frames: 1)
        #expect(!harness.viewer.needsRedraw)
        _ = try harness.renderFrame()
      }
      #expect(cache.renderCount == renders)
      #expect(harness.viewer.stage.painter.layouts.fitCount == lookups)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil)
    }
  }

  @Test("A tap hides the display and the next tap shows it; a key closes the help")
  func tapsAndHelp() throws {
    try SDLTestSession.run {
      let harness = try DisplayFrameTests.harness(
        count: 3, display: DisplayFrameTests.settings(.count, .name))
      harness.viewer.pager(harness.viewer.pager, didTapPageAt: 0)
      #expect(harness.viewer.overlay.display.opacity(at: harness.clock.now()) == 0)
      harness.advance(frames: 10)
      harness.viewer.pager(harness.viewer.pager, didTapPageAt: 0)
      #expect(harness.viewer.overlay.display.opacity(at: harness.clock.now()) == 1)
      harness.perform(.toggleHelp)
      #expect(harness.viewer.overlay.display.isHelpShown)
      harness.viewer.handle(.key(KeyEvent(key: .right, isDown: true)), now: harness.clock.now())
      #expect(!harness.viewer.overlay.display.isHelpShown)
      harness.advance(frames: 60)
      #expect(harness.viewer.currentItem == 0, "the key that closed the help did nothing else")
    }
  }

  /// `?` closes the help it opened.
  ///
  /// Issue 35: it did not. Typed on a US or UK keyboard, `?` is Shift and then /: the Shift
  /// key's own press closed the help, and the / opened it again.
  @Test("? closes the help it opened; a modifier alone does not close it")
  func questionMarkClosesTheHelp() throws {
    try SDLTestSession.run {
      let harness = try DisplayFrameTests.harness(
        count: 3, display: DisplayFrameTests.settings(.count, .name))
      let viewer = harness.viewer
      let shift = try #require(Key(name: "Left Shift"))
      func typeQuestionMark() {
        let now = harness.clock.now()
        viewer.handle(.key(KeyEvent(key: shift, isDown: true, modifiers: .shift)), now: now)
        viewer.handle(.key(KeyEvent(key: .slash, isDown: true, modifiers: .shift)), now: now)
        viewer.handle(.key(KeyEvent(key: .slash, isDown: false, modifiers: .shift)), now: now)
        viewer.handle(.key(KeyEvent(key: shift, isDown: false)), now: now)
      }
      typeQuestionMark()
      #expect(viewer.overlay.display.isHelpShown)
      harness.advance(frames: 10)
      typeQuestionMark()
      #expect(!viewer.overlay.display.isHelpShown, "the ? that opened it closes it")
      harness.advance(frames: 10)
      harness.press(.f1)
      #expect(viewer.overlay.display.isHelpShown)
      harness.press(.f1)
      #expect(!viewer.overlay.display.isHelpShown, "so does F1")
    }
  }

  @Test("A text slide shows among pictures in a slideshow, and in a kiosk")
  func textSlideInASlideshow() throws {
    let folder = try TemporaryFolder()
    try folder.write("2-notice.txt", bytes: Array("Closed today\nBack tomorrow".utf8))
    for name in ["1-a.png", "3-b.png"] {
      try writeSolidPNG(
        folder.path + "/" + name, size: Size(width: 8, height: 8), color: Color(rgb: 0x20_80_40))
    }
    for isKiosk in [false, true] {
      try SDLTestSession.run {
        var options = Options()
        options.isKiosk = isKiosk
        let settings = DisplaySettings(options: options)
        let harness = try ViewerHarness(paths: [folder.path], display: settings)
        #expect(harness.viewer.catalog.items.map(\.kind) == [.picture, .text, .picture])
        harness.viewer.slideshow.interval = 2
        harness.viewer.setSlideshow(true, at: harness.clock.now())
        harness.advance(frames: 160)  // the first transition ends at 2.6 s
        #expect(harness.viewer.currentItem == 1)
        let frame = try harness.renderFrame()
        let background = TextSlideStyle.defaultBackground
        #expect(frame.pixel(x: 4, y: 4) == background, "the slide's background fills the page")
        let lit = try frame.argbPixels().filter {
          Color(argb: $0).maximumChannelDifference(to: TextSlideStyle.defaultColor) < 40
        }.count
        #expect(lit > 100, "its text is drawn")
        harness.advance(frames: 130)
        #expect(harness.viewer.currentItem == 2, "and the slideshow goes on")
        #expect(harness.reportedLines.isEmpty)
      }
    }
  }

  @Test("The real binary in --kiosk: a text slide comes up among the pictures in its slideshow")
  func textSlideInTheKioskBinary() throws {
    let folder = try TemporaryFolder()
    try folder.write("2-notice.md", bytes: Array("# Closed today\nBack tomorrow".utf8))
    try SDLTestSession.run {
      try writeSolidPNG(
        folder.file("1-a.png"), size: Size(width: 8, height: 8), color: Color(rgb: 0x20_80_40))
    }
    let shot = folder.file("shot.png")
    // A 1 s slideshow: the slide is reached 1.6 s in, at rest from frame 96.
    let result = try CarouselProcess.run([
      "--headless", "--kiosk", "--slideshow", "1", "--size", "160x90", "--frames", "100",
      "--screenshot", shot, folder.file("1-a.png"), folder.file("2-notice.md"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let frame = try SDLTestSession.run { try Surface(contentsOfFile: shot) }
    #expect(frame.pixel(x: 2, y: 2) == TextSlideStyle.defaultBackground)
    #expect(result.standardError.isEmpty)
  }
}
