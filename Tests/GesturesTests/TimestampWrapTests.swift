import Foundation
import SDLKit
import TestSupport
import Testing

@testable import Gestures
@testable import ReplayFormat

/// Gestures across the wrap of SDL's 32-bit millisecond timestamps (49.7 days of uptime): the
/// same input must give the same pager commands as it does away from the wrap.
@Suite("Gestures across the timestamp wrap")
struct TimestampWrapTests {
  typealias C = FakePager.Command

  /// Plays `events` (stamped in ms from the start) restamped from `base` (wrapping), with the
  /// loop's clock at an unrelated time, then fires the deadlines `deadlines` ms after the start.
  static func play(_ events: [InputEvent], base: UInt32, deadlines: [UInt32] = []) -> [C] {
    let pager = FakePager()
    var gestures = InputGestures()
    var clock = EventClock()  // the app's one clock, as Viewer uses it
    let start = 3_000_000.0  // s; the loop's clock has nothing to do with SDL's ticks
    for event in events {
      let offset = event.timestamp ?? 0
      let now = start + Double(offset) / 1000
      let time = clock.seconds(for: base &+ offset, now: now)
      _ = gestures.handle(event, time: time, now: now, pager: pager)
    }
    for offset in deadlines {
      _ = gestures.fireDeadlines(now: start + Double(offset) / 1000, pager: pager)
    }
    return pager.commands
  }

  static let ticks: [InputEvent] = [0, 12, 24, 250, 262].map { E.wheel(x: 1, t: $0) }
  static let touchpad: [InputEvent] = [0, 10, 20, 30, 300, 310, 320, 330].map {
    E.wheel(y: -0.3, t: $0)
  }
  /// Swipes that speed up (position quadratic in time), so the release velocity depends on
  /// which samples the tracker keeps.
  static let touchFling: [InputEvent] = {
    let moves: [InputEvent] = (1...6).map { i in
      E.finger(.motion, 1, x: 0.5 - 0.002 * Double(i * i), t: UInt32(16 * i))
    }
    return [E.finger(.down, 1, x: 0.5, t: 0)] + moves + [E.finger(.up, 1, x: 0.428, t: 100)]
  }()
  static let mouseFling: [InputEvent] = {
    let moves: [InputEvent] = (1...6).map { i in
      E.move(x: 500 - 2 * Double(i * i), t: UInt32(10 * i))
    }
    return [E.mouse(true, x: 500, t: 0)] + moves + [E.mouse(false, x: 428, t: 60)]
  }()
  static let trackpad: [InputEvent] = {
    let swipe: [InputEvent] = (0..<5).map { i in
      E.wheel(x: 0.1 + 0.2 * Double(i), t: UInt32(8 * i))
    }
    return swipe + [E.wheel(x: 0.7, t: 150)]
  }()

  static let scripts: [(name: String, events: [InputEvent], deadlines: [UInt32], commands: [C])] = [
    ("two X11 tick bursts 150 ms apart page twice", ticks, [], [.step(1), .step(1)]),
    ("two vertical touchpad bursts page twice", touchpad, [], [.step(1), .step(1)]),
    (
      "a touch fling keeps its release velocity", touchFling, [],
      [
        .beginDrag, .drag(-2), .drag(-16), .drag(-34), .drag(-56),
        .endDrag(velocity: -1500, trackpad: false),
      ]
    ),
    (
      "a mouse fling keeps its release velocity", mouseFling, [],
      [
        .beginDrag, .drag(-4), .drag(-14), .drag(-28), .drag(-46), .drag(-68),
        .endDrag(velocity: -2400, trackpad: false),
      ]
    ),
    (
      "a trackpad swipe keeps its release velocity, and its tail is swallowed", trackpad, [],
      [
        .beginDrag, .drag(-2.5), .drag(-10), .drag(-22.5), .drag(-40), .drag(-62.5),
        .endDrag(velocity: -3125, trackpad: true),
      ]
    ),
  ]

  /// `commands` with release velocities rounded to 0.01 points/s: seconds near 2³² ms
  /// (4.3e6 s) carry ~1e-10 s of rounding, a few 1e-5 points/s after the fit, wrap or not.
  static func coarse(_ commands: [C]) -> [C] {
    commands.map { command in
      guard case .endDrag(let velocity, let trackpad) = command else { return command }
      return .endDrag(velocity: (velocity * 100).rounded() / 100, trackpad: trackpad)
    }
  }

  @Test(
    "bug: input straddling the 2^32 ms wrap was misread; it now matches the same input elsewhere",
    arguments: scripts)
  func sameAcrossTheWrap(name: String, events: [InputEvent], deadlines: [UInt32], commands: [C]) {
    #expect(Self.play(events, base: 1_000, deadlines: deadlines) == commands, "\(name)")
    let late = Self.coarse(Self.play(events, base: UInt32.max - 1_000, deadlines: deadlines))
    #expect(late == commands, "\(name), late but before the wrap")
    for base in [UInt32.max - 5, UInt32.max - 20, UInt32.max - 45, UInt32.max - 130] {
      let straddling = Self.coarse(Self.play(events, base: base, deadlines: deadlines))
      #expect(straddling == commands, "\(name), from \(base) across the wrap")
    }
  }
}
