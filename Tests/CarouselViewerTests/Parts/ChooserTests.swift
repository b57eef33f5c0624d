import Control
import Foundation
import InfinitePager
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The chooser alone, through the planner that applies it over a pager and a feed: hidden
/// pictures leave at the next rest and come back at their place; the filters by date on explicit
/// wall-clock times in a fixed zone (midnight, 29 February, `--newer-than` moving, combinations,
/// nothing matching); a picture no longer chosen stays on screen until the carousel moves on.
@Suite(.serialized) struct ChooserTests {
  static let names = (0..<6).map { "p\($0).png" }
  static let berlin = LocalZone.named("Europe/Berlin") ?? .system

  static func names(_ planner: PicturePlanner) -> [String] { planner.catalog.items.map(\.name) }

  static func shown(_ planner: PicturePlanner, _ fixture: PartsFixture) -> String? {
    fixture.pager.currentIndex.map { planner.catalog[$0].name }
  }

  /// The wall-clock time of `text` (ISO 8601, local) in Berlin, in s since 1970.
  static func wall(_ text: String) -> Double {
    guard let (time, _) = MetadataDate.iso(text) else { return .nan }
    return Double(TakenDate.written(time, offsetMinutes: nil, source: .exif).instant(in: berlin))
  }

  /// A date taken written as `text` (`YYYY-MM-DD`, noon, no offset).
  static func taken(_ text: String) -> TakenDate? {
    MetadataDate.iso(text + "T12:00:00").map { .written($0.0, offsetMinutes: nil, source: .exif) }
  }

  /// A planner over pictures named after their dates (`2020-02-29.png`), dated so, showing the
  /// picture of day `showing` (the picture on screen stays even when not chosen).
  static func dated(_ days: [String], filter: PictureFilter, showing: String? = nil) throws -> (
    PartsFixture, PicturePlanner
  ) {
    let fixture = try PartsFixture(names: days.map { $0 + ".png" })
    fixture.pager.reloadData(initialPage: showing.flatMap(days.firstIndex(of:)) ?? 0, at: 0)
    let planner = fixture.makePlanner()
    fixture.chooser.zone = berlin
    fixture.chooser.configure(filter: filter, showsHidden: false)
    fixture.chooser.learn(
      Dictionary(uniqueKeysWithValues: days.map { (FilePath($0 + ".png"), taken($0)) }))
    return (fixture, planner)
  }

