import Foundation
import Geometry
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The slideshow options the viewer carries out: the title, --start, --filelist and its
/// durations, sidecar durations, --display, and their exit statuses.
@Suite("Slideshow options", .serialized)
struct SlideshowOptionsTests {
  let pictures = ["01-chelsea.png", "02-coffee.png", "03-astronaut.png"].map(DemoPicture.path)

  @Test("the window title shows the file name and k / N, and follows the carousel")
  func titleShowsNameAndPosition() throws {
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: pictures)
      harness.advance(frames: 1)
      #expect(harness.window.title == "01-chelsea.png (1 / 3) — Carousel")
      harness.perform(.previous)
      harness.advance(frames: 60)
      #expect(harness.window.title == "03-astronaut.png (3 / 3) — Carousel")
    }
  }

  @Test("--start takes a number from 1, a file name or a path")
  func startPicture() throws {
    try SDLTestSession.run {
      for (wanted, expected) in [
        ("2", 1), ("03-astronaut.png", 2), (pictures[1], 1), ("9", 0), ("nothing.png", 0),
      ] {
        let harness = try ViewerHarness(paths: pictures)
        var options = Options()
        options.startPicture = wanted
        harness.viewer.configure(options)
        harness.advance(frames: 1)
        #expect(harness.viewer.currentItem == expected, "--start \(wanted)")
        if expected == 0 { #expect(harness.reportedLines.last?.contains("--start") == true) }
      }
    }
  }

  @Test(
    "a file list: paths relative to its folder, comments, PATH<TAB>SECS; bad seconds name the line")
  func fileList() throws {
    let list = try FileList(
      text: "# pictures\na.png\n/abs/b.png\t2.5\r\n\nsub/c.png\t10\n", name: "list",
      base: "/frame")
    #expect(list.paths == ["/frame/a.png", "/abs/b.png", "/frame/sub/c.png"])
    #expect(list.durations == ["/abs/b.png": 2.5, "/frame/sub/c.png": 10])
    #expect {
      _ = try FileList(text: "a.png\nb.png\tsoon\n", name: "list", base: nil)
    } throws: { error in
      (error as? OptionsError)?.message == "list:2: the seconds after the tab must be from 0.1 "
        + "to 86400 (for example 12.5), not 'soon'"
    }
  }

  @Test("per-picture durations: the file list's, else a NAME.duration sidecar")
  func perPictureDurations() throws {
    let folder = try TemporaryFolder()
    let paths = try (0..<3).map { index in
      let path = folder.file("p\(index).png")
      try writeSolidPNG(path, size: Size(width: 8, height: 8), color: .white)
      return path
    }
    try folder.write(Array("1.5\n".utf8), to: "p1.png.duration")
    try folder.write(Array("soon".utf8), to: "p2.png.duration")
    try SDLTestSession.run {
      let harness = try ViewerHarness(paths: paths)
      harness.viewer.configure(Options(), listedDurations: [FilePath(paths[0]): 0.5])
      harness.viewer.slideshow.interval = 3
      harness.viewer.setSlideshow(true, at: 0)
      // p0 listed 0.5 s, then p1's sidecar 1.5 s, then p2's bad sidecar: the 3 s interval.
      harness.advance(frames: 31)
      #expect(harness.viewer.position > 0, "0.5 s from the list")
      harness.advance(frames: 119 - 31)
      #expect(harness.viewer.position == 1)
      harness.advance(frames: 2)
      #expect(harness.viewer.position > 1, "2 s: 1.5 s from the sidecar")
      harness.advance(frames: 299 - 121)
      #expect(harness.viewer.position == 2, "until 5 s: the bad sidecar counts for nothing")
      harness.advance(frames: 2)
      #expect(harness.viewer.position > 2)
      #expect(harness.reportedLines.contains { $0.contains("p2.png.duration: not a duration") })
    }
  }

  @Test("option mistakes found when starting exit 2 and name the option")
  func startingMistakes() throws {
    let display = try CarouselProcess.run(["--headless", "--display", "5"])
    #expect(display.status == 2)
    #expect(display.standardError.contains("option --display: no monitor 5; this machine has 1"))
    let list = try CarouselProcess.run(["--headless", "--filelist", "/nonexistent/list"])
    #expect(list.status == 2)
    #expect(list.standardError.contains("option --filelist: cannot read '/nonexistent/list'"))
  }
}
