import Testing

@testable import PictureKit

/// Live folders and reloads as catalog diffs: where new pictures go, what a rename, a rename
/// over a listed file and a listing do, and how a reload's list is matched.
@Suite("Catalog folder changes")
struct CatalogFolderChangeTests {
  static func path(_ text: String) -> FilePath { FilePath(text) }
  static func key(_ text: String) -> ItemKey { ItemKey(FilePath(text)) }

  /// Two roots: a recursive folder and a file named alone.
  static let order = CatalogOrder(roots: [path("p"), path("extra.png")])
  /// In walk order: p's pictures, then its subfolders depth first, then the second root.
  static let walked = [
    "p/a2.png", "p/a10.png", "p/k.png", "p/sub/b.png", "p/tub/c.png", "extra.png",
  ]
  static var catalog: Catalog { Catalog(items: walked.map { CarouselItem(picture: $0) }) }

  @Test("the order is the folder scan's: natural names, pictures before subfolders, roots in turn")
  func orderIsTheWalkOrder() {
    for (index, left) in Self.walked.enumerated() {
      for (otherIndex, right) in Self.walked.enumerated() {
        #expect(
          Self.order.precedes(Self.path(left), Self.path(right)) == (index < otherIndex),
          "\(left) before \(right)")
      }
    }
  }

  struct Placement: CustomTestStringConvertible, Sendable {
    let path: String
    let index: Int
    var testDescription: String { "\(path) at \(index)" }
  }

  static let placements = [
    Placement(path: "p/a1.png", index: 0), Placement(path: "p/a3.png", index: 1),
    Placement(path: "p/z.png", index: 3), Placement(path: "p/sub/a.png", index: 3),
    Placement(path: "p/sub/c.png", index: 4), Placement(path: "p/sub/deep/d.png", index: 4),
    Placement(path: "p/new/x.png", index: 3), Placement(path: "p/sz/x.png", index: 4),
    Placement(path: "p/zz/x.png", index: 5),
    Placement(path: "elsewhere.png", index: 6),
  ]

  @Test("a new picture goes where the folder scan would have listed it", arguments: placements)
  func insertionPlace(_ placement: Placement) {
    #expect(
      Self.order.insertionIndex(of: Self.path(placement.path), in: Self.catalog)
        == placement.index)
  }

  struct EffectCase: CustomTestStringConvertible, Sendable {
    let name: String
    let changes: [FolderChange]
    let names: [String]
    let renamed: [String: String]
    let revisions: [String: Int]
    var testDescription: String { name }
  }

  static let effects: [EffectCase] = [
    EffectCase(
      name: "added pictures join in order",
      changes: [.added(path("p/a3.png")), .added(path("p/sub/a.png"))],
      names: [
        "p/a2.png", "p/a3.png", "p/a10.png", "p/k.png", "p/sub/a.png", "p/sub/b.png",
        "p/tub/c.png", "extra.png",
      ], renamed: [:], revisions: [:]),
    EffectCase(
      name: "removed pictures go", changes: [.removed(path("p/k.png")), .removed(path("no.png"))],
      names: ["p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png", "extra.png"], renamed: [:],
      revisions: [:]),
    EffectCase(
      name: "a picture written again is read again", changes: [.changed(path("p/k.png"))],
      names: walked, renamed: [:], revisions: ["p/k.png": 1]),
    EffectCase(
      name: "a file renamed over a listed picture (rsync, Syncthing) replaces it",
      changes: [.added(path("p/k.png"))], names: walked, renamed: [:], revisions: ["p/k.png": 1]),
    EffectCase(
      name: "a rename that keeps the place keeps the item",
      changes: [.renamed(from: path("p/k.png"), to: path("p/m.png"))],
      names: ["p/a2.png", "p/a10.png", "p/m.png", "p/sub/b.png", "p/tub/c.png", "extra.png"],
      renamed: ["p/k.png": "p/m.png"], revisions: [:]),
    EffectCase(
      name: "a rename moves the picture to its new name's place",
      changes: [.renamed(from: path("p/k.png"), to: path("p/a1.png"))],
      names: ["p/a1.png", "p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png", "extra.png"],
      renamed: ["p/k.png": "p/a1.png"], revisions: [:]),
    EffectCase(
      name: "a rename onto a listed picture removes the old name and rereads the new",
      changes: [.renamed(from: path("p/k.png"), to: path("p/a2.png"))],
      names: ["p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png", "extra.png"],
      renamed: ["p/k.png": "p/a2.png"], revisions: ["p/a2.png": 1]),
    EffectCase(
      name: "a rename from a name never listed (a hidden temporary file) is an addition",
      changes: [.renamed(from: path("p/.k.png.tmp"), to: path("p/b.png"))],
      names: [
        "p/a2.png", "p/a10.png", "p/b.png", "p/k.png", "p/sub/b.png", "p/tub/c.png",
        "extra.png",
      ], renamed: [:], revisions: [:]),
    EffectCase(
      name: "an empty listing of a tree removes everything under it",
      changes: [.listed(folder: path("p"), scope: .tree, pictures: [], rereading: false)],
      names: ["extra.png"], renamed: [:], revisions: [:]),
    EffectCase(
      name: "a listing of one folder covers its own pictures only",
      changes: [
        .listed(
          folder: path("p"), scope: .folder, pictures: [path("p/k.png"), path("p/n.png")],
          rereading: false)
      ],
      names: ["p/k.png", "p/n.png", "p/sub/b.png", "p/tub/c.png", "extra.png"], renamed: [:],
      revisions: [:]),
    EffectCase(
      name: "a listing after lost events rereads what it keeps",
      changes: [
        .listed(
          folder: path("p/sub"), scope: .tree, pictures: [path("p/sub/b.png")], rereading: true)
      ],
      names: walked, renamed: [:], revisions: ["p/sub/b.png": 1]),
    EffectCase(
      name: "a listing of named files covers those files only",
      changes: [
        .listed(
          folder: path("."), scope: .files([path("extra.png")]), pictures: [], rereading: false)
      ],
      names: Array(walked.dropLast()), renamed: [:], revisions: [:]),
  ]

  @Test(arguments: effects)
  func folderChangesBecomeCatalogChanges(_ effectCase: EffectCase) {
    var catalog = Self.catalog
    let effect = catalog.effect(of: effectCase.changes, order: Self.order)
    _ = catalog.apply(effect.changes, keeping: nil)
    #expect(catalog.items.map(\.path.description) == effectCase.names)
    #expect(
      effect.renamed
        == Dictionary(
          uniqueKeysWithValues: effectCase.renamed.map { (Self.key($0.key), Self.key($0.value)) }))
    for item in catalog.items {
      #expect(item.revision == effectCase.revisions[item.path.description] ?? 0, "\(item.name)")
    }
  }

  @Test("a folder missing at the start (an error page under its own name) goes when it is listed")
  func placeholderOfAMissingFolderGoes() {
    var catalog = Catalog(items: [CarouselItem(picture: "nas")])
    let effect = catalog.effect(
      of: [
        .listed(
          folder: Self.path("nas"), scope: .folder, pictures: [Self.path("nas/a.png")],
          rereading: false)
      ], order: CatalogOrder(roots: [Self.path("nas")]))
    _ = catalog.apply(effect.changes, keeping: 0)
    #expect(catalog.items.map(\.path.description) == ["nas/a.png"])
  }

  struct MatchCase: CustomTestStringConvertible, Sendable {
    let name: String
    let list: [String]
    let rereading: Bool
    let kept: Set<String>
    var testDescription: String { name }
  }

  static let matches = [
    MatchCase(
      name: "removals and insertions in the list's order keep the others' pictures",
      list: ["p/a1.png", "p/a2.png", "p/k.png", "p/new.png", "p/sub/b.png", "extra.png"],
      rereading: false, kept: ["p/a2.png", "p/k.png", "p/sub/b.png", "extra.png"]),
    MatchCase(
      name: "rereading raises every kept picture's revision",
      list: walked, rereading: true, kept: []),
    MatchCase(
      name: "a list in another order is taken whole", list: walked.reversed(), rereading: false,
      kept: []),
  ]

  @Test(arguments: matches)
  func reloadListIsMatched(_ match: MatchCase) {
    var catalog = Self.catalog
    let changes = catalog.changes(matching: match.list.map(Self.path), rereading: match.rereading)
    let update = catalog.apply(changes, keeping: 0)
    #expect(catalog.items.map(\.path.description) == match.list)
    let untouched = Set(
      catalog.items.filter { $0.revision == 0 && !update.forgotten.contains($0.key) }.map {
        $0.path.description
      }
    ).intersection(Self.walked)
    #expect(untouched == match.kept)
  }
}
