import Control
import InfinitePager
import PictureKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureKit

/// The chooser alone, through the planner that applies it over a pager and a feed: hidden
/// pictures leave at the next rest and come back at their place, a picture no longer chosen
/// stays on screen until the carousel moves on, and a frame with every picture hidden shows
/// them all rather than nothing.
@Suite(.serialized) struct ChooserTests {
  static let names = (0..<6).map { "p\($0).png" }

  static func names(_ planner: PicturePlanner) -> [String] { planner.catalog.items.map(\.name) }

  @Test("a hidden picture leaves at the next rest, the next one shows, and unhide brings it back")
  func hideAndUnhide() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = PicturePlanner(feed: fixture.feed, pager: fixture.pager, timeline: nil) { _ in }
      let chooser = planner.chooser
      fixture.pager.reloadData(initialPage: 2, at: 0)
      #expect(!planner.applySelectionAtRest(now: 0), "nothing to do")
      chooser.hide(FilePath("p2.png"))
      chooser.hide(FilePath("p2.png"))
      #expect(chooser.hidden.count == 1, "hidden once")
      #expect(planner.applySelectionAtRest(now: 1))
      #expect(Self.names(planner) == ["p0.png", "p1.png", "p3.png", "p4.png", "p5.png"])
      #expect(planner.catalog[fixture.pager.currentIndex ?? -1].name == "p3.png", "the next")
      chooser.hide(FilePath("p0.png"))
      #expect(planner.applySelectionAtRest(now: 2))
      #expect(planner.catalog[fixture.pager.currentIndex ?? -1].name == "p3.png", "stays")
      #expect(throws: Never.self) { try chooser.unhide(named: "p2.png").get() }
      #expect(planner.applySelectionAtRest(now: 3))
      #expect(Self.names(planner) == ["p1.png", "p2.png", "p3.png", "p4.png", "p5.png"])
      #expect(planner.catalog[fixture.pager.currentIndex ?? -1].name == "p3.png")
      #expect(
        chooser.unhide(named: "p2.png").failureMessage == "no hidden picture named 'p2.png'")
      #expect(chooser.hidden.paths == [FilePath("p0.png")])
    }
  }

  @Test("--show-hidden shows hidden pictures and keeps them listed")
  func showHidden() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = PicturePlanner(feed: fixture.feed, pager: fixture.pager, timeline: nil) { _ in }
      planner.chooser.configure(
        hidden: HiddenPictures([FilePath("p1.png"), FilePath("p4.png")]), showsHidden: false)
      #expect(planner.applySelectionAtRest(now: 0))
      #expect(Self.names(planner) == ["p0.png", "p2.png", "p3.png", "p5.png"])
      planner.chooser.configure(showsHidden: true)
      #expect(planner.applySelectionAtRest(now: 1))
      #expect(Self.names(planner) == Self.names)
      planner.chooser.hide(FilePath("p5.png"))
      #expect(!planner.applySelectionAtRest(now: 2), "shown all the same")
      #expect(planner.chooser.hidden.count == 3)
    }
  }

  @Test("with every picture hidden, all show and the screen says so; one shown again ends it")
  func everyPictureHidden() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"])
      let planner = PicturePlanner(feed: fixture.feed, pager: fixture.pager, timeline: nil) { _ in }
      let chooser = planner.chooser
      chooser.hide(FilePath("a.png"))
      #expect(planner.applySelectionAtRest(now: 0))
      #expect(Self.names(planner) == ["b.png"])
      chooser.hide(FilePath("b.png"))
      _ = planner.applySelectionAtRest(now: 1)
      #expect(Self.names(planner) == ["a.png", "b.png"], "never an empty frame")
      #expect(chooser.notice == "Every picture is hidden: showing them all")
      _ = chooser.unhide(named: "b.png")
      #expect(planner.applySelectionAtRest(now: 2))
      #expect(Self.names(planner) == ["b.png"])
      #expect(chooser.notice == nil)
    }
  }
}

extension Result where Failure == ControlError {
  /// The failure's message, or nil on success.
  var failureMessage: String? {
    guard case .failure(let error) = self else { return nil }
    return error.message
  }
}
