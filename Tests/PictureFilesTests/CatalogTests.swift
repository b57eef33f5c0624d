import Foundation
import TestSupport
import Testing

@testable import PictureFiles

@Suite("Catalog")
struct CatalogTests {
  @Test(arguments: [
    ("img2.png", "img10.png", true),
    ("img10.png", "img2.png", false),
    ("a.png", "b.png", true),
    ("a1b2.jpg", "a1b10.jpg", true),
    ("x.png", "x.png", false),
    ("photo.png", "photo1.png", true),
    ("007.png", "7.png", true),
  ])
  func naturalOrder(left: String, right: String, leftFirst: Bool) {
    #expect(NaturalOrder.precedes(left, right) == leftFirst)
  }

  /// The byte comparison (folder scans, the first picture) orders names exactly as the text
  /// one, on random names of digits, letters, punctuation and a few non-ASCII characters.
  @Test func naturalOrderOnBytesIsTheTextOrder() {
    var generator = SeededGenerator(seed: 7)
    let pieces = [
      "0", "1", "01", "9", "10", "007", "a", "A", "b", "-", "_", ".", " ", "é", "e\u{301}", "ß",
      "12345678901234567890",
    ]
    func name() -> String {
      (0..<Int(generator.next() % 5 + 1)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
    }
    for _ in 0..<20_000 {
      let (left, right) = (name(), name())
      #expect(
        NaturalOrder.precedes(bytes: Array(left.utf8), Array(right.utf8))
          == NaturalOrder.precedes(left, right), "\(left) vs \(right)")
      let (a, b) = (FilePath("/d/" + left), FilePath("/e/" + right))
      let text =
        a.displayName == b.displayName
        ? a.bytes.lexicographicallyPrecedes(b.bytes) : NaturalOrder.precedes(left, right)
      #expect(NaturalOrder.precedes(a, b) == text, "\(left) vs \(right)")
    }
  }

