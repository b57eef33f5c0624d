import Foundation
import SDLKit
import ScrollPhysics
import TestSupport
import Testing

@testable import Gestures

/// Pinch, pan, double tap, Ctrl+wheel and trackpad zoom routed to the zoom, and the hand-over
/// to the pager at the picture's edge (docs/physics.md §17), against a fake pager (1000×500
/// points) and a fake zoom.
@Suite("Zoom gestures")
struct ZoomGestureTests {
  typealias Z = FakeZoom.Command
  typealias C = FakePager.Command

  struct Setup {
    var zoomed = false
    var atNextEdge = false
    var atPreviousEdge = false
    var zoomable = true
  }

  /// Plays `events` (now = each event's time) and fires deadlines at `deadlines` (s).
  static func play(_ events: [InputEvent], _ setup: Setup = Setup(), deadlines: [Double] = [])
    -> (zoom: [Z], pager: [C])
  {
    let pager = FakePager()
    let zoom = FakeZoom()
    zoom.zoomed = setup.zoomed
    zoom.atNextEdge = setup.atNextEdge
    zoom.atPreviousEdge = setup.atPreviousEdge
    zoom.zoomable = setup.zoomable
    var gestures = InputGestures()
    for event in events {
      let time = event.timestamp.map { Double($0) / 1000 }
      _ = gestures.handle(event, time: time, now: time ?? 0, pager: pager, zoom: zoom)
    }
    for deadline in deadlines {
      _ = gestures.fireDeadlines(now: deadline, pager: pager, zoom: zoom)
    }
    return (zoom.commands, pager.commands)
  }

