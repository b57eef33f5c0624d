import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport

@testable import CarouselViewer
@testable import PictureFiles
@testable import ReplayFormat

/// Replays over real pictures in a temporary folder, with live folders on: the replay's "file"
/// records change the files beside it, and the run waits until the watcher has seen each change
/// (a blocking wait on the real event, never a sleep).
enum LiveFolderHarness {
  /// What a run left.
  struct Outcome {
    var trace: [TraceEntry]
    /// The catalog's file names at the end, in order.
    var names: [String]
    /// The revision of each item at the end, by file name.
    var revisions: [String: Int]
    /// The colour at the centre of the last frame.
    var centre: Color?
  }

  /// Plays `lines` (JSON Lines) in `folder` over `roots` (relative to it), with `--watch`;
  /// with `slideshow`, a slideshow at that interval (s) runs from the start.
  static func run(
    _ lines: [String], in folder: TemporaryFolder, roots: [String], recursive: Bool = false,
    watch: Bool = true, slideshow: Double? = nil
  ) throws -> Outcome {
    let records = try ReplayScript.parse(lines.joined(separator: "\n"), name: "live")
    var output: [String] = []
    let rootPaths = roots.map { FilePath(folder.file($0)) }
    let outcome = try SDLTestSession.run { () throws -> Outcome in
      let window = try Window(title: "live", size: Size(width: 64, height: 36), flags: [])
      let renderer = try Renderer(window: window, flags: .software)
      // No indicator or caption: in a 64 × 36 window they would cover the centre pixel.
      var quiet = DisplaySettings()
      quiet.indicator = .none
      quiet.caption = .none
      let viewer = Viewer(
        window: window, renderer: renderer, catalog: Catalog(), scanning: rootPaths,
        recursive: recursive, display: quiet, reporter: .silent
      )
      let inbox = viewer.inbox
      viewer.configure(Options())  // natural order, as the app's defaults
      if watch {
        try viewer.pictures.watch(rootPaths) { inbox.post(.foldersChanged) }
      }
      viewer.hooks.reloadSources = { _ in rootPaths }
      let clock = VirtualClock()
      viewer.start(at: clock.now())
      if let slideshow {
        viewer.slideshow.interval = slideshow
        viewer.setSlideshow(true, at: clock.now())
      }
      let runner = ReplayRunner(
        viewer: viewer, clock: clock, tracesFrames: false, fileFolder: folder.path
      ) { output.append($0) }
      runner.run(records)
      viewer.waitForVisibleDecodes()
      try viewer.draw()
      let pixels = try renderer.readPixels()
      let items = viewer.catalog.items
      return Outcome(
        trace: [], names: items.map(\.name),
        revisions: Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.revision) }),
        centre: pixels.pixel(x: 32, y: 18))
    }
    var result = outcome
    result.trace = try output.map(TraceEntry.init(line:))
    return result
  }

  /// Writes solid PNGs named `names` into `folder`/`subfolder`, each its own colour.
  static func makePictures(
    _ names: [String], in folder: TemporaryFolder, subfolder: String = "pics"
  ) throws {
    try FileManager.default.createDirectory(
      atPath: folder.file(subfolder), withIntermediateDirectories: true)
    try SDLTestSession.run {
      for (index, name) in names.enumerated() {
        try writeSolidPNG(
          folder.file(subfolder + "/" + name), size: Size(width: 8, height: 8),
          color: Color(red: UInt8(40 + 20 * index % 200), green: 200, blue: 0))
      }
    }
  }
}
