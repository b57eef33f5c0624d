import SDLKit
import TestSupport
import Testing

@testable import Gestures

/// Touch and mouse recognisers against a fake pager (1000 × 500 points): slop, anchor, catch,
/// second finger, promotion, tap, synthetic mouse, capture, cancel.
@Suite("Pointer gestures")
struct PointerGestureTests {
  typealias C = FakePager.Command

  /// Feeds `events` (now = timestamp) and returns the pager's commands.
  static func play(
    _ events: [InputEvent], animating: Bool = false, gestures: inout InputGestures
  ) -> [C] {
    let pager = FakePager()
    pager.isAnimating = animating
    for event in events {
      _ = gestures.handle(event, now: Double(event.timestamp ?? 0) / 1000, pager: pager)
    }
    return pager.commands
  }

  static func play(_ events: [InputEvent], animating: Bool = false) -> [C] {
    var gestures = InputGestures()
    return play(events, animating: animating, gestures: &gestures)
  }

  static let cases: [(name: String, events: [InputEvent], animating: Bool, commands: [C])] = [
    (
      "touch within the 16 pt slop does nothing",
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.485, t: 16)], false, []
    ),
    (
      "touch past the slop drags from one slop away: no jump",
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.483, t: 16)], false,
      [.beginDrag, .drag(-1)]
    ),
    (
      "touch then follows 1:1",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.48, t: 16),
        E.finger(.motion, 1, x: 0.4, t: 32),
      ], false, [.beginDrag, .drag(-4), .drag(-84)]
    ),
    (
      "touch moving across the axis first is not a swipe",
      [
        E.finger(.down, 1, x: 0.5, y: 0.5, t: 0), E.finger(.motion, 1, x: 0.5, y: 0.56, t: 16),
        E.finger(.motion, 1, x: 0.3, y: 0.56, t: 32), E.finger(.up, 1, x: 0.3, t: 48),
      ], false, []
    ),
    (
      "a touch during a motion catches it at once, without slop",
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.495, t: 16)], true,
      [.beginDrag, .drag(-5)]
    ),
    (
      "a second finger does not move the content",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.4, t: 16),
        E.finger(.down, 2, x: 0.9, t: 20), E.finger(.motion, 2, x: 0.7, t: 32),
        E.finger(.motion, 1, x: 0.39, t: 40),
      ], false, [.beginDrag, .drag(-84), .drag(-94)]
    ),
    (
      "the other finger takes over when the tracked one lifts, from where the content is",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.4, t: 16),
        E.finger(.down, 2, x: 0.9, t: 20), E.finger(.up, 1, x: 0.4, t: 30),
        E.finger(.motion, 2, x: 0.89, t: 48), E.finger(.up, 2, x: 0.89, t: 200),
      ], false, [.beginDrag, .drag(-84), .drag(-94), .endDrag(velocity: 0, trackpad: false)]
    ),
    (
      "a touch within the slop is a tap where it lifts",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.495, t: 40),
        E.finger(.up, 1, x: 0.495, t: 80),
      ], false, [.tap(495)]
    ),
    (
      "fingers on a touchpad (not direct) are left to the wheel",
      [
        E.finger(.down, 1, x: 0.5, t: 0, direct: false),
        E.finger(.motion, 1, x: 0.3, t: 16, direct: false),
      ], false, []
    ),
    (
      "mouse past the 4 pt slop drags from one slop away",
      [E.mouse(true, x: 500, t: 0), E.move(x: 495, t: 8), E.move(x: 480, t: 16)], false,
      [.beginDrag, .drag(-1), .drag(-16)]
    ),
    (
      "mouse motion without the button does nothing",
      [E.move(x: 495, t: 8), E.move(x: 300, t: 16)], false, []
    ),
    (
      "the right button does not drag",
      [E.mouse(true, x: 500, t: 0, button: 3), E.move(x: 300, t: 16)], false, []
    ),
    (
      "a click within the slop is a tap",
      [E.mouse(true, x: 500, t: 0), E.move(x: 503, t: 8), E.mouse(false, x: 503, t: 30)], false,
      [.tap(503)]
    ),
    (
      "mouse events SDL made from touch are ignored",
      [
        E.mouse(true, x: 500, t: 0, fromTouch: true), E.move(x: 300, t: 16, fromTouch: true),
        E.mouse(false, x: 300, t: 30, fromTouch: true),
      ], false, []
    ),
    (
      "a mouse press during a touch drag is ignored",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.4, t: 16),
        E.mouse(true, x: 500, t: 20), E.move(x: 100, t: 24),
      ], false, [.beginDrag, .drag(-84)]
    ),
  ]

  @Test("touch and mouse command the pager", arguments: cases)
  func commands(name: String, events: [InputEvent], animating: Bool, commands: [C]) {
    #expect(Self.play(events, animating: animating) == commands, "\(name)")
  }

  static let closeEnough: [(name: String, events: [InputEvent], commands: [C])] = [
    (
      "a touch finishes the motion and, lifted within the slop, is a tap",
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.up, 1, x: 0.505, t: 80)],
      [.finishMotion, .tap(505)]
    ),
    (
      "a touch finishes the motion and then drags only past the slop",
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.49, t: 16),
        E.finger(.motion, 1, x: 0.48, t: 32),
      ], [.finishMotion, .beginDrag, .drag(-4)]
    ),
    (
      "a click finishes the motion and is a tap",
      [E.mouse(true, x: 500, t: 0), E.mouse(false, x: 502, t: 30)], [.finishMotion, .tap(502)]
    ),
  ]

  @Test(
    "bug: a press near the target dragged without slop; now it finishes and starts afresh",
    arguments: closeEnough)
  func pressWithinCloseEnough(name: String, events: [InputEvent], commands: [C]) {
    let pager = FakePager()
    pager.isAnimating = true
    pager.isCloseEnough = true
    var gestures = InputGestures()
    for event in events {
      _ = gestures.handle(event, now: Double(event.timestamp ?? 0) / 1000, pager: pager)
    }
    #expect(pager.commands == commands, "\(name)")
  }

  @Test("a fast release flings with the tracked velocity; a pause before the lift does not")
  func releaseVelocity() throws {
    let swipe = (0...6).map {
      E.finger(.motion, 1, x: 0.5 - 0.016 * Double($0), t: UInt32(16 * $0))
    }
    let fast = Self.play(
      [E.finger(.down, 1, x: 0.5, t: 0)] + swipe + [E.finger(.up, 1, x: 0.404, t: 100)])
    guard case .endDrag(let velocity, _) = try #require(fast.last) else {
      Issue.record("no release: \(fast)")
      return
    }
    #expect(abs(velocity + 1000) < 1)  // 16 points per 16 ms, leftwards
    let paused = Self.play(
      [E.finger(.down, 1, x: 0.5, t: 0)] + swipe + [E.finger(.up, 1, x: 0.404, t: 150)])
    #expect(paused.last == .endDrag(velocity: 0, trackpad: false))
  }

  @Test("the mouse is captured while the left button is down, and let go on release or cancel")
  func mouseCapture() {
    var gestures = InputGestures()
    let pager = FakePager()
    _ = gestures.handle(E.mouse(true, x: 500, t: 0), now: 0, pager: pager)
    #expect(gestures.capturesMouse)
    _ = gestures.handle(E.mouse(false, x: 500, t: 10), now: 0.01, pager: pager)
    #expect(!gestures.capturesMouse)
    _ = gestures.handle(E.mouse(true, x: 500, t: 20), now: 0.02, pager: pager)
    _ = gestures.handle(E.move(x: 400, t: 30), now: 0.03, pager: pager)
    let cancelled = gestures.cancel(now: 0.04, pager: pager)
    #expect(cancelled)
    #expect(!gestures.capturesMouse)
    #expect(pager.commands.suffix(1) == [.cancelDrag])
  }

  @Test("a cancelled touch drag ignores the rest of the swipe")
  func cancelledTouch() {
    var gestures = InputGestures()
    let pager = FakePager()
    for event in [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.4, t: 16)] {
      _ = gestures.handle(event, now: 0, pager: pager)
    }
    _ = gestures.cancel(now: 0.02, pager: pager)
    for event in [E.finger(.motion, 1, x: 0.2, t: 32), E.finger(.up, 1, x: 0.1, t: 40)] {
      _ = gestures.handle(event, now: 0.04, pager: pager)
    }
    #expect(pager.commands == [.beginDrag, .drag(-84), .cancelDrag])
  }

  @Test("a vertical carousel drags along y")
  func verticalDrag() {
    let pager = FakePager()
    pager.orientation = .vertical
    var gestures = InputGestures()
    for event in [
      E.finger(.down, 1, x: 0.5, y: 0.5, t: 0), E.finger(.motion, 1, x: 0.5, y: 0.4, t: 16),
    ] {
      _ = gestures.handle(event, now: 0, pager: pager)
    }
    #expect(pager.commands == [.beginDrag, .drag(-34)])  // 50 points up, less the 16 slop
  }

  @Test("a release reports the travel since the pointer went down, slop included")
  func releaseReportsTravelFromDown() {
    let cases: [(events: [InputEvent], travel: Double)] = [
      // A touch 30 pt to the left: 16 pt of slop, then 14 pt of drag.
      (
        [
          E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.48, t: 16),
          E.finger(.up, 1, x: 0.47, t: 32),
        ], -30
      ),
      // A mouse drag 30 pt to the right: 4 pt of slop, then 26 pt of drag.
      ([E.mouse(true, x: 500, t: 0), E.move(x: 520, t: 16), E.mouse(false, x: 530, t: 32)], 30),
    ]
    for (events, travel) in cases {
      let pager = FakePager()
      var gestures = InputGestures()
      for event in events {
        _ = gestures.handle(event, now: Double(event.timestamp ?? 0) / 1000, pager: pager)
      }
      #expect(pager.lastTravel.map(FakePager.rounded) == travel)
    }
  }
}