  @Test("two fingers pinch about their midpoint; when one lifts, the other pans on")
  func pinchThenPan() {
    let (zoom, pager) = Self.play([
      E.finger(.down, 1, x: 0.4, t: 0), E.finger(.down, 2, x: 0.6, t: 10),
      E.finger(.motion, 2, x: 0.7, t: 26),
      E.finger(.up, 2, x: 0.7, t: 40),
      E.finger(.motion, 1, x: 0.38, t: 56),
      E.finger(.up, 1, x: 0.38, t: 200),
    ])
    #expect(
      zoom == [
        .begin, .track(scale: 1.5, from: P(500, 250), to: P(550, 250)),
        .begin, .track(scale: 1, from: P(400, 250), to: P(380, 250)),
        .end(velocity: .zero, focus: P(380, 250)),
      ])
    #expect(pager.isEmpty, "a pinch never taps or drags the pager")
  }

  @Test("no pinch when the picture cannot zoom: the second finger waits, as before")
  func noPinchWithoutZoom() {
    var setup = Setup()
    setup.zoomable = false
    let (zoom, _) = Self.play(
      [E.finger(.down, 1, x: 0.4, t: 0), E.finger(.down, 2, x: 0.6, t: 10)], setup)
    #expect(zoom.isEmpty)
  }

  @Test("zoomed, a swipe pans from one slop past the press, and coasts on release")
  func zoomedSwipePans() throws {
    var setup = Setup()
    setup.zoomed = true
    let (zoom, pager) = Self.play(
      [
        E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.49, t: 16),
        E.finger(.motion, 1, x: 0.47, t: 32), E.finger(.motion, 1, x: 0.44, t: 48),
        E.finger(.up, 1, x: 0.44, t: 50),
      ], setup)
    #expect(pager.isEmpty)
    #expect(zoom.first == .begin)
    #expect(zoom[1] == .track(scale: 1, from: P(484, 250), to: P(470, 250)))
    guard case .end(let velocity, let focus)? = zoom.last else {
      Issue.record("no release: \(zoom)")
      return
    }
    #expect(focus == P(440, 250))
    #expect(velocity.x < -1500 && velocity.y == 0)  // about −1.9 points per ms, leftwards
  }

  @Test("zoomed, a swipe across the carousel's axis pans too (it is not ignored)")
  func zoomedVerticalPans() {
    var setup = Setup()
    setup.zoomed = true
    let (zoom, pager) = Self.play(
      [E.finger(.down, 1, x: 0.5, y: 0.5, t: 0), E.finger(.motion, 1, x: 0.5, y: 0.4, t: 16)],
      setup)
    #expect(pager.isEmpty)
    #expect(zoom == [.begin, .track(scale: 1, from: P(500, 234), to: P(500, 200))])
  }

  @Test("zoomed to the picture's edge, a further swipe that way pages the carousel")
  func swipeAtEdgePages() {
    var setup = Setup()
    setup.zoomed = true
    setup.atNextEdge = true
    let (zoom, pager) = Self.play(
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.48, t: 16)], setup)
    #expect(zoom.isEmpty)
    #expect(pager == [.beginDrag, .drag(-4)])
    // The other way, it pans.
    let back = Self.play(
      [E.finger(.down, 1, x: 0.5, t: 0), E.finger(.motion, 1, x: 0.52, t: 16)], setup)
    #expect(back.pager.isEmpty)
    #expect(back.zoom.first == .begin)
  }

  @Test("a double tap toggles the zoom about the tap; taps are still taps")
  func doubleTapToggles() {
    let (zoom, pager) = Self.play([
      E.finger(.down, 1, x: 0.3, y: 0.2, t: 0), E.finger(.up, 1, x: 0.3, y: 0.2, t: 60),
      E.finger(.down, 1, x: 0.31, y: 0.2, t: 200), E.finger(.up, 1, x: 0.31, y: 0.2, t: 260),
      E.finger(.down, 1, x: 0.31, y: 0.2, t: 400), E.finger(.up, 1, x: 0.31, y: 0.2, t: 460),
    ])
    #expect(zoom == [.toggle(about: P(310, 100))])
    #expect(pager == [.tap(300), .tap(310), .tap(310)])
  }

  @Test("taps too far apart in time or place are two taps")
  func slowOrDistantTaps() {
    let slow = Self.play([
      E.finger(.down, 1, x: 0.3, t: 0), E.finger(.up, 1, x: 0.3, t: 60),
      E.finger(.down, 1, x: 0.3, t: 400), E.finger(.up, 1, x: 0.3, t: 460),
    ])
    #expect(slow.zoom.isEmpty)
    let distant = Self.play([
      E.finger(.down, 1, x: 0.3, t: 0), E.finger(.up, 1, x: 0.3, t: 60),
      E.finger(.down, 1, x: 0.5, t: 200), E.finger(.up, 1, x: 0.5, t: 260),
    ])
    #expect(distant.zoom.isEmpty)
  }

  @Test("a double click toggles the zoom about the pointer")
  func doubleClickToggles() {
    let (zoom, _) = Self.play([
      E.mouse(true, x: 300, y: 200, t: 0), E.mouse(false, x: 300, y: 200, t: 80),
      E.mouse(true, x: 302, y: 201, t: 300), E.mouse(false, x: 302, y: 201, t: 380),
    ])
    #expect(zoom == [.toggle(about: P(302, 201))])
  }

  @Test("zoomed, a mouse drag pans; at the edge it pages")
  func mouseDragPans() {
    var setup = Setup()
    setup.zoomed = true
    let (zoom, pager) = Self.play(
      [
        E.mouse(true, x: 500, y: 250, t: 0), E.move(x: 500, y: 240, t: 16),
        E.mouse(false, x: 500, y: 240, t: 100),
      ], setup)
    #expect(pager.isEmpty)
    #expect(zoom.prefix(2) == [.begin, .track(scale: 1, from: P(500, 246), to: P(500, 240))])
    #expect(zoom.last == .end(velocity: .zero, focus: P(500, 240)))  // a pause: no coast
    setup.atPreviousEdge = true
    let edge = Self.play([E.mouse(true, x: 500, t: 0), E.move(x: 520, t: 16)], setup)
    #expect(edge.pager == [.beginDrag, .drag(16)])
  }

  @Test("Ctrl+wheel zooms by a step per notch about the pointer; it never pages")
  func ctrlWheelZooms() {
    let (zoom, pager) = Self.play([
      E.wheel(y: 1, at: 200, 100, modifiers: .control, t: 0),
      E.wheel(y: -2, at: 200, 100, modifiers: .control, t: 300),
    ])
    #expect(zoom == [.zoom(by: 1.25, about: P(200, 100)), .zoom(by: 0.64, about: P(200, 100))])
    #expect(pager.isEmpty)
  }

  @Test("Ctrl with a trackpad zooms continuously and lets go 100 ms after the last event")
  func ctrlTrackpadZooms() {
    let (zoom, pager) = Self.play(
      [
        E.wheel(y: 2.3, at: 300, 200, modifiers: .control, t: 0),
        E.wheel(y: 4.3, at: 320, 200, modifiers: .control, t: 8),
      ], deadlines: [0.107, 0.109])
    #expect(pager.isEmpty)
    // 6.6 units of 10 px over 200 px per e-fold: e^0.33.
    #expect(
      zoom == [
        .begin, .track(scale: FakeZoom.r(exp(0.115)), from: P(300, 200), to: P(300, 200)),
        .track(scale: FakeZoom.r(exp(0.33)), from: P(300, 200), to: P(300, 200)),
        .end(velocity: .zero, focus: P(300, 200)),
      ])
  }

  @Test("zoomed, a trackpad swipe pans; toward an edge the picture shows, it pages")
  func trackpadPansWhenZoomed() {
    var setup = Setup()
    setup.zoomed = true
    let (zoom, pager) = Self.play(
      [E.wheel(x: 2.3, at: 500, 250, t: 0), E.wheel(x: 1.1, y: 0.3, at: 500, 250, t: 8)], setup,
      deadlines: [0.2])
    #expect(pager.isEmpty)
    #expect(
      zoom == [
        .begin, .track(scale: 1, from: P(500, 250), to: P(477, 250)),
        .track(scale: 1, from: P(500, 250), to: P(466, 253)),
        .end(velocity: .zero, focus: P(466, 253)),
      ])
    setup.atNextEdge = true
    let edge = Self.play([E.wheel(x: 2.3, at: 500, 250, t: 0)], setup)
    #expect(edge.zoom.isEmpty)
    #expect(edge.pager == [.beginDrag, .drag(-57.5)])
  }

  @Test("a trackpad pinch (XInput 2.4) zooms about the pointer")
  func trackpadPinch() {
    let (zoom, _) = Self.play([
      E.pinch(.begin, scale: 1, x: 400, y: 300, t: 0),
      E.pinch(.update, scale: 1.4, x: 410, y: 300, t: 16),
      E.pinch(.end, scale: 1.4, x: 410, y: 300, t: 40),
    ])
    #expect(
      zoom == [
        .begin, .track(scale: 1.4, from: P(400, 300), to: P(410, 300)),
        .end(velocity: .zero, focus: P(410, 300)),
      ])
  }
}