  @Test func folderExpandsToItsPicturesSortedByName() throws {
    let folder = try TemporaryFolder()
    for name in ["b10.png", "b2.JPG", ".hidden.png", "notes.txt", "a.webp", "a.webp.txt", "x.pdf"] {
      try folder.write(name, bytes: [1])
    }
    let catalog = Catalog(paths: [folder.path, "/missing/picture.png"])
    #expect(
      catalog.items.map(\.name) == ["a.webp", "b2.JPG", "b10.png", "notes.txt", "picture.png"])
    #expect(catalog[0].path.description == folder.path + "/a.webp")
    #expect(catalog.items.map(\.kind) == [.picture, .picture, .picture, .text, .picture])
  }

  @Test(
    "Text slides are .txt and .md files; a picture's sidecar caption (photo.jpg.txt) is not one",
    arguments: [
      ("hours.txt", CarouselItem.Kind.text), ("README.MD", .text), ("photo.jpg.txt", nil),
      ("photo.JPG.md", nil), ("v1.2.txt", .text), (".hidden.txt", nil), ("photo.jpg", .picture),
      ("notes", nil),
    ] as [(String, CarouselItem.Kind?)])
  func textSlideNames(name: String, kind: CarouselItem.Kind?) {
    #expect(CarouselItem.Kind(fileName: name) == kind)
  }

  @Test("A file named on the command line is a text slide by its extension, else a picture")
  func commandLineFilesTakeTheirKindFromTheirName() {
    #expect(CarouselItem(file: FilePath("/x/hours.txt")).kind == .text)
    #expect(CarouselItem(file: FilePath("/x/scan")).kind == .picture)
    #expect(CarouselItem(file: FilePath("/x/photo.jpg.txt")).kind == .picture)
  }

  @Test func aKeyIsListedOnce() {
    let catalog = Catalog(items: ["a.png", "b.png", "a.png"].map { CarouselItem(picture: $0) })
    #expect(catalog.items.map(\.name) == ["a.png", "b.png"])
    #expect(catalog.index(of: ItemKey(FilePath("b.png"))) == 1)
  }

  // MARK: - Diffs

  static func key(_ name: String) -> ItemKey { ItemKey(FilePath(name)) }
  static func item(_ name: String) -> CarouselItem { CarouselItem(picture: name) }
  static let abcd = Catalog(items: ["a", "b", "c", "d"].map(item))

  struct DiffCase: CustomTestStringConvertible, Sendable {
    let name: String
    let changes: [CatalogChange]
    let current: Int?
    let names: [String]
    let newCurrent: Int?
    let forgotten: Set<String>
    var testDescription: String { name }
  }

  static let diffs: [DiffCase] = [
    DiffCase(
      name: "insert before the current item: it keeps showing, one place further",
      changes: [.insert(item("x"), before: key("c"))], current: 2,
      names: ["a", "b", "x", "c", "d"], newCurrent: 3, forgotten: []),
    DiffCase(
      name: "insert with no place goes last",
      changes: [.insert(item("x"), before: nil)], current: 0,
      names: ["a", "b", "c", "d", "x"], newCurrent: 0, forgotten: []),
    DiffCase(
      name: "insert of a key already there changes nothing",
      changes: [.insert(item("b"), before: key("a"))], current: 1,
      names: ["a", "b", "c", "d"], newCurrent: 1, forgotten: []),
    DiffCase(
      name: "remove the current item: its next neighbour shows",
      changes: [.remove(key("b"))], current: 1,
      names: ["a", "c", "d"], newCurrent: 1, forgotten: ["b"]),
    DiffCase(
      name: "remove the current last item: the carousel wraps to the first",
      changes: [.remove(key("d"))], current: 3,
      names: ["a", "b", "c"], newCurrent: 0, forgotten: ["d"]),
    DiffCase(
      name: "remove the current item and its next neighbour: the one after shows",
      changes: [.remove(key("b")), .remove(key("c"))], current: 1,
      names: ["a", "d"], newCurrent: 1, forgotten: ["b", "c"]),
    DiffCase(
      name: "remove an item before the current one: the current item keeps showing",
      changes: [.remove(key("a"))], current: 2,
      names: ["b", "c", "d"], newCurrent: 1, forgotten: ["a"]),
    DiffCase(
      name: "replace: same place, its picture kept until decoded again",
      changes: [.replace(key("c"))], current: 2,
      names: ["a", "b", "c", "d"], newCurrent: 2, forgotten: []),
    DiffCase(
      name: "rename the current item: it keeps its place and stays current",
      changes: [.rename(from: key("b"), to: key("z"))], current: 1,
      names: ["a", "z", "c", "d"], newCurrent: 1, forgotten: ["b"]),
    DiffCase(
      name: "rename then remove what came before: the renamed item is still current",
      changes: [.rename(from: key("c"), to: key("y")), .remove(key("a"))], current: 2,
      names: ["b", "y", "d"], newCurrent: 1, forgotten: ["c", "a"]),
    DiffCase(
      name: "a rename and its reverse in one batch end where they began",
      changes: [.rename(from: key("a"), to: key("t")), .rename(from: key("t"), to: key("a"))],
      current: 0, names: ["a", "b", "c", "d"], newCurrent: 0, forgotten: ["a", "t"]),
    DiffCase(
      name: "rename onto a name that exists is refused",
      changes: [.rename(from: key("a"), to: key("b"))], current: 0,
      names: ["a", "b", "c", "d"], newCurrent: 0, forgotten: []),
    DiffCase(
      name: "everything removed, something new: the new item shows",
      changes: ["a", "b", "c", "d"].map { .remove(key($0)) } + [.insert(item("n"), before: nil)],
      current: 2, names: ["n"], newCurrent: 0, forgotten: ["a", "b", "c", "d"]),
    DiffCase(
      name: "everything removed: nothing is current",
      changes: ["a", "b", "c", "d"].map { .remove(key($0)) }, current: 2,
      names: [], newCurrent: nil, forgotten: ["a", "b", "c", "d"]),
  ]

  @Test(arguments: diffs)
  func appliesADiff(_ diff: DiffCase) {
    var catalog = Self.abcd
    let update = catalog.apply(diff.changes, keeping: diff.current)
    #expect(catalog.items.map(\.name) == diff.names)
    #expect(update.current == diff.newCurrent)
    #expect(update.forgotten == Set(diff.forgotten.map(Self.key)))
    for (index, item) in catalog.items.enumerated() {
      #expect(catalog.index(of: item.key) == index, "index of \(item.name)")
    }
  }

  @Test func replaceRaisesTheRevisionOnly() {
    var catalog = Self.abcd
    _ = catalog.apply([.replace(Self.key("b")), .replace(Self.key("b"))], keeping: nil)
    #expect(catalog.items.map(\.revision) == [0, 2, 0, 0])
    #expect(catalog.apply([.replace(Self.key("c"))], keeping: nil).replaced == [Self.key("c")])
    let update = catalog.apply([.replace(Self.key("missing"))], keeping: nil)
    #expect(!update.isChanged)
  }
}
