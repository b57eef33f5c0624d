import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles
@testable import PictureKit

/// The store keys what it caches by item and revision: a replaced file is decoded again, a
/// removed one is forgotten, and a late result for either is not taken for current content.
@Suite(.serialized) struct PictureStoreTests {
  static let box = Size(width: 32, height: 32)

  static func withStore<R>(
    _ body: (PictureStore, SolidColorDecoder) throws -> R
  ) throws -> R {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: box))
      let decoder = SolidColorDecoder()
      // One worker: the tests check the order of decodes, which two workers would race for.
      let store = PictureStore(
        renderer: renderer, box: box, decoder: decoder,
        configuration: PictureStore.Configuration(
          cacheBudget: MemoryBudget(megabytes: 1), prefetchDistance: 2, workerCount: 1),
        notify: {}, report: { _, _ in })
      return try body(store, decoder)
    }
  }

  @Test func aReplacedItemIsDecodedAgainAndShowsItsOldPictureMeanwhile() throws {
    var catalog = Catalog(items: [CarouselItem(picture: "a.png"), CarouselItem(picture: "b.png")])
    try Self.withStore { store, decoder in
      store.request(catalog.items, visible: [catalog[0].key])
      store.waitUntilIdle()
      #expect(decoder.decodedPaths.map(\.description) == ["a.png", "b.png"])
      let update = catalog.apply([.replace(catalog[0].key)], keeping: 0)
      #expect(update.replaced == [catalog[0].key] && update.forgotten.isEmpty)
      #expect(!store.isLoading(catalog[0]))  // the old picture still shows
      decoder.gate.close()
      store.request(catalog.items, visible: [catalog[0].key])
      decoder.gate.open()
      store.waitUntilIdle()
      #expect(decoder.decodedPaths.map(\.description) == ["a.png", "b.png", "a.png"])
      #expect(store.cache.peek(catalog[0].key)?.revision == 1)
    }
  }

  /// Regression: a quit while a look-ahead decode ran printed "cannot show …: not decoded:
  /// Carousel is ending" and cached that as the picture's failure page.
  @Test func aDecodeCutShortByTheEndIsNeitherReportedNorShown() throws {
    let items = [CarouselItem(picture: "ending.png"), CarouselItem(picture: "bad.png")]
    let reported = Locked<[String]>([])
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Self.box))
      let store = PictureStore(
        renderer: renderer, box: Self.box, decoder: SolidColorDecoder(),
        configuration: PictureStore.Configuration(
          cacheBudget: MemoryBudget(megabytes: 1), prefetchDistance: 2, workerCount: 1),
        notify: {}, report: { item, _ in reported.withLock { $0.append(item.path.description) } })
      store.request(items, visible: [items[0].key])
      store.waitUntilIdle()
      #expect(store.cache.peek(items[0].key) == nil)
      #expect(store.isLoading(items[0]))
      // A picture that is not one is still reported, once.
      #expect(reported.withLock { $0 } == ["bad.png"])
    }
  }

  @Test func aForgottenItemIsDroppedAndItsLateDecodeIgnored() throws {
    let items = [CarouselItem(picture: "a.png"), CarouselItem(picture: "b.png")]
    try Self.withStore { store, decoder in
      store.request(items, visible: [items[0].key])
      store.waitUntilIdle()
      #expect(store.cache.count == 2)
      store.forget(items[1].key)
      #expect(store.cache.count == 1 && store.isLoading(items[1]))
      // Asked for again (the file came back), and forgotten again while it decodes: the
      // result that lands afterwards is not cached.
      decoder.gate.close()
      store.request([items[1]], visible: [items[1].key])
      store.forget(items[1].key)
      decoder.gate.open()
      store.waitUntilIdle()
      #expect(store.cache.peek(items[1].key) == nil)
      #expect(decoder.decodedPaths.filter { $0.description == "b.png" }.count == 2)
      // Asked for once more, it is decoded and cached.
      store.request(items, visible: [items[1].key])
      store.waitUntilIdle()
      #expect(!store.isLoading(items[1]))
    }
  }

  @Test("a texture made ahead of the first picture's pixels is the one they are uploaded into")
  func aTextureMadeAheadTakesThePicture() throws {
    let items = [CarouselItem(picture: "a.png"), CarouselItem(picture: "b.png")]
    try Self.withStore { store, decoder in
      let fitted = PixelBuffer.fittedSize(decoder.size, in: Self.box)
      store.prepareTexture(size: fitted, isOpaque: true)
      let spare = try #require(store.spareTexture)
      store.request([items[0]], visible: [items[0].key])
      store.waitUntilIdle()
      guard case .picture(let first, _) = store.content(for: items[0]) else {
        Issue.record("a.png is not shown")
        return
      }
      #expect(first === spare && store.spareTexture == nil)
      // A guess of another size costs its memory until the next upload, which makes its own.
      store.prepareTexture(size: Size(width: 8, height: 8), isOpaque: true)
      let wrong = try #require(store.spareTexture)
      store.request(items, visible: [items[1].key])
      store.waitUntilIdle()
      guard case .picture(let second, _) = store.content(for: items[1]) else {
        Issue.record("b.png is not shown")
        return
      }
      #expect(second !== wrong && second.size == fitted && store.spareTexture == nil)
    }
  }
}

/// What the feed does with the store when the catalog changes.
@Suite(.serialized) struct PictureFeedChangeTests {
  /// Regression: the feed made the store forget replaced pictures, so a picture replaced in
  /// place (a live folder, a reload) showed a spinner instead of itself until decoded again.
  @Test func aPictureReplacedThroughTheFeedKeepsShowingUntilDecodedAgain() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: PictureStoreTests.box))
      let decoder = SolidColorDecoder()
      let store = PictureStore(
        renderer: renderer, box: PictureStoreTests.box, decoder: decoder, notify: {},
        report: { _, _ in })
      let feed = PictureFeed(
        catalog: Catalog(items: [CarouselItem(picture: "a.png"), CarouselItem(picture: "b.png")]),
        store: store, scanNews: {})
      feed.plan(visible: [0], current: 0, direction: 1, wraps: true)
      store.waitUntilIdle()
      let update = feed.apply([.replace(feed.catalog[0].key)], keeping: 0)
      #expect(update.replaced == [feed.catalog[0].key])
      #expect(!feed.isLoading([0]))  // the old picture still shows
      feed.plan(visible: [0], current: 0, direction: 1, wraps: true)
      store.waitUntilIdle()
      #expect(store.cache.peek(feed.catalog[0].key)?.revision == 1)
      _ = feed.apply([.remove(feed.catalog[1].key)], keeping: 0)
      #expect(store.cache.peek(ItemKey(FilePath("b.png"))) == nil)  // removed: forgotten
    }
  }
}
