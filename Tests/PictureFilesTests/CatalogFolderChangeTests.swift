import Testing

@testable import PictureFiles

/// Live folders and reloads as catalog diffs: where new pictures go, what a rename, a rename
/// over a listed file and a listing do, and how a reload's list is matched.
@Suite("Catalog folder changes")
struct CatalogFolderChangeTests {
  static func path(_ text: String) -> FilePath { FilePath(text) }
  static func key(_ text: String) -> ItemKey { ItemKey(FilePath(text)) }

  /// In natural tree order (`--sort natural`, the default): names with numbers by value, a
  /// folder's own pictures before its subfolders'.
  static let walked = [
    "extra.png", "p/a2.png", "p/a10.png", "p/k.png", "p/sub/b.png", "p/tub/c.png",
  ]
  static var catalog: Catalog { Catalog(items: walked.map { CarouselItem(picture: $0) }) }

  @Test("new pictures are placed in natural tree order")
  func placement() {
    let places = [
      "p/a1.png": 1, "p/a3.png": 2, "p/z.png": 4, "p/sub/a.png": 4, "p/sub/c.png": 5,
      "p/new/x.png": 4, "p/zz/x.png": 6, "a.png": 0,
    ]
    for (path, index) in places {
      #expect(NaturalPlacement.place(Self.path(path), in: Self.catalog) == index, "\(path)")
    }
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
        "extra.png", "p/a2.png", "p/a3.png", "p/a10.png", "p/k.png", "p/sub/a.png",
        "p/sub/b.png", "p/tub/c.png",
      ], renamed: [:], revisions: [:]),
    EffectCase(
      name: "removed pictures go", changes: [.removed(path("p/k.png")), .removed(path("no.png"))],
      names: ["extra.png", "p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png"], renamed: [:],
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
      names: ["extra.png", "p/a2.png", "p/a10.png", "p/m.png", "p/sub/b.png", "p/tub/c.png"],
      renamed: ["p/k.png": "p/m.png"], revisions: [:]),
    EffectCase(
      name: "a rename moves the picture to its new name's place",
      changes: [.renamed(from: path("p/k.png"), to: path("p/a1.png"))],
      names: ["extra.png", "p/a1.png", "p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png"],
      renamed: ["p/k.png": "p/a1.png"], revisions: [:]),
    EffectCase(
      name: "a rename onto a listed picture removes the old name and rereads the new",
      changes: [.renamed(from: path("p/k.png"), to: path("p/a2.png"))],
      names: ["extra.png", "p/a2.png", "p/a10.png", "p/sub/b.png", "p/tub/c.png"],
      renamed: ["p/k.png": "p/a2.png"], revisions: ["p/a2.png": 1]),
    EffectCase(
      name: "a rename from a name never listed (a hidden temporary file) is an addition",
      changes: [.renamed(from: path("p/.k.png.tmp"), to: path("p/b.png"))],
      names: [
        "extra.png", "p/a2.png", "p/a10.png", "p/b.png", "p/k.png", "p/sub/b.png",
        "p/tub/c.png",
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
      names: ["extra.png", "p/k.png", "p/n.png", "p/sub/b.png", "p/tub/c.png"], renamed: [:],
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
      names: Array(walked.dropFirst()), renamed: [:], revisions: [:]),
  ]

  @Test(arguments: effects)
  func folderChangesBecomeCatalogChanges(_ effectCase: EffectCase) {
    var catalog = Self.catalog
    let effect = catalog.effect(of: effectCase.changes, placing: NaturalPlacement.place)
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
      ], placing: NaturalPlacement.place)
    _ = catalog.apply(effect.changes, keeping: 0)
    #expect(catalog.items.map(\.path.description) == ["nas/a.png"])
  }

  @Test("a reload's list: what went goes, what came joins in order, what stayed is read again")
  func reloadList() {
    var catalog = Self.catalog
    let list = ["p/tub/c.png", "p/new.png", "p/a2.png", "p/k.png", "extra.png"].map(Self.path)
    let effect = catalog.effect(
      of: catalog.reloadChanges(to: list), placing: NaturalPlacement.place)
    let update = catalog.apply(effect.changes, keeping: 0)
    #expect(
      catalog.items.map(\.path.description)
        == ["extra.png", "p/a2.png", "p/k.png", "p/new.png", "p/tub/c.png"])
    #expect(catalog.items.map(\.revision) == [1, 1, 1, 0, 1])
    #expect(update.forgotten == [Self.key("p/a10.png"), Self.key("p/sub/b.png")])
  }
}