/// The arrow keys on a zoomed picture: a step of an eighth of the view along the key's axis;
/// at the edge the pager's axis leads to, the key pages instead.
@Suite("Arrow keys pan a zoomed picture")
struct KeyPanTests {
  static let view = P(800, 600)

  static func press(_ key: Key, modifiers: KeyModifiers = [], repeating: Bool = false) -> KeyEvent {
    KeyEvent(key: key, isDown: true, isRepeat: repeating, modifiers: modifiers)
  }

  @Test(
    "each arrow pans its own axis by an eighth of the view, the content moving against it",
    arguments: [
      (Key.right, P(-100, 0)), (.left, P(100, 0)), (.down, P(0, -75)), (.up, P(0, 75)),
    ])
  func arrowsPan(key: Key, delta: ZoomVector) {
    let zoom = FakeZoom()
    zoom.zoomed = true
    #expect(
      KeyPan.handle(
        Self.press(key, repeating: true), orientation: .horizontal, viewport: Self.view,
        zoom: zoom, now: 0))
    #expect(zoom.commands == [.pan(by: delta)])
  }

  @Test("at the edge along the pager's axis the key is left to page; across it, it pans")
  func edgePages() {
    let zoom = FakeZoom()
    zoom.zoomed = true
    zoom.atNextEdge = true
    #expect(
      !KeyPan.handle(
        Self.press(.right), orientation: .horizontal, viewport: Self.view, zoom: zoom, now: 0))
    #expect(
      KeyPan.handle(
        Self.press(.left), orientation: .horizontal, viewport: Self.view, zoom: zoom, now: 0))
    // Vertical: Down leads to the next page; Right pans across.
    #expect(
      !KeyPan.handle(
        Self.press(.down), orientation: .vertical, viewport: Self.view, zoom: zoom, now: 0))
    #expect(
      KeyPan.handle(
        Self.press(.right), orientation: .vertical, viewport: Self.view, zoom: zoom, now: 0))
    #expect(zoom.commands == [.pan(by: P(100, 0)), .pan(by: P(-100, 0))])
  }

  @Test("not zoomed, with Ctrl, Alt or Super, released, or another key: nothing is taken")
  func otherwiseLeftAlone() {
    let zoom = FakeZoom()
    let events = [
      Self.press(.right), KeyEvent(key: .right, isDown: false), Self.press(.space),
    ]
    for event in events {
      #expect(
        !KeyPan.handle(event, orientation: .horizontal, viewport: Self.view, zoom: zoom, now: 0))
      zoom.zoomed = true
    }
    for modifier in [KeyModifiers.control, .alt, .gui] {
      #expect(
        !KeyPan.handle(
          Self.press(.right, modifiers: modifier), orientation: .horizontal,
          viewport: Self.view, zoom: zoom, now: 0))
    }
    #expect(zoom.commands.isEmpty)
  }
}
