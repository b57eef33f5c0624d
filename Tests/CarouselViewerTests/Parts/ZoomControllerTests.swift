import Geometry
import InfinitePager
import PictureFiles
import SDLTestSupport
import ScrollPhysics
import TestSupport
import Testing

@testable import CarouselViewer

/// The zoom part alone over a pager and a feed: it zooms only a picture that is there and has
/// pixels to show, belongs to its picture, follows it through a reload and goes at a reset.
@Suite(.serialized) struct ZoomControllerTests {
  static let large = Size(width: 3200, height: 1800)
  static let centre = ZoomVector(x: 160, y: 90)

  @Test("a picture still decoding cannot be zoomed; once shown, a step zooms it about a point")
  func zoomsAPictureShown() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"], pictureSize: Self.large)
      let zoom = ZoomController(pager: fixture.pager, pictures: fixture.feed, pages: fixture.pages)
      { .contain }
      #expect(!zoom.canZoom(at: 0), "nothing decoded yet")
      zoom.zoom(by: 2, about: Self.centre, at: 0)
      #expect(zoom.state == nil)
      fixture.showVisiblePictures()
      #expect(zoom.canZoom(at: 0))
      zoom.zoom(by: 2, about: Self.centre, at: 0)
      #expect(zoom.item == 0)
      #expect(zoom.isMoving(at: 0.05))
      let view = try #require(zoom.view(ofItem: 0, at: 10))
      #expect(abs(view.zoom - 2) < 1e-6 && abs(view.offset.x) < 1e-6)
      #expect(zoom.view(ofItem: 1, at: 10) == nil, "the zoom belongs to its picture")
      #expect(zoom.isZoomed(at: 10))
      zoom.reset()
      #expect(zoom.state == nil && !zoom.isZoomed(at: 10))
    }
  }

  @Test(
    "a reload that keeps the picture under the centre keeps its zoom; one that moves it drops it")
  func followsReloads() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["b.png", "c.png"], pictureSize: Self.large)
      let zoom = ZoomController(pager: fixture.pager, pictures: fixture.feed, pages: fixture.pages)
      { .contain }
      fixture.showVisiblePictures()
      zoom.zoom(by: 2, about: Self.centre, at: 0)
      let key = fixture.feed.catalog[0].key
      _ = fixture.feed.apply([.insert(CarouselItem(picture: "a.png"), before: key)], keeping: 0)
      fixture.pager.reloadData(initialPage: 1, at: 1)
      zoom.followReload()
      #expect(zoom.item == 1, "b.png is item 1 now, still under the centre")
      fixture.pager.reloadData(initialPage: 0, at: 2)
      zoom.followReload()
      #expect(zoom.state == nil, "another picture is under the centre")
    }
  }
}
