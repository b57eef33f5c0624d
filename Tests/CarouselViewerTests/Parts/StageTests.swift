import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The stage alone: the title set when it changes, the kiosk's pointer, the layout's sizes.
@Suite(.serialized) struct StageTests {
  static func stage() throws -> Stage {
    let window = try Window(title: "stage", size: Size(width: 160, height: 90), flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    let fonts = FontBook(fallback: AssetLocator.font(), reporter: .silent)
    let painter = FramePainter(
      renderer: renderer, text: TextCache(renderer: renderer, fonts: fonts))
    return Stage(window: window, renderer: renderer, painter: painter)
  }

  @Test func setsTheTitle() throws {
    try SDLTestSession.run {
      let stage = try Self.stage()
      stage.setTitle("a.png (1 / 3) — Carousel")
      #expect(stage.window.title == "a.png (1 / 3) — Carousel")
    }
  }

  @Test("in a kiosk the pointer shows while the mouse moves, and hides once it is still")
  func kioskPointer() throws {
    try SDLTestSession.run {
      let stage = try Self.stage()
      let motion = InputEvent.mouseMotion(MouseMotionEvent(x: 5, y: 5))
      stage.notePointer(motion, now: 1)
      #expect(stage.isPointerVisible && stage.pointerDeadline == nil, "not a kiosk")
      stage.beginKiosk()
      #expect(!stage.isPointerVisible)
      stage.notePointer(motion, now: 2)
      #expect(stage.isPointerVisible)
      #expect(stage.pointerDeadline == 2 + SlideshowConstants.pointerHideDelay)
      let touch = InputEvent.mouseMotion(
        MouseMotionEvent(x: 5, y: 5, isFromTouch: true))
      stage.notePointer(touch, now: 2.5)
      #expect(stage.pointerDeadline == 2 + SlideshowConstants.pointerHideDelay, "a finger")
      stage.hidePointerIfDue(at: 2.9)
      #expect(stage.isPointerVisible)
      stage.hidePointerIfDue(at: 2 + SlideshowConstants.pointerHideDelay)
      #expect(!stage.isPointerVisible && stage.pointerDeadline == nil)
    }
  }

  @Test("the first layout is not a change of size; a resize is")
  func layoutSizes() throws {
    try SDLTestSession.run {
      let stage = try Self.stage()
      #expect(stage.needsLayout)
      #expect(!stage.takeLayoutSizes())
      #expect(!stage.needsLayout)
      stage.window.resize(to: Size(width: 200, height: 100))
      #expect(stage.needsLayout)
      #expect(stage.takeLayoutSizes())
      #expect(stage.displayScale == 1)
      #expect(stage.outputFrame == Rect(x: 0, y: 0, width: 200, height: 100))
    }
  }
}
