import Gestures
import InfinitePager
import SDLKit
import Testing

@testable import CarouselViewer

/// The input router alone: keys and buttons to actions through its key map, and timestamps.
@Suite struct InputRouterTests {
  @Test func mapsKeysAndButtonsThroughItsKeyMap() {
    let input = InputRouter()
    let right = InputEvent.key(KeyEvent(key: .right, isDown: true))
    #expect(input.action(for: right, orientation: .horizontal) == .next)
    #expect(
      input.action(for: .key(KeyEvent(key: .right, isDown: false)), orientation: .horizontal) == nil
    )
    let button = InputEvent.controllerButton(ControllerButtonEvent(button: .a, isDown: true))
    #expect(input.action(for: button, orientation: .horizontal) != nil)
    input.keyMap.bind(KeyMap.Chord(.right), to: .last)
    #expect(input.action(for: right, orientation: .horizontal) == .last)
    #expect(input.action(for: .wake, orientation: .horizontal) == nil)
  }

  @Test("timestamps are unwrapped to seconds once; events without one have none")
  func times() {
    let input = InputRouter()
    let key = InputEvent.key(KeyEvent(key: .right, isDown: true, timestamp: 1500))
    #expect(input.time(of: key, now: 2) == 1.5)
    #expect(input.time(of: .wake, now: 2) == nil)
  }

  @Test("a person's acts are presses, motion and turns, not releases or the window's news")
  func persons() {
    #expect(InputEvent.key(KeyEvent(key: .right, isDown: true)).isPersonsAct)
    #expect(!InputEvent.key(KeyEvent(key: .right, isDown: false)).isPersonsAct)
    #expect(InputEvent.finger(FingerEvent(phase: .down, fingerID: 1, x: 0.5, y: 0.5)).isPersonsAct)
    #expect(!InputEvent.finger(FingerEvent(phase: .up, fingerID: 1, x: 0.5, y: 0.5)).isPersonsAct)
    #expect(!InputEvent.window(.focusLost).isPersonsAct)
    #expect(!InputEvent.wake.isPersonsAct)
  }
}
