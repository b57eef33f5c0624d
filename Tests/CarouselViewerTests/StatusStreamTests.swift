import Control
import Geometry
import PictureFiles
import ReplayFormat
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// A surface's view of the status: subscribed to the viewer's command center, it sees one new
/// status per page change of a replayed slideshow, with the picture it changed to.
@Suite(.serialized) struct StatusStreamTests {
  @Test("a subscriber sees one status per page change of a replayed slideshow")
  func onePerPageChange() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png", "d.png"], in: folder)
    let records = try ReplayScript.parse(#"{"t":9500,"type":"quit"}"#, name: "stream")
    var trace: [TraceEntry] = []
    var seen: [Status] = []
    try SDLTestSession.run {
      let window = try Window(title: "stream", size: Size(width: 64, height: 36), flags: [])
      let renderer = try Renderer(window: window, flags: .software)
      let center = ControlCenter()
      let subscription = center.subscribe {}
      let viewer = Viewer(
        window: window, renderer: renderer, catalog: Catalog(),
        scanning: [FilePath(folder.file("pics"))], center: center, reporter: .silent
      )
      var options = Options()
      options.transition = .none
      viewer.configure(options)
      let clock = VirtualClock()
      viewer.start(at: clock.now())
      viewer.slideshow.interval = 2
      viewer.setSlideshow(true, at: clock.now())
      var lines: [String] = []
      ReplayRunner(viewer: viewer, clock: clock, tracesFrames: false) { lines.append($0) }
        .run(records)
      trace = try lines.map(TraceEntry.init(line:))
      seen = subscription.take()
    }
    let pages = trace.filter { $0.type == "page" }.compactMap(\.page)
    #expect(pages == [1, 2, 3, 0], "a change every 2 s up to 9.5 s")
    // The first status is the start's (before the scan's list: none, then picture 1 of 4);
    // after it, exactly one per page change, each naming the picture changed to.
    let playing = seen.drop { $0.count < 4 }
    #expect(playing.map(\.index) == [1, 2, 3, 4, 1])
    #expect(playing.map(\.name) == ["a.png", "b.png", "c.png", "d.png", "a.png"])
    #expect(playing.allSatisfy { !$0.isPaused && $0.interval == 2 && $0.count == 4 })
  }
}
