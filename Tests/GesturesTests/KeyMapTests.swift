import InfinitePager
import SDLKit
import TestSupport
import Testing

@testable import Gestures

/// The key table (docs/physics.md §9): which keys page, jump, toggle or quit, and which repeat.
@Suite("Key map")
struct KeyMapTests {
  static let cases: [(name: String, event: KeyEvent, orientation: Orientation, action: Action?)] =
    [
      ("Right", KeyEvent(key: .right, isDown: true), .horizontal, .next),
      ("Left", KeyEvent(key: .left, isDown: true), .horizontal, .previous),
      ("Page Down", KeyEvent(key: .pageDown, isDown: true), .horizontal, .next),
      ("Page Up", KeyEvent(key: .pageUp, isDown: true), .horizontal, .previous),
      ("Space", KeyEvent(key: .space, isDown: true), .horizontal, .playPause),
      (
        "Shift+Space", KeyEvent(key: .space, isDown: true, modifiers: .shift), .horizontal,
        .previous
      ),
      (
        "left Shift only + Space",
        KeyEvent(key: .space, isDown: true, modifiers: KeyModifiers(rawValue: 1)), .horizontal,
        .previous
      ),
      ("Home", KeyEvent(key: .home, isDown: true), .horizontal, .first),
      ("End", KeyEvent(key: .end, isDown: true), .horizontal, .last),
      ("Down, horizontal", KeyEvent(key: .down, isDown: true), .horizontal, nil),
      ("Down, vertical", KeyEvent(key: .down, isDown: true), .vertical, .next),
      ("Up, vertical", KeyEvent(key: .up, isDown: true), .vertical, .previous),
      ("Right repeating", KeyEvent(key: .right, isDown: true, isRepeat: true), .horizontal, .next),
      ("F repeating", KeyEvent(key: .f, isDown: true, isRepeat: true), .horizontal, nil),
      ("End repeating", KeyEvent(key: .end, isDown: true, isRepeat: true), .horizontal, nil),
      ("Right released", KeyEvent(key: .right, isDown: false), .horizontal, nil),
      ("Escape", KeyEvent(key: .escape, isDown: true), .horizontal, .back),
      ("F11", KeyEvent(key: .f11, isDown: true), .horizontal, .toggleFullscreen),
      ("media Next", KeyEvent(key: .audioNext, isDown: true), .horizontal, .next),
      ("media Previous", KeyEvent(key: .audioPrevious, isDown: true), .horizontal, .previous),
      ("media Play/Pause", KeyEvent(key: .audioPlay, isDown: true), .horizontal, .toggleSlideshow),
      ("remote Back", KeyEvent(key: .back, isDown: true), .horizontal, .back),
      (
        "media Next held", KeyEvent(key: .audioNext, isDown: true, isRepeat: true), .horizontal,
        .next
      ),
      ("I", KeyEvent(key: .i, isDown: true), .horizontal, .toggleInfo),
      ("I repeating", KeyEvent(key: .i, isDown: true, isRepeat: true), .horizontal, nil),
      ("F1", KeyEvent(key: .f1, isDown: true), .horizontal, .toggleHelp),
      (
        "? (Shift+/)", KeyEvent(key: .slash, isDown: true, modifiers: .shift), .horizontal,
        .toggleHelp
      ),
      ("/ alone", KeyEvent(key: .slash, isDown: true), .horizontal, nil),
      // The keys of feh, nsxiv and imv users.
      ("l", KeyEvent(key: .l, isDown: true), .horizontal, .next),
      ("h", KeyEvent(key: .h, isDown: true), .horizontal, .previous),
      ("n", KeyEvent(key: .n, isDown: true), .horizontal, .next),
      ("p", KeyEvent(key: .p, isDown: true), .horizontal, .previous),
      ("Backspace", KeyEvent(key: .backspace, isDown: true), .horizontal, .previous),
      ("j, horizontal", KeyEvent(key: .j, isDown: true), .horizontal, nil),
      ("j, vertical", KeyEvent(key: .j, isDown: true), .vertical, .next),
      ("k, vertical", KeyEvent(key: .k, isDown: true), .vertical, .previous),
      ("Z: 1:1 and back", KeyEvent(key: .z, isDown: true), .horizontal, .toggleZoom),
      ("1: 1:1 and back", KeyEvent(key: .one, isDown: true), .horizontal, .toggleZoom),
      ("Z repeating", KeyEvent(key: .z, isDown: true, isRepeat: true), .horizontal, nil),
    ]

