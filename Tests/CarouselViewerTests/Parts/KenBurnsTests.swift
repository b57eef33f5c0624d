import Geometry
import InfinitePager
import SDLTestSupport
import ScrollPhysics
import TestSupport
import Testing

@testable import CarouselViewer

/// The Ken Burns part alone over a pager and a feed, on explicit times: it moves the picture at
/// rest over its interval while a slideshow runs, holds still while input pauses the slideshow
/// and goes on where it was, moves the same picture the same way twice, and gives way to a
/// zoom by hand.
@Suite(.serialized) struct KenBurnsTests {
  static let photo = Size(width: 6000, height: 4000)

  /// A zoom part with Ken Burns on, over two photos with the slideshow every 4 s from time 0.
  static func running(_ fixture: PartsFixture) -> ZoomController {
    let zoom = ZoomController(pager: fixture.pager, pictures: fixture.feed, pages: fixture.pages) {
      .contain
    }
    zoom.kenBurns.isEnabled = true
    fixture.showVisiblePictures()
    fixture.pager.autoScrollInterval = 4
    fixture.pager.startAutoScroll(at: 0)
    return zoom
  }

  /// Updates the pager and the motion at each of `times`.
  static func run(_ zoom: ZoomController, _ fixture: PartsFixture, at times: [Double]) {
    for time in times {
      fixture.pager.update(now: time)
      _ = zoom.updateMotion(at: time)
    }
  }

  @Test("still without a slideshow, or when off; along its path while one runs")
  func movesOnlyInASlideshow() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.jpg", "b.jpg"], pictureSize: Self.photo)
      let zoom = ZoomController(pager: fixture.pager, pictures: fixture.feed, pages: fixture.pages)
      { .contain }
      fixture.showVisiblePictures()
      zoom.kenBurns.isEnabled = true
      #expect(zoom.view(ofItem: 0, at: 0) == nil, "no slideshow")
      let moving = Self.running(fixture)
      Self.run(moving, fixture, at: [0, 1, 2])
      #expect(moving.kenBurns.fraction(ofItem: 0) == 0.5)
      #expect(moving.isMoving(at: 2))
      moving.kenBurns.isEnabled = false
      #expect(moving.view(ofItem: 0, at: 2) == nil)
      #expect(!moving.isMoving(at: 2))
    }
  }

  @Test("at explicit times: the zoom and offset follow the path at the fraction of the interval")
  func followsThePath() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.jpg", "b.jpg"], pictureSize: Self.photo)
      let zoom = Self.running(fixture)
      let path = try #require(zoom.kenBurnsPath(ofItem: 0))
      for (time, fraction) in [(0.0, 0.0), (1.0, 0.25), (3.0, 0.75)] {
        Self.run(zoom, fixture, at: [time])
        let view = try #require(zoom.view(ofItem: 0, at: time))
        #expect(abs(view.zoom - path.zoom(at: fraction)) < 1e-12, "at \(time) s")
        #expect(abs(view.offset.x - path.offset(at: fraction).x) < 1e-9)
        #expect(abs(view.offset.y - path.offset(at: fraction).y) < 1e-9)
      }
      // The next picture, not counted yet, waits at its path's start.
      fixture.feed.plan(visible: [0, 1], current: 0, direction: 1, prefetching: false, wraps: true)
      fixture.feed.waitUntilIdle()
      _ = fixture.feed.uploadFinished()
      let next = try #require(zoom.kenBurnsPath(ofItem: 1))
      #expect(zoom.kenBurns.fraction(ofItem: 1) == 0)
      #expect(try #require(zoom.view(ofItem: 1, at: 3)).zoom == next.zoom(at: 0))
    }
  }

  @Test("input holds it still; then it goes on from where it was, not from the start")
  func inputHoldsIt() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.jpg", "b.jpg"], pictureSize: Self.photo)
      let zoom = Self.running(fixture)
      Self.run(zoom, fixture, at: [0, 1])
      fixture.pager.pauseAutoScroll(at: 1)
      Self.run(zoom, fixture, at: [2, 3, 4])
      #expect(zoom.kenBurns.fraction(ofItem: 0) == 0.25, "held")
      #expect(!zoom.isMoving(at: 4))
      fixture.pager.resumeAutoScroll(at: 4)
      Self.run(zoom, fixture, at: [4, 5])
      #expect(zoom.kenBurns.fraction(ofItem: 0) == 0.5, "a second more")
      // An interaction that restarts the countdown (a full interval again) does not send it
      // back either.
      fixture.pager.noteInteraction(at: 5)
      Self.run(zoom, fixture, at: [5, 5.5])
      #expect(zoom.kenBurns.fraction(ofItem: 0) >= 0.5)
    }
  }

  @Test("the same picture moves the same way every time")
  func samePictureSameWay() throws {
    try SDLTestSession.run {
      var views: [[Double]] = []
      for _ in 0..<2 {
        let fixture = try PartsFixture(names: ["holiday.jpg", "b.jpg"], pictureSize: Self.photo)
        let zoom = Self.running(fixture)
        var seen: [Double] = []
        for time in [0.0, 0.5, 1.5, 3.5] {
          Self.run(zoom, fixture, at: [time])
          let view = try #require(zoom.view(ofItem: 0, at: time))
          seen += [view.zoom, view.offset.x, view.offset.y]
        }
        views.append(seen)
      }
      #expect(views[0] == views[1])
      #expect(
        KenBurns.seed(Array("holiday.jpg".utf8)[...]) != KenBurns.seed(Array("b.jpg".utf8)[...]))
    }
  }

  @Test("a zoom by hand takes over from the fit, and its picture's path starts again after")
  func handZoomTakesOver() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.jpg", "b.jpg"], pictureSize: Self.photo)
      let zoom = Self.running(fixture)
      Self.run(zoom, fixture, at: [0, 2])
      #expect(zoom.kenBurns.fraction(ofItem: 0) == 0.5)
      zoom.zoom(by: 2, about: ZoomVector(x: 160, y: 90), at: 2)
      let view = try #require(zoom.view(ofItem: 0, at: 12))
      #expect(abs(view.zoom - 2) < 1e-6, "the hand's zoom, from the fit")
      #expect(zoom.kenBurns.fraction(ofItem: 0) == 0)
      Self.run(zoom, fixture, at: [3])
      #expect(zoom.kenBurns.fraction(ofItem: 0) == 0, "held while zoomed by hand")
    }
  }

  @Test("--transition none (reduced motion) turns it off")
  func reducedMotionTurnsItOff() {
    var options = Options()
    options.motion = .kenburns
    #expect(ShowSettings(options, listedDurations: [:]).movesPictures)
    options.transition = .none
    #expect(!ShowSettings(options, listedDurations: [:]).movesPictures)
  }
}
