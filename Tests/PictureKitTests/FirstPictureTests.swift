import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles
@testable import PictureKit

/// The first picture found before the scan is the one the scanned catalog puts first, in every
/// order, or nil where it cannot be known without walking subfolders.
@Suite(.serialized) struct FirstPictureTests {
  /// Names whose directory order, byte order and natural order all differ.
  static let names = [
    "img10.jpg", "img2.png", "Img1.png", "img1.jpg", "img02.png", "a b.gif", "zeta.webp",
    "éclair.png", "img9.jpeg",
  ]

  static func folder(sizesAndTimes: Bool = false) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (index, name) in names.enumerated() {
      // Sizes and times in an order of their own (by index times 7, modulo the count).
      let rank = (index * 7) % names.count
      try folder.write([UInt8](repeating: 1, count: 10 + rank), to: name)
      let time = timespec(tv_sec: 1_600_000_000 + rank * 60, tv_nsec: 0)
      _ = utimensat(AT_FDCWD, folder.file(name), [time, time], 0)
    }
    try folder.write([0], to: ".hidden.png")
    try folder.write([0], to: "notes.txt")
    return folder
  }

  /// What the real scan and order put first, through the feed as the viewer uses it.
  static func scannedFirst(_ roots: [String], recursive: Bool = false, order: PictureOrder)
    throws -> String?
  {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
      let store = PictureStore(
        renderer: renderer, box: Size(width: 8, height: 8), decoder: SolidColorDecoder(),
        notify: {}, report: { _, _ in })
      let feed = PictureFeed(
        catalog: Catalog(), scanning: roots.map(FilePath.init), recursive: recursive,
        store: store, scanNews: {})
      feed.order = order
      feed.finishScan()
      return feed.catalog.items.first?.path.description
    }
  }

  static let orders: [PictureOrder] =
    PictureOrder.Sort.allCases.flatMap { sort in
      [false, true].map { PictureOrder(sort: sort, isReversed: $0) }
    } + [PictureOrder(sort: .natural, shuffleSeed: 7), PictureOrder(sort: .name, shuffleSeed: 99)]

  @Test("a folder's first picture is the scanned catalog's first, in every order")
  func agreesWithTheScan() throws {
    let folder = try Self.folder()
    for order in Self.orders {
      let found = FirstPicture.find(in: [FilePath(folder.path)], recursive: false, order: order)
      let scanned = try Self.scannedFirst([folder.path], order: order)
      #expect(found?.description == scanned, "\(order)")
      #expect(found != nil, "\(order)")
    }
  }

  @Test("natural order: img1 before img02 and img2 before img10; byte order: capitals first")
  func namedOrders() throws {
    let folder = try Self.folder()
    let root = [FilePath(folder.path)]
    func first(_ sort: PictureOrder.Sort, reversed: Bool = false) -> String? {
      FirstPicture.find(
        in: root, recursive: false, order: PictureOrder(sort: sort, isReversed: reversed)
      )?.displayName
    }
    #expect(first(.natural) == "Img1.png")
    #expect(first(.name) == "Img1.png")
    #expect(first(.natural, reversed: true) == "éclair.png")
    #expect(first(.none) == "Img1.png")  // as given: the folder in natural order
  }

  @Test("several paths: the least of all in the order; as given, the first path's first")
  func severalRoots() throws {
    let folder = try Self.folder()
    let other = try TemporaryFolder()
    try other.write([0], to: "0000.png")
    let roots = [folder.path, other.path]
    for order in Self.orders {
      let found = FirstPicture.find(
        in: roots.map(FilePath.init), recursive: false, order: order)
      #expect(found?.description == (try Self.scannedFirst(roots, order: order)), "\(order)")
    }
    let named = FirstPicture.find(
      in: [FilePath(folder.file("zeta.webp")), FilePath(folder.path)], recursive: false,
      order: PictureOrder(sort: .none))
    #expect(named?.description == folder.file("zeta.webp"))
  }

  @Test("recursive: a folder's own pictures come first; without any, the answer is unknown")
  func recursive() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      atPath: folder.file("aaa"), withIntermediateDirectories: true)
    try folder.write([0], to: "aaa/000.png")
    let natural = PictureOrder(sort: .natural)
    let found = FirstPicture.find(in: [FilePath(folder.path)], recursive: true, order: natural)
    #expect(
      found?.description == (try Self.scannedFirst([folder.path], recursive: true, order: natural)))
    #expect(found?.displayName == "Img1.png")
    // Only a subfolder: its pictures would come first, which the finder does not walk.
    let bare = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: bare.file("sub"), withIntermediateDirectories: true)
    try bare.write([0], to: "sub/a.png")
    #expect(FirstPicture.find(in: [FilePath(bare.path)], recursive: true, order: natural) == nil)
    // A reversed or shuffled walk could start anywhere in the tree.
    for order in [PictureOrder(sort: .natural, isReversed: true), .init(sort: .mtime)] {
      #expect(FirstPicture.find(in: [FilePath(folder.path)], recursive: true, order: order) == nil)
    }
  }

  @Test("2,000 names in random directory order: the scan's first")
  func largeFolder() throws {
    let folder = try TemporaryFolder()
    var generator = SeededGenerator(seed: 14)
    for index in (0..<2_000).shuffled(using: &generator) {
      try folder.write([], to: "photo-\(index + 5).jpg")
    }
    for order in [
      PictureOrder(sort: .natural), .init(sort: .name), .init(sort: .natural, isReversed: true),
    ] {
      let found = FirstPicture.find(in: [FilePath(folder.path)], recursive: false, order: order)
      #expect(found?.description == (try Self.scannedFirst([folder.path], order: order)))
    }
    let first = FirstPicture.find(
      in: [FilePath(folder.path)], recursive: false, order: PictureOrder(sort: .natural))
    #expect(first?.displayName == "photo-5.jpg")
  }

  @Test("an empty folder has no first picture; a missing file is its own (its error page)")
  func nothingToShow() throws {
    let empty = try TemporaryFolder()
    let natural = PictureOrder(sort: .natural)
    #expect(FirstPicture.find(in: [FilePath(empty.path)], recursive: false, order: natural) == nil)
    let missing = FilePath(empty.file("gone.png"))
    #expect(FirstPicture.find(in: [missing], recursive: false, order: natural) == missing)
  }
}
