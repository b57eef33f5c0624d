import Foundation
import TestSupport
import Testing

@testable import HTTPSurface

/// The phone page's words: every text the page shows is in ``PageWords``' table (so the
/// catalogues translate it), and the server fills the page's table in where it says so.
@Suite("Phone page words")
struct PageWordsTests {
  /// The page as shipped.
  static func page() throws -> String {
    try String(
      contentsOfFile: RepositoryPath.appending("Assets/Web/index.html"), encoding: .utf8)
  }

  /// The texts `pattern`'s capture groups find in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).flatMap { match in
      (1..<match.numberOfRanges).compactMap { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) }
      }
    }
  }

  @Test("every text the page shows is in the table, and the table holds nothing else")
  func tableCoversThePage() throws {
    let page = try Self.page()
    let marked = try Self.captures(#"<[a-z0-9]+[^>]*\bdata-t\b[^>]*>([^<]*)<"#, in: page)
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    let attributes = try Self.captures(#"(?:aria-label|title|alt)="([^"]*)""#, in: page)
    let called = try Self.captures(
      #"\bt\((?:[^()"]*\?\s*)?"([^"]*)"(?:\s*:\s*"([^"]*)")?"#, in: page)
    let shown = Set(marked + attributes + called)
    #expect(shown.count >= 45)
    #expect(shown.subtracting(PageWords.english).sorted() == [])
    #expect(Set(PageWords.english).subtracting(shown).sorted() == [])
    #expect(page.contains("const words = {/*words*/};"))
  }

  @Test("the marker is replaced by a JSON object; a page without one is served as it is")
  func filled() {
    let page = Array("<script>const words = {/*words*/};</script>".utf8)
    // The test process has no catalogue bound: every word is its own, and the object is empty.
    #expect(
      String(decoding: PageWords.filled(page), as: UTF8.self)
        == "<script>const words = {};</script>")
    let plain = Array("<p>no words</p>".utf8)
    #expect(PageWords.filled(plain) == plain)
  }
}
