import Foundation
import SDLKit
import TestSupport
import Testing

@testable import Gestures

/// X11 trackpad scrolling through the XInput2 translation and the gestures (docs/physics.md §8d).
///
/// The pager is a fake with 1000-point pages. Each stream is what an X server with
/// xf86-input-libinput sends for a two-finger swipe: `XI_Motion` events whose scroll valuator
/// grows with the fingers (15 units a click), and for every 15 units a core wheel button press at
/// the same server time, which SDL turns into a whole wheel tick.
@Suite("X11 smooth scrolling through XInput2")
struct XInput2ScrollTests {
  typealias C = FakePager.Command

  /// The touchpad: valuator 2 horizontal, 3 vertical, a click per 15 units, clicks emulated.
  static let touchpad = SmoothScroll.Device(
    valuators: [
      SmoothScroll.Valuator(number: 2, axis: .horizontal, increment: 15, emulatesClicks: true),
      SmoothScroll.Valuator(number: 3, axis: .vertical, increment: 15, emulatesClicks: true),
    ],
    values: [2: 0, 3: 0])

  /// One event as SDL's queue would deliver it, with its X server time in ms.
  enum XStep {
    /// A motion moving valuator `number` to `value`.
    case motion(time: UInt, number: Int, value: Double)
    /// A core wheel button press (SDL makes a wheel tick of it).
    case click(time: UInt, button: Int)
  }

  /// A swipe as the server sends it: the valuator moves by each of `deltas` (units) 8 ms apart
  /// from `start` ms, and a click is emulated for every 15 units crossed.
  static func swipe(
    _ deltas: [Double], number: Int = 2, start: UInt = 1000, from origin: Double = 0
  ) -> [XStep] {
    var steps: [XStep] = []
    var value = origin
    for (index, delta) in deltas.enumerated() {
      let time = start + UInt(8 * index)
      let before = (value / 15).rounded(.towardZero)
      value += delta
      steps.append(.motion(time: time, number: number, value: value))
      let clicks = Int((value / 15).rounded(.towardZero) - before)
      let button = number == 2 ? (delta > 0 ? 7 : 6) : (delta > 0 ? 5 : 4)
      steps += Array(repeating: .click(time: time, button: button), count: abs(clicks))
    }
    return steps
  }

  /// Plays `steps` into the gestures, through the translator when `xinput2` (else as SDL sees
  /// them without XInput 2.1: ticks only), firing the trackpad deadline at the end.
  static func play(_ steps: [XStep], xinput2: Bool = true, device: SmoothScroll.Device = touchpad)
    -> (commands: [C], ticksKept: Int)
  {
    let pager = FakePager()
    var gestures = InputGestures()
    var translator = XInput2Translator { _ in nil }
    translator.learn(11, device)
    var ticksKept = 0
    var lastTime = 0.0
    for step in steps {
      switch step {
      case .motion(let time, let number, let value):
        guard xinput2 else { continue }
        let event = XInput2Event.motion(
          source: 11, time: time, x: 640, y: 360, valuators: [number: value])
        if let wheel = translator.translate(event) {
          _ = gestures.handle(
            wheel.withTimestamp(UInt32(time)), now: Double(time) / 1000, pager: pager)
        }
        lastTime = Double(time) / 1000
      case .click(let time, let button):
        if xinput2 {
          _ = translator.translate(.wheelButtonPress(button: button, time: time))
          guard translator.keepsWheelTick() else { continue }
        }
        ticksKept += 1
        // SDL's tick: buttons 4 up (+y), 5 down, 6 left (−x), 7 right.
        let (x, y) = [4: (0, 1), 5: (0, -1), 6: (-1, 0), 7: (1, 0)][button] ?? (0, 0)
        let tick = WheelEvent(
          x: x, y: y, preciseX: Double(x), preciseY: Double(y), timestamp: UInt32(time))
        _ = gestures.handle(.wheel(tick), now: Double(time) / 1000, pager: pager)
        lastTime = Double(time) / 1000
      }
    }
    _ = gestures.fireDeadlines(now: lastTime + 1, pager: pager)
    return (pager.commands, ticksKept)
  }

  static func translations(_ commands: [C]) -> [Double] {
    commands.compactMap { command in
      if case .drag(let translation) = command { return translation }
      return nil
    }
  }

  @Test("a two-finger swipe follows 1:1: 400 libinput px (15 a click) are one page")
  func swipeFollowsFingers() {
    let deltas: [Double] = [4, 9, 14, 18, 18, 17, 12, 8]  // 100 px of finger travel
    let (commands, ticksKept) = Self.play(Self.swipe(deltas))
    var travelled = 0.0
    let expected = deltas.map { delta -> Double in
      travelled += delta
      return FakePager.rounded(-travelled / 400 * 1000)
    }
    #expect(commands.first == .beginDrag)
    #expect(Self.translations(commands) == expected)
    #expect(ticksKept == 0, "every emulated click was dropped")
    #expect(!commands.contains { if case .step = $0 { true } else { false } })
    guard case .endDrag(_, let trackpad)? = commands.last else {
      Issue.record("no release: \(commands)")
      return
    }
    #expect(trackpad)
  }

  @Test("a long momentum tail turns one page at most")
  func momentumTailIsOnePage() {
    // A brisk swipe, then a long kinetic tail: about 930 px in all, over two pages.
    let swipe = (0..<12).map { _ in 30.0 } + (0..<60).map { 30 * pow(0.95, Double($0)) }
    let (commands, ticksKept) = Self.play(Self.swipe(swipe))
    let dragged = Self.translations(commands)
    #expect(ticksKept == 0)
    #expect(dragged.min() ?? 0 >= -1000)
    #expect(commands.filter { $0 == .beginDrag }.count == 1)
    #expect(commands.filter { if case .endDrag = $0 { true } else { false } }.count == 1)
  }

  @Test("without XInput 2.1 the same swipe pages by ticks: one page per burst")
  func withoutXInput2TicksPage() {
    let deltas = (0..<20).map { _ in 9.0 }
    let (commands, ticksKept) = Self.play(Self.swipe(deltas), xinput2: false)
    #expect(ticksKept == 12)
    #expect(commands == [.step(1)])
  }

  @Test("a mouse wheel through XInput2: one page per notch, its emulated click not counted again")
  func wheelNotchesCountOnce() {
    let mouse = SmoothScroll.Device(
      valuators: [
        SmoothScroll.Valuator(number: 3, axis: .vertical, increment: 15, emulatesClicks: true)
      ], values: [3: 0])
    // Three notches toward the user, 200 ms apart.
    let steps = (0..<3).flatMap { index -> [XStep] in
      let time = UInt(1000 + 200 * index)
      return [
        .motion(time: time, number: 3, value: 15 * Double(index + 1)),
        .click(time: time, button: 5),
      ]
    }
    let (commands, ticksKept) = Self.play(steps, device: mouse)
    #expect(ticksKept == 0)
    #expect(commands == [.step(1), .step(1), .step(1)])
  }

  @Test("a vertical two-finger swipe is a burst: one page")
  func verticalSwipeIsABurst() {
    let (commands, _) = Self.play(Self.swipe((0..<10).map { _ in 7.0 }, number: 3))
    #expect(commands == [.step(1)])
  }
}
