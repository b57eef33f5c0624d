import Foundation
import Gestures
import InfinitePager
import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The keys are listed in four places from one table and the key map.
///
/// The on-screen help, `--help`, the manual page and the guide are each checked against the
/// map, so none can lose a key or keep one the map no longer has (the manual page once lacked
/// `+ − 0`).
@Suite("Key table")
struct KeyTableTests {
  @Test("the guide's key table is exactly the key table's own rendering")
  func readmeTable() throws {
    let section = MarkedSection(
      "docs/guide/viewing.md", start: KeyTable.markdownStart, end: KeyTable.markdownEnd)
    let outcome = try section.check(KeyTable.markdown)
    #expect(outcome == .current, "guide key table: \(outcome) (see the marker's note)")
  }

  /// Every chord of the standard map, in either orientation, with the action it does.
  static var bound: [(KeyMap.Chord, Action)] {
    let map = KeyMap.standard
    return Action.allCases.flatMap { action in map.chords(for: action).map { ($0, action) } }
  }

  @Test("every action a key is bound to has its words in the key table")
  func everyBoundActionIsDescribed() {
    let described = Set(KeyTable.actions.map(\.action))
    for (chord, action) in Self.bound {
      #expect(described.contains(action), "\(chord) does \(action), which the table lacks")
    }
  }

  @Test("--help and the manual page name every key bound, on the line of its action")
  func helpAndManualPageNameEveryKey() throws {
    let help = try CarouselProcess.run(["--help"]).standardOutput
    let manual = ManPage.text
    for (chord, action) in Self.bound {
      let label = KeyTable.label(chord)
      let row = try #require(
        KeyTable.rows(for: .standard).first { row in
          row.meaning == KeyTable.actions.first { $0.action == action }?.meaning
        })
      #expect(row.keys.contains(label), "\(label) is not in the row of \(action)")
      // Wrapped lines join back with spaces; the manual page escapes its dashes. A label is
      // escaped as inside its line (indented, so `.` leads no request).
      let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(flat.contains(label), "--help does not name \(label)")
      let flatManual = manual.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let escaped = String(ManPage.escaped(" " + label).dropFirst())
      #expect(flatManual.contains(escaped), "the manual page lacks \(label)")
    }
    for zoomKey in ["+", "-", "0"] {
      #expect(manual.contains("\n  " + ManPage.escaped(zoomKey)), "man: \(zoomKey) leads a line")
    }
  }

  @Test("neither --help nor the manual page says the X11 trackpad turns one picture per swipe")
  func trackpadIsDescribedAsTheReadmeSaysIt() throws {
    let help = try CarouselProcess.run(["--help"]).standardOutput
    for text in [help, ManPage.text] {
      #expect(!text.contains("one per swipe"))
      #expect(!text.contains("sorted by name"))
    }
    #expect(help.contains("natural order"))
  }
}
