import Foundation
import Testing

@testable import SystemKit

/// Trimming without Foundation takes off exactly what `trimmingCharacters(in:)` did with its
/// `.whitespacesAndNewlines` and `.whitespaces`: config lines, commands, durations.
@Suite("Trimming")
struct TrimmingTests {
  /// Scalars on both sides of the line: white space of every kind, and look-alikes that are not.
  static let scalars: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}",
    "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}", "a",
    "é", "\u{301}", "=", "#",
  ]

  @Test("examples")
  func examples() {
    #expect("  next \r\n".trimmingWhitespace() == "next")
    #expect("\t goto 3 \n".trimmingBlanks() == "goto 3 \n")
    #expect(" \u{A0}key = value\t".trimmingBlanks() == "key = value")
    #expect("   ".trimmingWhitespace() == "")
    #expect(Substring("x  y").trimmingBlanks() == "x  y")
  }

  @Test("every scalar is trimmed or kept as Foundation's two character sets say")
  func everyScalar() {
    for value in 0..<0x11_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      #expect(
        text.trimmingWhitespace().isEmpty
          == CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(value, radix: 16))")
      #expect(
        text.trimmingBlanks().isEmpty == CharacterSet.whitespaces.contains(scalar),
        "U+\(String(value, radix: 16))")
    }
  }

  @Test("the same text as trimmingCharacters(in:) for random lines of tricky scalars")
  func asFoundationTrimmed() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        text.append(Self.scalars.randomElement(using: &generator) ?? " ")
      }
      let line = String(text)
      #expect(line.trimmingWhitespace() == line.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(line.trimmingBlanks() == line.trimmingCharacters(in: .whitespaces))
    }
  }
}
