import SDLKit
import TestSupport
import Testing

@testable import Gestures

/// Wheel classification (docs/physics.md §3), per-notch and burst paging, the trackpad drag and its
/// idle end, against a fake pager (page length 1000 points).
@Suite("Wheel and trackpad gestures")
struct WheelGestureTests {
  typealias C = FakePager.Command

  static let notchLike: [(value: Double, isNotch: Bool)] = [
    (1, true), (-1, true), (2, true), (0.125, true), (-0.375, true), (0.5, true),
    (0.3, false), (1.0001, true), (1.01, false), (-0.0625, false), (0.1, false),
  ]

  @Test("notch-like values are whole numbers and eighths", arguments: notchLike)
  func classification(value: Double, isNotch: Bool) {
    #expect(WheelGesture.isNotchLike(value) == isNotch)
  }

  static func play(_ events: [InputEvent], deadlinesAt times: [Double] = []) -> [C] {
    let pager = FakePager()
    var gestures = InputGestures()
    for event in events {
      _ = gestures.handle(event, now: Double(event.timestamp ?? 0) / 1000, pager: pager)
    }
    for time in times { _ = gestures.fireDeadlines(now: time, pager: pager) }
    return pager.commands
  }

  static let cases: [(name: String, events: [InputEvent], commands: [C])] = [
    ("a notch toward the user advances", [E.wheel(y: -1, t: 0)], [.step(1)]),
    ("a notch away goes back", [E.wheel(y: 1, t: 0)], [.step(-1)]),
    ("two notches in one event are two steps", [E.wheel(y: -2, t: 0)], [.step(2)]),
    (
      "eight value120 eighths make one step",
      (0..<8).map { E.wheel(y: -0.125, t: UInt32(10 * $0)) }, [.step(1)]
    ),
    (
      "a change of direction starts the notches again",
      [E.wheel(y: -0.5, t: 0), E.wheel(y: 0.5, t: 10), E.wheel(y: 0.5, t: 20)], [.step(-1)]
    ),
    (
      "X11 horizontal ticks: one page per burst",
      (0..<8).map { E.wheel(x: 1, t: UInt32(12 * $0)) }, [.step(1)]
    ),
    (
      "a new burst after a 150 ms gap pages again",
      [E.wheel(x: 1, t: 0), E.wheel(x: 1, t: 100), E.wheel(x: 1, t: 250)], [.step(1), .step(1)]
    ),
    (
      "a vertical touchpad swipe pages once per burst",
      (0..<6).map { E.wheel(y: -0.3, t: UInt32(10 * $0)) }, [.step(1)]
    ),
    (
      "precise horizontal deltas drag 1:1 (400 units of 10 per page)",
      [E.wheel(x: 2.3, t: 0), E.wheel(x: 4.3, t: 8)], [.beginDrag, .drag(-57.5), .drag(-165)]
    ),
    (
      "a precise swipe going more down than across is a vertical burst",
      [E.wheel(x: 0.3, y: -0.6, t: 0), E.wheel(x: 0.2, y: -0.7, t: 8)], [.step(1)]
    ),
    (
      "a mostly-vertical first event of a horizontal gesture cancels it into a burst",
      [E.wheel(x: 0.3, t: 0), E.wheel(x: 0.05, y: -1.3, t: 8)],
      [.beginDrag, .drag(-7.5), .cancelDrag, .step(1)]
    ),
  ]

  @Test("wheel events command the pager", arguments: cases)
  func commands(name: String, events: [InputEvent], commands: [C]) {
    #expect(Self.play(events) == commands, "\(name)")
  }

  @Test("the trackpad drag ends 100 ms after its last event, with the trackpad rule")
  func trackpadIdleEnd() throws {
    let pager = FakePager()
    var gestures = InputGestures()
    for (index, time) in [0, 8, 16, 24].enumerated() {
      let event = E.wheel(x: 2.3 + Double(index) * 0.01, t: UInt32(time))
      _ = gestures.handle(event, now: Double(time) / 1000, pager: pager)
    }
    #expect(gestures.nextDeadline == 0.124)
    let early = gestures.fireDeadlines(now: 0.1239, pager: pager)
    #expect(!early)
    #expect(pager.isDragging)
    let due = gestures.fireDeadlines(now: 0.124, pager: pager)
    #expect(due)
    guard case .endDrag(let velocity, let trackpad) = try #require(pager.commands.last) else {
      Issue.record("no release: \(pager.commands)")
      return
    }
    #expect(trackpad)
    #expect(velocity < -7000 && velocity > -7400)  // ≈ 0.0578 pages per 8 ms, leftwards
    #expect(gestures.nextDeadline == nil)
  }

  @Test("a trackpad gesture travels at most to the next page, whatever its tail")
  func trackpadTravelIsCapped() {
    let commands = Self.play((0..<40).map { E.wheel(x: 9.3, t: UInt32(8 * $0)) })
    let translations = commands.compactMap { command -> Double? in
      if case .drag(let translation) = command { return translation }
      return nil
    }
    #expect(translations.min() ?? 0 >= -1000)
    #expect(translations.last ?? 0 > -1000)  // short of the page after next, by 1e-6 page
  }

  @Test("the momentum tail after the end is swallowed; a later swipe drags again")
  func momentumTail() {
    let pager = FakePager()
    var gestures = InputGestures()
    _ = gestures.handle(E.wheel(x: 5.3, t: 0), now: 0, pager: pager)
    _ = gestures.fireDeadlines(now: 0.1, pager: pager)
    let ended = pager.commands.count
    _ = gestures.handle(E.wheel(x: 0.7, t: 120), now: 0.12, pager: pager)
    _ = gestures.handle(E.wheel(x: 0.3, t: 240), now: 0.24, pager: pager)
    #expect(pager.commands.count == ended)
    _ = gestures.handle(E.wheel(x: 2.3, t: 500), now: 0.5, pager: pager)
    #expect(pager.commands.dropFirst(ended).first == .beginDrag)
  }
}
