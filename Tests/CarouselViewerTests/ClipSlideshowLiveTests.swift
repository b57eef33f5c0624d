import Foundation
import TestSupport
import Testing

/// A live slideshow over clips, on the real clock in a real X server: each clip's slide lasts
/// the clip, though the clip starts playing only once its worker answers after the rest and its
/// length may be unknown when the slide's time is set (the slideshow's last moments wait for a
/// clip that still plays).
@Suite(.serialized) struct ClipSlideshowLiveTests {
  @Test("a 1 s slideshow over 3 s clips plays each to its end, then ends (--once)")
  func clipsPlayToTheirEnd() throws {
    let folder = try TemporaryFolder()
    for name in ["a.mp4", "b.mp4"] { _ = try ClipFiles.colours(in: folder, name: name) }
    let server = try XvfbServer()
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["DISPLAY"] = server.display
    environment["SDL_AUDIODRIVER"] = "dummy"
    let run = try CarouselProcess.run(
      ["--timing", "--no-config", "--size", "320x240", "--slideshow", "1", "--once", folder.path],
      environment: environment)
    #expect(run.status == 0, "\(run.standardError)")
    // `--timing` says a clip's end only when it played to it (frames dropped on a loaded
    // machine are no matter here: the slide was not cut short).
    for name in ["a.mp4", "b.mp4"] {
      #expect(run.standardError.contains("clip \(name) ended: "), "\(run.standardError)")
    }
  }
}
