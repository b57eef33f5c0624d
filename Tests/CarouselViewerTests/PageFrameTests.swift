import Foundation
import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import PictureKit
@testable import ReplayFormat

/// Pages other than pictures, compared with golden frames: text slides at the smallest and
/// largest window sizes, the loading page and the error page.
@Suite("Page frames", .serialized)
struct PageFrameTests {
  static let notice = """
    # Opening hours

    Monday to Friday: 9:00 – 17:00
    Saturday: 10:00 – 14:00
    Sunday: **closed**

    The café on the first floor opens half an hour earlier.
    """

  @Test(
    "A text slide: the title above the body, fitted to 320×240 and to 3840×2160",
    arguments: [Size(width: 320, height: 240), Size(width: 3840, height: 2160)])
  func textSlide(size: Size) throws {
    let folder = try TemporaryFolder()
    try folder.write("hours.md", bytes: Array(Self.notice.utf8))
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        paths: [folder.path + "/hours.md"], size: size, display: .off)
      let frame = try harness.renderFrame()
      try DisplayFrameTests.expectGolden(frame, "text-slide-\(size.width)x\(size.height)")
      #expect(harness.reportedLines.isEmpty)
    }
  }

  @Test("While its picture decodes, a page shows a spinner and the file's name")
  func loadingPage() throws {
    try SDLTestSession.run {
      let decoder = SolidColorDecoder()
      decoder.gate.close()
      var pipeline = PipelineSettings()
      pipeline.decoder = decoder
      let harness = try ViewerHarness(
        catalog: Catalog(items: [CarouselItem(picture: "/pictures/sunset.jpg")]),
        size: Size(width: 320, height: 240), pipeline: pipeline)
      harness.viewer.update(now: 0)
      try harness.viewer.draw()
      #expect(harness.viewer.isShowingLoading)
      let frame = try harness.renderer.readPixels()
      // Open the gate while the viewer lives: its release waits for the workers.
      decoder.gate.open()
      harness.viewer.pictures.waitUntilIdle()
      try DisplayFrameTests.expectGolden(frame, "loading-page")
    }
  }

  @Test("A file that cannot be shown: the title, its name and the reason, wrapped to fit")
  func errorPage() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        paths: ["/nonexistent/holiday pictures/a rather long file name, 2024-08-17.jpg"],
        size: Size(width: 320, height: 240))
      try DisplayFrameTests.expectGolden(try harness.renderFrame(), "error-page")
      #expect(harness.reportedLines.count == 1)
    }
  }

  /// Bug: a folder named to be shown that is not there (a share not mounted yet) had the page
  /// of a bad picture, "Cannot show this picture".
  @Test("regression: a missing folder's page said it could not show a picture; it names the folder")
  func missingFolderPage() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        paths: [folder.file("Photo frame")], size: Size(width: 320, height: 240))
      try DisplayFrameTests.expectGolden(try harness.renderFrame(), "missing-folder-page")
      #expect(
        harness.reportedLines == [
          "carousel: cannot show \(folder.file("Photo frame")): no such folder: its pictures "
            + "show once it is there (at once with --watch, else after a reload)"
        ])
    }
  }
}
