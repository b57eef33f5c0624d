import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import ReplayFormat

/// One line of an output trace, read back.
struct TraceEntry: Equatable, CustomStringConvertible {
  var type: String
  var time: Double
  var page: Int?
  var direction: String?
  var position: Double?
  var frames: Int?
  /// Frames of a zoomed picture: the zoom (1 is the fit) and the offset in points.
  var zoom: Double?
  var offsetX: Double?
  var offsetY: Double?
  var name: String?
  /// "catalog" lines: the number of pictures; "control" lines: the line and its answer.
  var count: Int?
  var line: String?
  var answer: String?
  /// "display" lines: the power and its reason; "display" and "clock" lines: the local time.
  var display: String?
  var reason: String?
  var wall: String?

  init(line: String) throws {
    let data = Data(line.utf8)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let type = object["type"] as? String, let time = (object["t"] as? NSNumber)?.doubleValue
    else { throw TraceLineError(line: line) }
    self.type = type
    self.time = time
    page = (object["page"] as? NSNumber)?.intValue
    direction = object["direction"] as? String
    position = (object["position"] as? NSNumber)?.doubleValue
    frames = (object["frames"] as? NSNumber)?.intValue
    zoom = (object["zoom"] as? NSNumber)?.doubleValue
    offsetX = (object["offset_x"] as? NSNumber)?.doubleValue
    offsetY = (object["offset_y"] as? NSNumber)?.doubleValue
    name = object["name"] as? String
    count = (object["count"] as? NSNumber)?.intValue
    self.line = object["line"] as? String
    answer = object["answer"] as? String
    display = object["display"] as? String
    reason = object["reason"] as? String
    wall = object["wall"] as? String
  }

  /// "page 1 next", "settled 1", "tap 0": what the rule tests compare.
  var summary: String {
    [type, page.map(String.init), direction].compactMap { $0 }.joined(separator: " ")
  }

  var description: String { "\(summary) @\(time)" }
}

struct TraceLineError: Error {
  let line: String
}

/// Runs the stored replays in-process, through SDL's queue and an offscreen window.
enum ReplayHarness {
  /// The stored replay `name` (without `.jsonl`).
  static func path(_ name: String) -> String {
    RepositoryPath.appending("Tests/CarouselViewerTests/Replays/\(name).jsonl")
  }

  /// Plays replay `name` over `items` pictures (missing files: cheap error pages) in a
  /// `size` window and returns the trace.
  static func run(
    _ name: String, items: Int = 5, size: Size = Size(width: 1280, height: 720),
    tracesFrames: Bool = false
  ) throws -> [TraceEntry] {
    try run(file: path(name), items: items, size: size, tracesFrames: tracesFrames)
  }

  /// Plays replay `name` over the pictures at `paths` (real files: zoom needs pictures).
  static func run(_ name: String, paths: [String], size: Size, tracesFrames: Bool = true) throws
    -> [TraceEntry]
  {
    try run(file: path(name), paths: paths, size: size, tracesFrames: tracesFrames)
  }

  /// Plays the trace file at `file`; with `recordingTo`, also records the input the viewer
  /// sees there, as `--record` does.
  static func run(
    file: String, items: Int = 5, paths: [String]? = nil,
    size: Size = Size(width: 1280, height: 720), tracesFrames: Bool = false,
    recordingTo recording: String? = nil, afterRun: () -> Void = {}
  ) throws -> [TraceEntry] {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let records = try ReplayScript.parse(text, name: file)
    var lines: [String] = []
    try SDLTestSession.run {
      let window = try Window(title: "replay", size: size, flags: [])
      let renderer = try Renderer(window: window, flags: .software)
      let catalog = Catalog(
        paths: paths ?? (0..<items).map { "/nonexistent/carousel-replay-\($0).png" })
      let viewer = Viewer(window: window, renderer: renderer, catalog: catalog, reporter: .silent)
      let clock = VirtualClock()
      viewer.start(at: clock.now())
      let recorder = recording.flatMap { InputRecorder(path: $0) }
      if let recorder { viewer.hooks.onInput = { recorder.record($0, timestamp: $1, now: $2) } }
      let runner = ReplayRunner(viewer: viewer, clock: clock, tracesFrames: tracesFrames) {
        lines.append($0)
      }
      let outcome = runner.run(records)
      recorder?.finish(now: outcome.time / 1000)
      afterRun()  // still inside the SDL session, with SDL's queue as the run left it
    }
    return try lines.map(TraceEntry.init(line:))
  }

  /// The page, settle and tap lines of a trace, summarised.
  static func events(_ trace: [TraceEntry]) -> [String] {
    trace.filter { ["page", "settled", "tap"].contains($0.type) }.map(\.summary)
  }
}
