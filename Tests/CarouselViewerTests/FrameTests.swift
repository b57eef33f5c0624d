import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// Whole frames drawn by the viewer on the software renderer, compared pixel by pixel.
@Suite("Frames", .serialized)
struct FrameTests {
  static let goldenFolder = RepositoryPath.appending("Tests/CarouselViewerTests/Golden/")
  let pictures = ["01-chelsea.png", "02-coffee.png", "03-astronaut.png"].map(DemoPicture.path)

  @Test("The first frame matches the stored golden frame")
  func firstFrameMatchesGolden() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      let frame = try harness.renderFrame()
      let outcome = try GoldenFrame(path: Self.goldenFolder + "first-frame.png").compare(frame)
      #expect(outcome == .matches)
      #expect(harness.reportedLines.isEmpty)
    }
  }

  @Test("Half-way through a step, the next picture comes in from the right")
  func midStepShowsTwoPages() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      harness.perform(.next)
      harness.advance(frames: 6)  // 0.1 s into the 0.4 s spring
      let frame = try harness.renderFrame()
      let outcome = try GoldenFrame(path: Self.goldenFolder + "mid-step.png").compare(frame)
      #expect(outcome == .matches)
      #expect(harness.viewer.isAnimating)
    }
  }

  @Test("Stepping back from the first picture wraps to the last, and forward again to the first")
  func wrapsAroundBothWays() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      #expect(harness.viewer.currentItem == 0)
      harness.perform(.previous)
      harness.advance(frames: 60)
      #expect(harness.viewer.currentItem == 2)
      #expect(!harness.viewer.isAnimating)
      harness.perform(.next)
      harness.perform(.next)
      harness.advance(frames: 60)
      #expect(harness.viewer.currentItem == 1)
    }
  }

  @Test("At rest, picture edges are whole pixels: no half-covered columns")
  func restingFrameIsPixelAligned() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: [DemoPicture.path("09-brick.png")])
      let frame = try harness.renderFrame()
      // A 512×512 picture in 320×180 is drawn 180×180 at x = 70: column 69 black, 70 picture.
      #expect(frame.pixel(x: 69, y: 90) == .black)
      #expect(frame.pixel(x: 70, y: 90) != .black)
      #expect(frame.pixel(x: 249, y: 90) != .black)
      #expect(frame.pixel(x: 250, y: 90) == .black)
    }
  }

  @Test("No pictures: a message instead of a crash")
  func emptyFolderShowsMessage() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: [folder.path])
      let frame = try harness.renderFrame()
      let lit = try frame.argbPixels().filter { $0 & 0x00FF_FFFF != 0 }.count
      #expect(lit > 50, "the message text is drawn")
      harness.perform(.next)
      harness.advance(frames: 30)
      #expect(harness.viewer.currentItem == nil)
    }
  }
}

@Suite("Layout", .serialized)
struct LayoutFollowsWindowTests {
  @Test("bug: a window that changes size without a resize event is laid out again")
  func silentResizeIsFollowed() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: [DemoPicture.path("09-brick.png")])
      harness.window.resize(to: Size(width: 640, height: 360))  // no event is handled
      let frame = try harness.renderFrame()
      #expect(harness.viewer.pager.viewport.width == 640)
      #expect(harness.viewer.pictures.box == Size(width: 640, height: 360))
      // The 512×512 picture now fills the height: 360×360 at x = 140.
      #expect(frame.pixel(x: 139, y: 180) == .black)
      #expect(frame.pixel(x: 141, y: 180) != .black)
    }
  }
}