  @Test("a hidden picture leaves at the next rest, the next one shows, and unhide brings it back")
  func hideAndUnhide() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = fixture.makePlanner()
      let chooser = fixture.chooser
      fixture.pager.reloadData(initialPage: 2, at: 0)
      #expect(!planner.applySelectionAtRest(now: 0, wall: 0), "nothing to do")
      chooser.hide(FilePath("p2.png"))
      chooser.hide(FilePath("p2.png"))
      #expect(chooser.hidden.count == 1, "hidden once")
      #expect(planner.applySelectionAtRest(now: 1, wall: 0))
      #expect(Self.names(planner) == ["p0.png", "p1.png", "p3.png", "p4.png", "p5.png"])
      #expect(Self.shown(planner, fixture) == "p3.png", "the next")
      chooser.hide(FilePath("p0.png"))
      #expect(planner.applySelectionAtRest(now: 2, wall: 0))
      #expect(Self.shown(planner, fixture) == "p3.png", "stays")
      #expect(throws: Never.self) { try chooser.unhide(named: "p2.png").get() }
      #expect(planner.applySelectionAtRest(now: 3, wall: 0))
      #expect(Self.names(planner) == ["p1.png", "p2.png", "p3.png", "p4.png", "p5.png"])
      #expect(Self.shown(planner, fixture) == "p3.png")
      #expect(
        chooser.unhide(named: "p2.png").failureMessage == "no hidden picture named 'p2.png'")
      #expect(chooser.hidden.paths == [FilePath("p0.png").absolute])
    }
  }

  @Test("--show-hidden shows hidden pictures and keeps them listed")
  func showHidden() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: Self.names)
      let planner = fixture.makePlanner()
      fixture.chooser.configure(
        filter: PictureFilter(), hidden: HiddenPictures([FilePath("p1.png"), FilePath("p4.png")]),
        showsHidden: false)
      #expect(planner.applySelectionAtRest(now: 0, wall: 0))
      #expect(Self.names(planner) == ["p0.png", "p2.png", "p3.png", "p5.png"])
      fixture.chooser.configure(filter: PictureFilter(), showsHidden: true)
      #expect(planner.applySelectionAtRest(now: 1, wall: 0))
      #expect(Self.names(planner) == Self.names)
      fixture.chooser.hide(FilePath("p5.png"))
      #expect(!planner.applySelectionAtRest(now: 2, wall: 0), "shown all the same")
      #expect(fixture.chooser.hidden.count == 3)
    }
  }

  @Test("with every picture hidden, all show and the screen says so; one shown again ends it")
  func everyPictureHidden() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"])
      let planner = fixture.makePlanner()
      let chooser = fixture.chooser
      chooser.hide(FilePath("a.png"))
      #expect(planner.applySelectionAtRest(now: 0, wall: 0))
      #expect(Self.names(planner) == ["b.png"])
      chooser.hide(FilePath("b.png"))
      _ = planner.applySelectionAtRest(now: 1, wall: 0)
      #expect(Self.names(planner) == ["a.png", "b.png"], "never an empty frame")
      #expect(chooser.notice == "Every picture is hidden: showing them all")
      _ = chooser.unhide(named: "b.png")
      #expect(planner.applySelectionAtRest(now: 2, wall: 0))
      #expect(Self.names(planner) == ["b.png"])
      #expect(chooser.notice == nil)
    }
  }

  /// Regression: an empty folder, with pictures hidden in an earlier run, said "Every picture
  /// is hidden: showing them all" under "No pictures to show".
  @Test("an empty folder shows no fallback notice, whatever is hidden or filtered")
  func emptyFolderHasNoNotice() throws {
    try SDLTestSession.run {
      var onThisDay = PictureFilter()
      onThisDay.onThisDay = 0
      for filter in [PictureFilter(), onThisDay] {
        let fixture = try PartsFixture(names: [])
        let planner = fixture.makePlanner()
        fixture.chooser.configure(
          filter: filter, hidden: HiddenPictures([FilePath("gone.png")]), showsHidden: false)
        _ = planner.applySelectionAtRest(now: 0, wall: 0)
        #expect(!fixture.chooser.isDue(now: 0), "the selection was worked out")
        #expect(fixture.chooser.notice == nil, "\(filter.isEmpty ? "hidden" : "on this day")")
      }
    }
  }

  @Test("--on-this-day changes at midnight, and its deadline is that midnight")
  func onThisDayAcrossMidnight() throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.onThisDay = 0
      let days = ["2019-03-13", "2020-03-14", "2021-03-15", "2024-03-14", "2022-03-15"]
      let (fixture, planner) = try Self.dated(days, filter: filter, showing: "2020-03-14")
      let evening = Self.wall("2024-03-14T23:59:00")
      #expect(planner.applySelectionAtRest(now: 0, wall: evening))
      #expect(Self.names(planner) == ["2020-03-14.png"], "this year's own picture is no memory")
      #expect(fixture.chooser.filterState == .on)
      let midnight = Self.wall("2024-03-15T00:00:00")
      #expect(midnight - evening == 60)
      #expect(fixture.chooser.deadline(now: 100, wall: evening) == 160)
      #expect(!planner.applySelectionAtRest(now: 159, wall: midnight - 1))
      #expect(Self.names(planner) == ["2020-03-14.png"])
      #expect(planner.applySelectionAtRest(now: 160, wall: midnight))
      // The picture on screen stays until the carousel moves on; the new day's come in.
      #expect(Self.names(planner) == ["2020-03-14.png", "2021-03-15.png", "2022-03-15.png"])
      #expect(Self.shown(planner, fixture) == "2020-03-14.png")
      fixture.pager.step(1, at: 161)
      fixture.pager.update(now: 200)
      fixture.chooser.settled(on: planner.catalog[fixture.pager.currentIndex ?? 0].key)
      #expect(planner.applySelectionAtRest(now: 200, wall: midnight + 40))
      #expect(Self.names(planner) == ["2021-03-15.png", "2022-03-15.png"])
      #expect(Self.shown(planner, fixture) == "2021-03-15.png")
    }
  }

  @Test(
    "on 29 February its pictures show; in other years they show on 28 February",
    arguments: [
      ("2024-02-29T09:00:00", 0, ["2020-02-29.png"]),
      ("2023-02-28T09:00:00", 0, ["2020-02-29.png", "2021-02-28.png"]),
      ("2024-02-28T09:00:00", 0, ["2021-02-28.png"]),
      ("2023-03-01T09:00:00", 0, ["2019-03-01.png"]),
      ("2024-03-01T09:00:00", 1, ["2019-03-01.png", "2020-02-29.png"]),
      ("2025-01-01T09:00:00", 2, ["2018-12-31.png"]),
    ])
  func leapDay(wall: String, days: Int, expected: [String]) throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.onThisDay = days
      let (_, planner) = try Self.dated(
        ["2018-12-31", "2019-03-01", "2020-02-29", "2021-02-28", "2024-12-30"], filter: filter,
        showing: expected.first.map { String($0.dropLast(4)) })
      _ = planner.applySelectionAtRest(now: 0, wall: Self.wall(wall))
      #expect(Self.names(planner).sorted() == expected, "\(wall) ± \(days)")
    }
  }

  @Test("--newer-than moves with the clock: a picture leaves when it grows too old")
  func newerThanMoves() throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.newerThan = AgeLimit(text: "1d")
      let now = Self.wall("2024-06-10T12:00:00")
      let fixture = try PartsFixture(names: ["old.png", "day.png", "new.png"])
      let planner = fixture.makePlanner()
      fixture.chooser.zone = Self.berlin
      fixture.chooser.configure(filter: filter, showsHidden: false)
      fixture.chooser.learn([
        FilePath("old.png"): .modified(Int64(now) - 30 * 3_600),
        FilePath("day.png"): .modified(Int64(now) - 20 * 3_600),
        FilePath("new.png"): .modified(Int64(now) - 3_600),
      ])
      fixture.pager.reloadData(initialPage: 2, at: 0)
      #expect(planner.applySelectionAtRest(now: 0, wall: now))
      #expect(Self.names(planner) == ["day.png", "new.png"])
      // day.png is 20 h old: it goes 4 h later.
      #expect(fixture.chooser.deadline(now: 0, wall: now) == 3_600, "the hourly look first")
      #expect(fixture.chooser.deadline(now: 0, wall: now + 3.5 * 3_600) == 1_800)
      #expect(!planner.applySelectionAtRest(now: 1, wall: now + 4 * 3_600 - 1))
      #expect(planner.applySelectionAtRest(now: 2, wall: now + 4 * 3_600))
      #expect(Self.names(planner) == ["new.png"])
    }
  }

  @Test("filters combine: all must hold")
  func combined() throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.onThisDay = 3
      filter.takenFrom = CalendarDate(iso: "2019-01-01")
      filter.takenBefore = CalendarDate(iso: "2022-01-01")
      let (_, planner) = try Self.dated(
        ["2015-07-04", "2019-07-02", "2021-07-07", "2022-07-04", "2020-08-04"], filter: filter,
        showing: "2019-07-02")
      _ = planner.applySelectionAtRest(now: 0, wall: Self.wall("2024-07-04T10:00:00"))
      #expect(Self.names(planner) == ["2019-07-02.png", "2021-07-07.png"])
    }
  }

  @Test("nothing matching shows every picture and says so; a match found ends it")
  func nothingMatches() throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.onThisDay = 0
      let (fixture, planner) = try Self.dated(["2019-05-01", "2020-06-02"], filter: filter)
      let wall = Self.wall("2024-03-14T10:00:00")
      _ = planner.applySelectionAtRest(now: 0, wall: wall)
      #expect(Self.names(planner) == ["2019-05-01.png", "2020-06-02.png"], "never a black frame")
      #expect(planner.filterState == .unmatched)
      #expect(
        fixture.chooser.notice
          == "No picture taken on 14 March in an earlier year: showing them all")
      fixture.chooser.learn([FilePath("2019-05-01.png"): Self.taken("2019-03-14")])
      #expect(planner.applySelectionAtRest(now: 1, wall: wall))
      #expect(Self.names(planner) == ["2019-05-01.png"])
      #expect(fixture.chooser.notice == nil)
      #expect(planner.filterState == .on)
    }
  }

  @Test("a picture not dated yet shows until the index has read it")
  func undatedShowUntilRead() throws {
    try SDLTestSession.run {
      var filter = PictureFilter()
      filter.takenFrom = CalendarDate(iso: "2020-01-01")
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      let planner = fixture.makePlanner()
      fixture.chooser.configure(filter: filter, showsHidden: false)
      fixture.chooser.learn([FilePath("a.png"): Self.taken("2019-01-01")])
      fixture.pager.reloadData(initialPage: 1, at: 0)
      _ = planner.applySelectionAtRest(now: 0, wall: 0)
      #expect(Self.names(planner) == ["b.png", "c.png"])
      fixture.chooser.learn([FilePath("b.png"): Self.taken("2010-01-01")])
      _ = planner.applySelectionAtRest(now: 1, wall: 0)
      #expect(Self.names(planner) == ["b.png", "c.png"], "b.png is on screen: it stays")
      fixture.pager.step(1, at: 2)
      fixture.pager.update(now: 10)
      fixture.chooser.settled(on: ItemKey(FilePath("c.png")))
      _ = planner.applySelectionAtRest(now: 10, wall: 0)
      #expect(Self.names(planner) == ["c.png"])
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
