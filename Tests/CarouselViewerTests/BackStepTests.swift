import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures

/// Escape steps back one level, as Loupe, Eye of GNOME and phone galleries do.
///
/// Issue 35: it quit from fullscreen, from a zoom and with the info panel open. Now the help or
/// the info panel closes, then the zoom goes, then fullscreen, and only a plain window quits. A
/// kiosk only leaves the zoom; its exit chord is the way out.
@Suite("Escape steps back", .serialized)
struct BackStepTests {
  /// A viewer of three pictures in a fullscreen window, its first picture zoomed in, with the
  /// display's panels allowed unless `options` is a kiosk's.
  static func zoomedFullscreen(_ options: Options = Options()) throws -> ViewerHarness {
    let harness = try DisplayFrameTests.harness(
      count: 3, display: DisplaySettings(options: options))
    harness.viewer.configure(options.resolved)
    try harness.window.setFullscreen(true)
    _ = try harness.renderFrame()
    harness.press(.plus)
    harness.advance(frames: 60)
    #expect(harness.viewer.zoom.isZoomed(at: harness.clock.now()))
    return harness
  }

  /// Presses Escape and lets what it started end.
  static func escape(_ harness: ViewerHarness) {
    harness.press(.escape)
    harness.advance(frames: 60)
  }

  @Test("panel, zoom, fullscreen, then quit: one step a press")
  func stepsBack() throws {
    try SDLTestSession.run {
      let harness = try Self.zoomedFullscreen()
      let viewer = harness.viewer
      func isZoomed() -> Bool { viewer.zoom.isZoomed(at: harness.clock.now()) }
      harness.press(.i)
      harness.press(.question)
      #expect(viewer.overlay.display.isInfoShown && viewer.overlay.display.isHelpShown)
      Self.escape(harness)
      #expect(!viewer.overlay.display.isHelpShown, "the help closes first")
      #expect(viewer.overlay.display.isInfoShown)
      #expect(isZoomed() && viewer.window.isFullscreen && viewer.isRunning)
      Self.escape(harness)
      #expect(!viewer.overlay.display.isInfoShown, "then the info panel")
      #expect(isZoomed() && viewer.window.isFullscreen && viewer.isRunning)
      Self.escape(harness)
      #expect(!isZoomed(), "then the zoom")
      #expect(viewer.window.isFullscreen && viewer.isRunning)
      Self.escape(harness)
      #expect(!viewer.window.isFullscreen, "then fullscreen")
      #expect(viewer.isRunning)
      #expect(viewer.currentItem == 0, "no step turned a page")
      Self.escape(harness)
      #expect(!viewer.isRunning, "a plain window quits")
    }
  }

  @Test("Q still quits at once, from a zoom in fullscreen")
  func qQuits() throws {
    try SDLTestSession.run {
      let harness = try Self.zoomedFullscreen()
      harness.press(.q)
      #expect(!harness.viewer.isRunning)
    }
  }

  @Test("a kiosk leaves the zoom and nothing more; its chord quits")
  func kiosk() throws {
    try SDLTestSession.run {
      var options = Options()
      options.isKiosk = true
      let harness = try Self.zoomedFullscreen(options)
      let viewer = harness.viewer
      Self.escape(harness)
      #expect(!viewer.zoom.isZoomed(at: harness.clock.now()), "out of the zoom")
      for _ in 0..<3 { Self.escape(harness) }
      #expect(viewer.window.isFullscreen && viewer.isRunning, "still the kiosk")
      harness.press(.q, [.control, .alt])
      #expect(!viewer.isRunning)
    }
  }
}
