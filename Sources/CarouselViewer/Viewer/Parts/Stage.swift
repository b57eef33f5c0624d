import Geometry
import SDLKit

/// The window and what is drawn in it: the renderer, the painter of pages, the sizes the pages
/// were laid out for, the title, and the pointer (hidden when still in a kiosk).
///
/// Main thread only, owned by the ``Viewer``.
final class Stage {
  let window: Window
  let renderer: Renderer
  /// Draws the pages, error pages, the spinner and the status line.
  let painter: FramePainter
  /// The window size and drawable size the pages were last laid out for.
  private var laidOutSizes: [Size] = []
  /// The window title last set, so it is set only when it changes.
  private var title = ""
  /// In a kiosk the pointer hides when still.
  private var hidesPointer = false
  /// Whether the pointer is shown.
  private(set) var isPointerVisible = true
  /// When the pointer hides, in s: set while it is shown in a kiosk, nil otherwise.
  private(set) var pointerDeadline: Double?
  /// Whether the mouse is captured (during a left-button drag).
  private var isMouseCaptured = false

  init(window: Window, renderer: Renderer, painter: FramePainter) {
    self.window = window
    self.renderer = renderer
    self.painter = painter
  }

  /// Device pixels per logical pixel (HiDPI): the drawable's width over the window's.
  var displayScale: Double {
    Double(renderer.outputSize.width) / Double(max(window.size.width, 1))
  }

  /// The whole drawable, in device pixels.
  var outputFrame: Rect {
    let output = renderer.outputSize
    return Rect(x: 0, y: 0, width: Double(output.width), height: Double(output.height))
  }

  /// Takes the window's and the drawable's current sizes as those the pages are laid out for.
  /// - Returns: whether they changed since the last layout (not at the first: a zoom's geometry
  ///   is its view's, and a new size drops it).
  func takeLayoutSizes() -> Bool {
    let sizes = [window.size, renderer.outputSize]
    defer { laidOutSizes = sizes }
    return !laidOutSizes.isEmpty && sizes != laidOutSizes
  }

  /// Whether the window or its drawable changed size without a resize event, as some window
  /// systems do when going fullscreen.
  var needsLayout: Bool { laidOutSizes != [window.size, renderer.outputSize] }

  /// Sets the window title to `title` when it changed.
  func setTitle(_ title: String) {
    guard title != self.title else { return }
    self.title = title
    window.title = title
  }

  /// In a kiosk, the pointer is hidden from the start.
  func beginKiosk() {
    hidesPointer = true
    setPointerVisible(false)
  }

  /// In a kiosk, a moving mouse shows the pointer until it has been still for
  /// ``SlideshowConstants/pointerHideDelay``.
  func notePointer(_ event: InputEvent, now: Double) {
    guard hidesPointer else { return }
    switch event {
    case .mouseMotion(let motion) where !motion.isFromTouch: break
    case .mouseButton(let button) where !button.isFromTouch: break
    default: return
    }
    setPointerVisible(true)
    pointerDeadline = now + SlideshowConstants.pointerHideDelay
  }

  /// Hides the kiosk's pointer once it has been still long enough.
  func hidePointerIfDue(at now: Double) {
    guard let deadline = pointerDeadline, deadline <= now else { return }
    pointerDeadline = nil
    setPointerVisible(false)
  }

  /// Captures the mouse while a left-button drag lasts (docs/physics.md §3), releases it after.
  func captureMouse(_ captured: Bool) {
    guard captured != isMouseCaptured else { return }
    isMouseCaptured = captured
    Mouse.setCaptured(captured)
  }

  private func setPointerVisible(_ visible: Bool) {
    isPointerVisible = visible
    Mouse.setCursorVisible(visible)
  }
}
