import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles
@testable import PictureKit

/// What a background folder scan delivers reaches the list, whenever the scan ends.
@Suite(.serialized) struct PictureFeedScanTests {
  /// Regression: when the scan ended while the carousel moved, the feed dropped the scanner and
  /// reported a change, but the last batches stayed in a waiting list that no later call looked
  /// at: those pictures never appeared.
  @Test func scanEndingWhileTheCarouselMovesLosesPictures() throws {
    let folder = try TemporaryFolder()
    for name in ["a.png", "b.png", "c.png"] { try folder.write([0], to: name) }
    let showing = Catalog(items: [CarouselItem(picture: "first.png")])  // already showing
    let (whileMoving, atRest, names, isScanning) = try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
      let store = PictureStore(
        renderer: renderer, box: Size(width: 8, height: 8), decoder: SolidColorDecoder(),
        notify: {}, report: { _, _ in })
      let feed = PictureFeed(
        catalog: showing, scanning: [FilePath(folder.path)], store: store, scanNews: {})
      feed.waitUntilScanEnds()
      let whileMoving = feed.takeScanResults(canReload: false)
      let atRest = feed.takeScanResults(canReload: true)
      return (whileMoving, atRest, feed.catalog.items.map(\.name), feed.isScanning)
    }
    #expect(!whileMoving)  // nothing added: no reload while the carousel moves
    #expect(atRest)
    #expect(names == ["first.png", "a.png", "b.png", "c.png"])
    #expect(!isScanning)
  }
}
