import Testing

@testable import PictureFiles

/// `--sort`, `--reverse` and `--shuffle` as rules between pictures, and batches merged in.
@Suite("Picture order")
struct PictureOrderTests {
  static let paths = ["b/img10.png", "b/img2.png", "a.png", "b/sub/z.png", "b/c.png", "B.png"]

  static func sorted(_ order: PictureOrder, batches: [[String]] = [paths]) -> [String] {
    let feedKeys = paths.enumerated().map {
      OrderKey(path: FilePath($0.element), sequence: $0.offset, order: order)
    }
    var catalog = Catalog()
    for batch in batches {
      let items = batch.map { CarouselItem(picture: $0) }
      _ = catalog.merge(items) { left, right in
        let a = feedKeys.first { $0.path == left.path }
        let b = feedKeys.first { $0.path == right.path }
        guard let a, let b else { return false }
        return order.precedes(a, b)
      }
    }
    return catalog.items.map(\.path.description)
  }

  @Test("natural and name: a folder's pictures before its subfolders', numbers by value or not")
  func nameOrders() {
    #expect(
      Self.sorted(PictureOrder(sort: .natural))
        == ["B.png", "a.png", "b/c.png", "b/img2.png", "b/img10.png", "b/sub/z.png"])
    #expect(
      Self.sorted(PictureOrder(sort: .name))
        == ["B.png", "a.png", "b/c.png", "b/img10.png", "b/img2.png", "b/sub/z.png"])
    #expect(
      Self.sorted(PictureOrder(sort: .natural, isReversed: true))
        == ["b/sub/z.png", "b/img10.png", "b/img2.png", "b/c.png", "a.png", "B.png"])
    #expect(Self.sorted(PictureOrder(sort: .none)) == Self.paths)
  }

  @Test("batches merged one by one give the order of all at once")
  func batchesMerge() {
    let order = PictureOrder(sort: .natural)
    let batches = [["b/sub/z.png", "a.png"], ["b/img10.png"], ["B.png", "b/c.png", "b/img2.png"]]
    #expect(Self.sorted(order, batches: batches) == Self.sorted(order))
    let none = PictureOrder(sort: .none, isReversed: true)
    #expect(Self.sorted(none, batches: batches) == Self.paths.reversed())
  }

  @Test("a shuffle is a permutation fixed by its seed")
  func shuffle() {
    let first = Self.sorted(PictureOrder(sort: .natural, shuffleSeed: 42))
    #expect(first == Self.sorted(PictureOrder(sort: .natural, shuffleSeed: 42)))
    #expect(Set(first) == Set(Self.paths))
    let seeds: [UInt64] = [1, 2, 3, 4]
    #expect(seeds.contains { Self.sorted(PictureOrder(sort: .natural, shuffleSeed: $0)) != first })
  }
}