  static let buttons:
    [(name: String, button: ControllerButton, orientation: Orientation, action: Action?)] = [
      ("d-pad right", .dpadRight, .horizontal, .next),
      ("d-pad left", .dpadLeft, .horizontal, .previous),
      ("right shoulder", .rightShoulder, .horizontal, .next),
      ("left shoulder", .leftShoulder, .horizontal, .previous),
      ("A", .a, .horizontal, .toggleSlideshow),
      ("Start", .start, .horizontal, .toggleSlideshow),
      ("B", .b, .horizontal, .back),
      ("d-pad down, horizontal", .dpadDown, .horizontal, nil),
      ("d-pad down, vertical", .dpadDown, .vertical, .next),
      ("d-pad up, vertical", .dpadUp, .vertical, .previous),
      ("d-pad right, vertical", .dpadRight, .vertical, .next),
    ]

  @Test("controller and remote buttons map to actions when pressed", arguments: buttons)
  func buttonMapping(
    name: String, button: ControllerButton, orientation: Orientation, action: Action?
  ) {
    let press = ControllerButtonEvent(button: button, isDown: true)
    let release = ControllerButtonEvent(button: button, isDown: false)
    #expect(KeyMap.standard.action(for: press, orientation: orientation) == action, "\(name)")
    #expect(KeyMap.standard.action(for: release, orientation: orientation) == nil, "\(name)")
  }

  @Test("a kiosk profile can take B's exit away")
  func unbindButton() {
    var kiosk = KeyMap.standard
    kiosk.bind(ControllerButton.b, to: nil)
    #expect(kiosk.action(for: ControllerButtonEvent(button: .b, isDown: true)) == nil)
    #expect(KeyMap.standard.action(for: ControllerButtonEvent(button: .b, isDown: true)) == .back)
  }

  @Test("keys map to actions", arguments: cases)
  func mapping(name: String, event: KeyEvent, orientation: Orientation, action: Action?) {
    #expect(KeyMap.standard.action(for: event, orientation: orientation) == action, "\(name)")
  }

  @Test("help lists the chords of the carousel's orientation: Down pages only a vertical one")
  func chordsByOrientation() {
    let horizontal = KeyMap.standard.chords(for: .next, orientation: .horizontal)
    let vertical = KeyMap.standard.chords(for: .next, orientation: .vertical)
    #expect(
      horizontal.map(\.description) == ["AudioNext", "L", "N", "PageDown", "Right"])
    #expect(
      vertical.map(\.description)
        == ["AudioNext", "Down", "J", "L", "N", "PageDown", "Right"])
    #expect(
      KeyMap.standard.chords(for: .toggleHelp, orientation: .horizontal).map(\.description)
        == ["?", "F1", "Shift+/"])
  }

  @Test("a key map is a value: rebinding one changes it alone, and chords need their modifiers")
  func rebinding() {
    var kiosk = KeyMap.standard
    kiosk.bind(KeyMap.Chord(.q), to: nil)
    kiosk.bind(KeyMap.Chord(.escape), to: nil)
    kiosk.bind(KeyMap.Chord(.q, [.control, .alt]), to: .quit)
    let q = KeyEvent(key: .q, isDown: true)
    let chord = KeyEvent(key: .q, isDown: true, modifiers: [.control, .alt])
    let ctrlQ = KeyEvent(key: .q, isDown: true, modifiers: .control)
    #expect(kiosk.action(for: q) == nil)
    #expect(kiosk.action(for: ctrlQ) == nil)
    #expect(kiosk.action(for: chord) == .quit)
    #expect(KeyMap.standard.action(for: q) == .quit)  // the standard map is untouched
    #expect(KeyMap.standard.action(for: ctrlQ) == .quit)  // unbound chords act as the bare key
    #expect(kiosk.chords(for: .quit).map(\.description) == ["Ctrl+Alt+Q"])
    #expect(
      KeyMap.standard.chords(for: .previous).map(\.description)
        == ["AudioPrev", "Backspace", "H", "K", "Left", "P", "PageUp", "Shift+Space", "Up"])
  }
}
