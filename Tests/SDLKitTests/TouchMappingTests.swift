import SDLKit
import Testing

/// Finger coordinates back to window points (docs/physics.md §3): SDL 2.26.5 normalises them by
/// the window, differently per video driver; undoing its formula gives the touched pixel, on any
/// monitor and on a turned screen.
@Suite("Touch mapping")
struct TouchMappingTests {
  /// A window's size and a touched pixel in it, as the X server or the compositor reports it
  /// (relative to the window, after the touchscreen's mapping to its monitor and rotation).
  static let touches: [(name: String, width: Double, height: Double, x: Double, y: Double)] = [
    ("window on the first monitor", 1280, 720, 640, 360),
    ("the far corner", 1280, 720, 1279, 719),
    ("window on a second monitor at x = 1920 (positions are the window's)", 1280, 720, 3, 700),
    ("fullscreen on a turned (portrait) screen", 1080, 1920, 1000, 1900),
    ("the top-left pixel", 1920, 1080, 0, 0),
  ]

  @Test(
    "X11: SDL divides by the size less one; the mapping gives the pixel back", arguments: touches)
  func x11(name: String, width: Double, height: Double, x: Double, y: Double) {
    let finger = FingerEvent(
      phase: .down, fingerID: 1, x: Double(Float(x / (width - 1))),
      y: Double(Float(y / (height - 1))), normalisation: .sizeLessOne)
    let point = finger.windowPoint(width: width, height: height)
    #expect(abs(point.x - x) < 1e-3 && abs(point.y - y) < 1e-3, "\(name)")
  }

  @Test("Wayland: SDL divides by the size; the mapping gives the pixel back", arguments: touches)
  func wayland(name: String, width: Double, height: Double, x: Double, y: Double) {
    let finger = FingerEvent(
      phase: .down, fingerID: 1, x: Double(Float(x / width)), y: Double(Float(y / height)),
      normalisation: .size)
    let point = finger.windowPoint(width: width, height: height)
    #expect(abs(point.x - x) < 1e-3 && abs(point.y - y) < 1e-3, "\(name)")
  }

  @Test("X11's far corner is the last pixel, not one past it as a division by the size gives")
  func farCorner() {
    let finger = FingerEvent(phase: .down, fingerID: 1, x: 1, y: 1, normalisation: .sizeLessOne)
    #expect(finger.windowPoint(width: 1280, height: 720) == (1279, 719))
    let wrong = FingerEvent(phase: .down, fingerID: 1, x: 1, y: 1, normalisation: .size)
    #expect(wrong.windowPoint(width: 1280, height: 720) == (1280, 720))
  }

  @Test("a one-pixel X11 window: SDL says 0.5, the pixel is 0")
  func onePixelWindow() {
    let finger = FingerEvent(phase: .down, fingerID: 1, x: 0.5, y: 0.5, normalisation: .sizeLessOne)
    #expect(finger.windowPoint(width: 1, height: 1) == (0, 0))
  }
}
