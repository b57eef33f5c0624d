import InfinitePager
import PictureFiles
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The slideshow part alone over a pager and a feed: its interval, what input does to it in a
/// kiosk and elsewhere, `--once`, per-picture durations, and the zoom's hold.
@Suite(.serialized) struct SlideshowPartTests {
  static func settings(kiosk: Bool = false, resumeAfter: Double? = nil) -> ShowSettings {
    var settings = ShowSettings()
    settings.transitionDuration = 0
    settings.resumeAfter = resumeAfter
    return settings
  }

  @Test("in a kiosk a tap holds the slideshow for --resume-after, then the time that was left")
  func kioskInputHolds() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      slideshow.apply(Self.settings(resumeAfter: 15))
      slideshow.begin(quitsAfterOnce: false, isKiosk: true)
      slideshow.set(true, at: 0)
      #expect(fixture.pager.nextDeadline(after: 0) == 5)
      slideshow.noteInput(at: 2)
      #expect(fixture.pager.nextDeadline(after: 2) == 20, "15 s of quiet, then the 3 s left")
      slideshow.noteInput(at: 10)
      #expect(fixture.pager.nextDeadline(after: 10) == 28, "each input starts the quiet again")
    }
  }

  @Test("outside a kiosk, input that moves nothing leaves the slideshow alone")
  func desktopInputDoesNotHold() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      slideshow.apply(Self.settings(resumeAfter: 15))
      slideshow.begin(quitsAfterOnce: false, isKiosk: false)
      slideshow.interval = 4
      slideshow.set(true, at: 0)
      slideshow.noteInput(at: 2)
      #expect(fixture.pager.nextDeadline(after: 2) == 4)
      slideshow.set(false, at: 3)
      #expect(!slideshow.isRunning)
      #expect(fixture.pager.nextDeadline(after: 3) == nil)
    }
  }

  @Test("--once goes on until each picture was shown once, then ends the show")
  func once() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      slideshow.begin(quitsAfterOnce: true, isKiosk: false)
      #expect([0, 1, 2].map { slideshow.mayGoOn(from: $0) } == [true, true, false])
      let endless = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      #expect((0..<10).allSatisfy { endless.mayGoOn(from: $0 % 3) })
    }
  }

  @Test("a picture's own interval comes from the file list; a reload's new interval restarts")
  func durations() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      var settings = Self.settings()
      settings.listedDurations = [ItemKey(FilePath("b.png")): 12]
      slideshow.apply(settings)
      #expect(slideshow.dwell(onItem: 0) == nil)
      #expect(slideshow.dwell(onItem: 1) == 12)
      #expect(slideshow.dwell(onItem: 7) == nil, "no such item")
      slideshow.reloaded(interval: 2, at: 10)
      #expect(slideshow.isRunning && slideshow.interval == 2)
      #expect(fixture.pager.nextDeadline(after: 10) == 12)
    }
  }

  @Test("a zoom holds the slideshow and lets it go on with the time that was left")
  func zoomHolds() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      slideshow.set(true, at: 0)
      slideshow.hold(whileZoomed: true, at: 1)
      #expect(fixture.pager.isAutoScrollPaused)
      slideshow.hold(whileZoomed: false, at: 11)
      #expect(!fixture.pager.isAutoScrollPaused)
      #expect(fixture.pager.nextDeadline(after: 11) == 15, "the 4 s that were left")
    }
  }

  @Test("a running slideshow decodes ahead what it shows in 15 s, at most 8, none when off")
  func decodesAhead() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      let slideshow = Slideshow(pager: fixture.pager, pictures: fixture.feed, reporter: .silent)
      slideshow.interval = 3
      #expect(slideshow.decodesAhead(beyond: 2) == 0, "off")
      slideshow.set(true, at: 0)
      #expect(slideshow.decodesAhead(beyond: 2) == 3, "15 s is 5 pictures, 2 prefetched")
      #expect(slideshow.decodesAhead(beyond: 0) == 0, "--prefetch 0 wants no neighbour")
      slideshow.interval = 0.5
      #expect(slideshow.decodesAhead(beyond: 2) == 6, "30 pictures, cut to 8")
      slideshow.interval = 8
      #expect(slideshow.decodesAhead(beyond: 2) == 0, "2 pictures: the prefetch has them")
      slideshow.interval = 4
      #expect(slideshow.decodesAhead(beyond: 1) == 3, "ceil(15 / 4) is 4")
    }
  }
}
