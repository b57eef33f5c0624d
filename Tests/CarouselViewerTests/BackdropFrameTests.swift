import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// `--backdrop blur`: a picture that does not fill its page has the picture itself, blurred and
/// darkened, around it; it moves with its page and crossfades with it; text slides and error
/// pages keep their own backgrounds.
@Suite("Backdrop frames", .serialized)
struct BackdropFrameTests {
  static let golden = FrameTests.goldenFolder

  static func harness(_ paths: [String], transition: TransitionStyle = .slide) throws
    -> ViewerHarness
  {
    let harness = try ViewerHarness(paths: paths)
    var options = Options()
    options.backdrop = .blur
    options.transition = transition
    harness.viewer.configure(options)
    return harness
  }

  @Test("a portrait on a landscape page: the bars take the picture's own colours")
  func portraitOnLandscape() throws {
    let folder = try TemporaryFolder()
    let portraits = try FramePictures.portraits(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness([portraits[0]])
      let frame = try harness.renderFrame()
      #expect(
        try GoldenFrame(path: Self.golden + "backdrop-portrait.png").compare(frame) == .matches)
      // 240×400 fitted into 320×180 is 108×180 at x = 106: the bars are not black, and darker
      // than the coffee's reds.
      let bar = try #require(frame.pixel(x: 40, y: 90))
      #expect(bar != .black && bar.red > bar.blue)
      let plain = try Self.harness([portraits[0]])
      plain.viewer.configure(Options())
      #expect(try plain.renderFrame().pixel(x: 40, y: 90) == .black)
    }
  }

  @Test("during a swipe each page's backdrop moves with its page")
  func swipeMovesTheBackdrops() throws {
    let folder = try TemporaryFolder()
    let portraits = try FramePictures.portraits(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(Array(portraits.prefix(2)))
      _ = try harness.renderFrame()
      harness.perform(.next)
      harness.advance(frames: 6)
      let frame = try harness.renderFrame()
      #expect(harness.viewer.isAnimating)
      #expect(
        try GoldenFrame(path: Self.golden + "backdrop-mid-swipe.png").compare(frame) == .matches)
    }
  }

  @Test("a crossfade mixes the two pages' backdrops as it mixes their pictures")
  func crossfadeMixesTheBackdrops() throws {
    let folder = try TemporaryFolder()
    let portraits = try FramePictures.portraits(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(Array(portraits.prefix(2)), transition: .fade)
      harness.viewer.slideshow.interval = 2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      let old = try harness.renderFrame()
      harness.advance(frames: 120 + 18)  // half-way through the 0.6 s crossfade
      let middle = try harness.renderFrame()
      harness.advance(frames: 60)
      let new = try harness.renderFrame()
      #expect(
        try GoldenFrame(path: Self.golden + "backdrop-crossfade.png").compare(middle) == .matches)
      // In a bar, the mix lies between the two backdrops.
      let (a, b, m) = try (
        #require(old.pixel(x: 20, y: 90)), #require(new.pixel(x: 20, y: 90)),
        #require(middle.pixel(x: 20, y: 90))
      )
      #expect(a != b)
      for (x, y, z) in [(a.red, b.red, m.red), (a.green, b.green, m.green)] {
        #expect(Int(z) >= Int(min(x, y)) - 2 && Int(z) <= Int(max(x, y)) + 2)
      }
    }
  }

  @Test("text slides and error pages keep their own backgrounds")
  func otherPagesKeepTheirBackgrounds() throws {
    let folder = try TemporaryFolder()
    let slide = try folder.write("notice.txt", bytes: Array("Notice\nThe frame is on.".utf8))
    let broken = try folder.write("broken.png", bytes: Array("no picture".utf8))
    try SDLTestSession.run {
      let harness = try Self.harness([slide, broken])
      let text = try harness.renderFrame()
      #expect(text.pixel(x: 2, y: 2) == TextSlideStyle.defaultBackground)
      harness.perform(.next)
      harness.advance(frames: 60)
      let error = try harness.renderFrame()
      #expect(error.pixel(x: 2, y: 2) == Palette.errorBackground)
    }
  }

  @Test("a kiosk's default is the blurred backdrop, a window's the background colour")
  func defaultsFollowTheMode() throws {
    var options = Options()
    #expect(ShowSettings(options, listedDurations: [:]).backdrop == .color)
    options.isKiosk = true
    #expect(ShowSettings(options, listedDurations: [:]).backdrop == .blur)
    options.backdrop = .color
    #expect(ShowSettings(options, listedDurations: [:]).backdrop == .color)
    guard case .run(let parsed) = try Options.parse(["--backdrop", "blur"]) else {
      Issue.record("no run")
      return
    }
    #expect(parsed.backdrop == .blur)
    #expect(throws: OptionsError.self) { try Options.parse(["--backdrop", "frosted"]) }
  }
}
