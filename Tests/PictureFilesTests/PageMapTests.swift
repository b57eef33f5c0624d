import Testing

@testable import PictureFiles

/// Pages of one or two pictures (`--pairs`): pairing follows the list, is the same every time
/// for the same list, and keeps the pairs made when pictures come and go elsewhere.
struct PageMapTests {
  /// Items named by letters; `portraits` are the ones that want a partner.
  static func pages(_ names: String, portraits: Set<Character>, keeping kept: PageMap? = nil)
    -> (PageMap, [CarouselItem])
  {
    let items = names.map { CarouselItem(picture: FilePath("/p/\($0).jpg")) }
    let letters = Array(names)
    let map = PageMap(
      pairing: items, wantPartner: { portraits.contains(letters[$0]) },
      keeping: kept?.pairs ?? [:])
    return (map, items)
  }

  /// The pages as letters: "AB C D".
  static func text(_ map: PageMap, _ names: String) -> String {
    let letters = Array(names)
    return (0..<map.count).map { String(map.items(onPage: $0).map { letters[$0] }) }
      .joined(separator: " ")
  }

  @Test(
    "two neighbours that both want a partner share a page, in the list's order",
    arguments: [
      ("ABCD", "ABCD", "AB CD"), ("ABCD", "ABD", "AB C D"), ("ABCD", "BCD", "A BC D"),
      ("ABCDE", "ABCDE", "AB CD E"), ("ABCD", "", "A B C D"), ("A", "A", "A"), ("", "", ""),
      ("ABC", "AC", "A B C"),
    ])
  func pairsNeighbours(names: String, portraits: String, pages: String) {
    let (map, _) = Self.pages(names, portraits: Set(portraits))
    #expect(Self.text(map, names) == pages)
    #expect(map.count == pages.split(separator: " ").count)
    for page in 0..<map.count {
      for item in map.items(onPage: page) { #expect(map.page(ofItem: item) == page) }
    }
  }

  @Test("the same list pairs the same way every time")
  func sameEveryTime() {
    let first = Self.pages("ABCDEFG", portraits: ["A", "B", "C", "E", "F"]).0
    let again = Self.pages("ABCDEFG", portraits: ["A", "B", "C", "E", "F"]).0
    #expect(first == again)
    #expect(Self.text(first, "ABCDEFG") == "AB C D EF G")
  }

  @Test("a picture added before a pair, or after it, leaves it as it was")
  func additionsKeepPairs() {
    let before = Self.pages("ABCD", portraits: ["A", "B", "C", "D"]).0
    #expect(Self.text(before, "ABCD") == "AB CD")
    // X, a portrait, arrives first: greedy pairing from scratch would make XA BC D.
    let added = Self.pages("XABCD", portraits: ["X", "A", "B", "C", "D"], keeping: before).0
    #expect(Self.text(added, "XABCD") == "X AB CD")
    #expect(
      Self.text(Self.pages("XABCD", portraits: ["X", "A", "B", "C", "D"]).0, "XABCD")
        == "XA BC D")
    // One between the pairs pairs with nothing made, and none is broken.
    let between = Self.pages("ABXCD", portraits: ["X", "A", "B", "C", "D"], keeping: before).0
    #expect(Self.text(between, "ABXCD") == "AB X CD")
  }

  @Test("a picture removed or put between a pair breaks only that pair")
  func removalsBreakOnlyTheirPair() {
    let before = Self.pages("ABCDEF", portraits: Set("ABCDEF")).0
    #expect(Self.text(before, "ABCDEF") == "AB CD EF")
    let removed = Self.pages("ABDEF", portraits: Set("ABDEF"), keeping: before).0
    #expect(Self.text(removed, "ABDEF") == "AB D EF")
    let inserted = Self.pages("ABCXDEF", portraits: Set("ABCXDEF"), keeping: before).0
    #expect(Self.text(inserted, "ABCXDEF") == "AB CX D EF")
    // A picture of a kept pair that turned out landscape (replaced) leaves it.
    let turned = Self.pages("ABCDEF", portraits: Set("ABCEF"), keeping: before).0
    #expect(Self.text(turned, "ABCDEF") == "AB C D EF")
  }

  @Test("without pairs, page k is item k")
  func singles() {
    let map = PageMap(singles: 3)
    #expect(map.count == 3 && map.items(onPage: 2) == 2..<3 && map.page(ofItem: 1) == 1)
    #expect(map.items(onPage: 3).isEmpty && map.page(ofItem: 7) == 2)
  }
}
