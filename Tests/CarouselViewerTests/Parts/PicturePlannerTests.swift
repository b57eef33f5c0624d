import InfinitePager
import ReplayFormat
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The picture planner alone over a pager and a feed: the side it prefetches first, and the
/// picture it keeps in view while the list changes.
@Suite(.serialized) struct PicturePlannerTests {
  static let names = (0..<7).map { "p\($0).png" }

  @Test("the side the carousel last moved to is prefetched first")
  func prefetchFollowsTravel() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = fixture.makePlanner()
      fixture.pager.reloadData(initialPage: 3, at: 0)
      _ = planner.plan(now: 0, prefetching: true, spins: true)
      #expect(fixture.feed.plannedItems.prefix(3) == [3, 4, 5])
      planner.noteCrossing(toNext: false)
      #expect(planner.travelDirection == -1)
      _ = planner.plan(now: 0, prefetching: true, spins: true)
      #expect(fixture.feed.plannedItems.prefix(3) == [3, 2, 1])
      _ = planner.plan(now: 0, prefetching: false, spins: true)
      #expect(fixture.feed.plannedItems == [3], "the visible page alone")
    }
  }

  @Test("the picture shown stays shown through changes, and comes back after all went")
  func keepsThePictureInView() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = fixture.makePlanner()
      var events: [PagerEvent] = []
      planner.onListChanged = { events.append($0) }
      fixture.pager.reloadData(initialPage: 4, at: 0)
      let key = { (name: String) in ItemKey(FilePath(name)) }
      #expect(planner.apply([.remove(key("p0.png")), .remove(key("p1.png"))], now: 1))
      #expect(fixture.pager.currentIndex == 2)
      #expect(planner.catalog[2].name == "p4.png")
      #expect(!planner.apply([.remove(key("nothing.png"))], now: 2), "nothing changed")
      let rest = planner.catalog.items.map { CatalogChange.remove($0.key) }
      #expect(planner.apply(rest, now: 3))
      #expect(planner.catalog.isEmpty)
      #expect(planner.apply([.insert(CarouselItem(picture: "p4.png"), before: nil)], now: 4))
      #expect(
        planner.apply([.insert(CarouselItem(picture: "p9.png"), before: key("p4.png"))], now: 5))
      #expect(planner.catalog[fixture.pager.currentIndex ?? -1].name == "p4.png")
      #expect(
        events == [
          .catalogChanged(count: 5, index: 2), .catalogChanged(count: 0, index: nil),
          .catalogChanged(count: 1, index: 0), .catalogChanged(count: 2, index: 1),
        ])
    }
  }
}
