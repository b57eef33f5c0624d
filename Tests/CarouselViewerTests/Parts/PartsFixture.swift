import Geometry
import InfinitePager
import PictureFiles
import PictureKit
import SDLKit
import SDLTestSupport
import TestSupport

@testable import CarouselViewer

/// A pager over a feed of solid pictures (no files read), for testing the viewer's parts alone.
///
/// It gives them what the viewer would, without the viewer. Make it inside
/// `SDLTestSession.run`.
final class PartsFixture: InfinitePagerDataSource {
  static let box = Size(width: 320, height: 180)
  let pager: InfinitePager<PageView>
  let feed: PictureFeed
  /// One page per picture, as the viewer has them without `--pairs`.
  let pages: PageBook
  /// Which pictures are shown, for a planner made with ``makePlanner()``.
  let chooser: Chooser
  let decoder: SolidColorDecoder
  /// The dwell the pager asks for each item, as the viewer answers it (nil: the slideshow's).
  var dwell: (Int) -> Double? = { _ in nil }

  /// - Parameter pictureSize: the size every picture says it has (decoded to fit the page).
  init(names: [String], pictureSize: Size = Size(width: 64, height: 48)) throws {
    decoder = SolidColorDecoder(size: pictureSize)
    let renderer = try Renderer(drawingInto: try Surface(size: Self.box))
    let store = PictureStore(
      renderer: renderer, box: Self.box, decoder: decoder, notify: {}, report: { _, _ in })
    feed = PictureFeed(
      catalog: Catalog(items: names.map { CarouselItem(picture: FilePath($0)) }), store: store,
      scanNews: {})
    pages = PageBook(pictures: feed, codecs: decoder)
    chooser = Chooser(feed: feed)
    pager = InfinitePager(
      viewport: Viewport(width: Double(Self.box.width), height: Double(Self.box.height)))
    pager.dataSource = self
    pager.reloadData(at: 0)
  }

  /// A planner of the fixture's pictures over its pager, with its pages and chooser.
  func makePlanner() -> PicturePlanner {
    PicturePlanner(
      feed: feed, pages: pages, chooser: chooser, pager: pager, timeline: nil, reporter: .silent)
  }

  /// Decodes and uploads the pictures on screen, as the viewer's planner would.
  func showVisiblePictures() {
    feed.plan(
      visible: pager.visiblePages.map(\.index), current: pager.currentIndex, direction: 1,
      prefetching: false, wraps: pager.wrapsAround)
    feed.waitUntilIdle()
    _ = feed.uploadFinished()
  }

  func numberOfPages(in pager: InfinitePager<PageView>) -> Int { feed.catalog.count }

  func pager(_ pager: InfinitePager<PageView>, pageAt index: Int) -> PageView {
    pager.dequeueReusablePage() ?? PageView()
  }

  func pager(_ pager: InfinitePager<PageView>, autoScrollIntervalForPageAt index: Int) -> Double? {
    dwell(index)
  }

  func pager(_ pager: InfinitePager<PageView>, keyForPageAt index: Int) -> AnyHashable? {
    feed.catalog[index].key
  }

  func pager(_ pager: InfinitePager<PageView>, indexForKey key: AnyHashable) -> Int? {
    (key.base as? ItemKey).flatMap(feed.catalog.index(of:))
  }
}
