import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import ReplayFormat

/// A replay's "screenshot" record writes the frame on screen at its time (issue 36): a clip's
/// frames on the virtual clock, the same every run.
@Suite(.serialized) struct ReplayScreenshotTests {
  /// The colour at the middle of the PNG at `path`.
  static func colour(ofPNG path: String) throws -> UInt32 {
    let surface = try Surface(contentsOfFile: path)
    let pixel = try #require(surface.pixel(x: 16, y: 8))
    return 0xFF00_0000 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
  }

  @Test("a clip's frames at 0.5, 1.5, 2.5 s are red, blue, green; the trace says its states")
  func screenshotsAtTheirTimes() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    let text = [
      #"{"t":500,"type":"screenshot","path":"at-0.5.png"}"#,
      #"{"t":1500,"type":"screenshot","path":"at-1.5.png"}"#,
      #"{"t":2500,"type":"screenshot","path":"at-2.5.png"}"#,
      #"{"t":2600,"type":"control","line":"pause"}"#,
      #"{"t":2700,"type":"control","line":"seek 1"}"#,
      #"{"t":2800,"type":"control","line":"play"}"#,
      #"{"t":5000,"type":"screenshot","path":"at-5.png"}"#,
    ].joined(separator: "\n")
    let records = try ReplayScript.parse(text, name: "shots.jsonl")
    var lines: [String] = []
    try SDLTestSession.run {
      let window = try Window(title: "replay", size: ClipPlaybackTests.size, flags: [])
      let renderer = try Renderer(window: window, flags: .software)
      let viewer = Viewer(
        window: window, renderer: renderer, catalog: ClipFiles.catalog([clip]),
        pipeline: ClipFiles.pipeline, display: .off, reporter: .silent)
      let clock = VirtualClock()
      viewer.start(at: clock.now())
      let runner = ReplayRunner(
        viewer: viewer, clock: clock, tracesFrames: false, fileFolder: folder.path
      ) { lines.append($0) }
      runner.run(records)
    }
    let shots = lines.filter { $0.contains(#""type":"screenshot""#) }
    #expect(shots.count == 4, "\(lines)")
    // The clip's states with their positions, at the frames they changed in.
    let states = lines.filter { $0.contains(#""type":"clip""#) }.map { line in
      line.split(separator: ",").dropFirst().joined(separator: ",")
    }
    #expect(
      states == [
        #""type":"clip","name":"clip.mp4","state":"playing","position":0.0}"#,
        #""type":"clip","name":"clip.mp4","state":"paused","position":2.6}"#,
        #""type":"clip","name":"clip.mp4","state":"paused","position":1.0}"#,
        #""type":"clip","name":"clip.mp4","state":"playing","position":1.0}"#,
        #""type":"clip","name":"clip.mp4","state":"ended","position":3.0}"#,
      ], "\(lines)")
    for (name, expected) in [
      ("at-0.5.png", ClipFiles.red), ("at-1.5.png", ClipFiles.blue),
      ("at-2.5.png", ClipFiles.green),
    ] {
      let shown = try Self.colour(ofPNG: folder.file(name))
      #expect(ClipFiles.near(shown, expected), "\(name): \(String(shown, radix: 16))")
    }
  }
}
