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
      ("Space", KeyEvent(key: .space, isDown: true), .horizontal, .next),
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
      ("Escape", KeyEvent(key: .escape, isDown: true), .horizontal, .quit),
      ("F11", KeyEvent(key: .f11, isDown: true), .horizontal, .toggleFullscreen),
      ("I", KeyEvent(key: .i, isDown: true), .horizontal, .toggleInfo),
      ("I repeating", KeyEvent(key: .i, isDown: true, isRepeat: true), .horizontal, nil),
      ("F1", KeyEvent(key: .f1, isDown: true), .horizontal, .toggleHelp),
      (
        "? (Shift+/)", KeyEvent(key: .slash, isDown: true, modifiers: .shift), .horizontal,
        .toggleHelp
      ),
      ("/ alone", KeyEvent(key: .slash, isDown: true), .horizontal, nil),
    ]

  @Test("keys map to actions", arguments: cases)
  func mapping(name: String, event: KeyEvent, orientation: Orientation, action: Action?) {
    #expect(KeyMap.standard.action(for: event, orientation: orientation) == action, "\(name)")
  }

  @Test("help lists the chords of the carousel's orientation: Down pages only a vertical one")
  func chordsByOrientation() {
    let horizontal = KeyMap.standard.chords(for: .next, orientation: .horizontal)
    let vertical = KeyMap.standard.chords(for: .next, orientation: .vertical)
    #expect(horizontal.map(\.description) == ["PageDown", "Right", "Space"])
    #expect(vertical.map(\.description) == ["Down", "PageDown", "Right", "Space"])
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
        == ["Left", "PageUp", "Shift+Space", "Up"])
  }
}
