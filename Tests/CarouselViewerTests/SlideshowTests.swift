import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// The slideshow as the viewer runs it: the pager's auto-scroll on the virtual clock.
@Suite("Slideshow", .serialized)
struct SlideshowTests {
  let pictures = ["01-chelsea.png", "02-coffee.png", "03-astronaut.png"].map(DemoPicture.path)

  /// Advances the harness to `frame` (60 Hz) and returns the position there.
  func position(at frame: Int, _ harness: ViewerHarness) -> Double {
    harness.advance(frames: frame - harness.clock.frame)
    return harness.viewer.position
  }

  @Test("Transitions start at exactly k intervals, and the loop wraps")
  func transitionsFollowTheInterval() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      harness.viewer.slideshow.interval = 2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      #expect(harness.viewer.isSlideshowRunning)
      #expect(position(at: 120, harness) == 0, "nothing moves before 2 s")
      #expect(position(at: 121, harness) > 0, "the first transition starts at 2 s")
      #expect(position(at: 240, harness) == 1, "settled on picture 1 before 4 s")
      #expect(position(at: 241, harness) > 1, "the second starts at 4 s")
      harness.advance(frames: 400 - harness.clock.frame)
      #expect(harness.viewer.currentItem == 0, "three transitions round three pictures")
    }
  }

  @Test("A key press pauses the slideshow; it goes on a full interval later")
  func inputPausesTheSlideshow() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      harness.viewer.slideshow.interval = 2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      harness.advance(frames: 60)
      harness.perform(.next)  // at 1 s: the user steps to picture 1
      // The step settles at about 1.6 s; the next transition may come 2 s after that.
      #expect(position(at: 180, harness) == 1, "3 s: nothing sooner than an interval after input")
      #expect(harness.viewer.isSlideshowRunning)
      harness.advance(frames: 300 - harness.clock.frame)
      #expect(harness.viewer.currentItem == 2, "5 s: the slideshow went on by itself")
    }
  }

  @Test("S stops a running slideshow")
  func toggleStops() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      harness.viewer.slideshow.interval = 2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      harness.perform(.toggleSlideshow)
      #expect(!harness.viewer.isSlideshowRunning)
      harness.advance(frames: 600)
      _ = try harness.renderFrame()  // let the first picture's decode finish
      harness.advance(frames: 1)
      #expect(harness.viewer.position == 0)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle: no wake-ups")
    }
  }

  @Test(arguments: [("5", 5.0), ("2.5", 2.5), ("0.1", 0.1), ("86400", 86_400.0)])
  func acceptsSeconds(text: String, seconds: Double) throws {
    guard case .run(let options) = try Options.parse(["--slideshow", text]) else {
      Issue.record("expected options")
      return
    }
    #expect(options.slideshowInterval == seconds)
  }

  @Test(arguments: ["0.05", "abc", "inf", "nan", "-3", "86401"])
  func rejectsSeconds(text: String) {
    #expect {
      _ = try Options.parse(["--slideshow", text])
    } throws: { error in
      (error as? OptionsError)?.message.contains("--slideshow takes seconds from 0.1 to 86400")
        ?? false
    }
  }
}
