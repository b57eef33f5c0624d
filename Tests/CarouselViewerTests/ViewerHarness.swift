import Geometry
import SDLKit
import SDLTestSupport
import TestSupport

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import PictureKit
@testable import ReplayFormat

/// A viewer in an offscreen window with the software renderer, driven on a virtual clock.
///
/// Create and use it inside `SDLTestSession.run`.
final class ViewerHarness {
  let window: Window
  let renderer: Renderer
  let viewer: Viewer
  let clock = VirtualClock()

  /// - Parameter display: the on-screen display; off by default, so picture tests see only
  ///   the pictures.
  convenience init(
    paths: [String], size: Size = Size(width: 320, height: 180),
    display: DisplaySettings = .off
  ) throws {
    try self.init(catalog: Catalog(paths: paths), size: size, display: display)
  }

  /// A viewer of `catalog` decoded by `pipeline` (a fake decoder, say), showing item
  /// `initialItem` first.
  ///
  /// - Parameter environment: where the viewer's Trash and thumbnails are; by default a
  ///   temporary folder of the harness's own (`XDG_DATA_HOME`, `XDG_CACHE_HOME` in it), so that
  ///   no test ever trashes into the user's own or makes folders outside it.
  init(
    catalog: Catalog, size: Size = Size(width: 320, height: 180),
    display: DisplaySettings = .off, pipeline: PipelineSettings = PipelineSettings(),
    initialItem: Int = 0, environment: [String: String]? = nil
  ) throws {
    let home = try TemporaryFolder()
    self.home = home
    let environment =
      environment ?? ["XDG_DATA_HOME": home.file("data"), "XDG_CACHE_HOME": home.file("cache")]
    window = try Window(title: "test", size: size, flags: [])
    renderer = try Renderer(window: window, flags: .software)
    viewer = Viewer(
      window: window, renderer: renderer, catalog: catalog, pipeline: pipeline, display: display,
      environment: environment, reporter: collector.reporter)
    viewer.start(initialItem: initialItem, at: clock.now())
  }

  /// The lines the viewer reported for stderr, as a run without `--quiet` writes them.
  private let collector = ReportedLines()
  /// The harness's own temporary folder, removed with it.
  private let home: TemporaryFolder
  var reportedLines: [String] { collector.lines }

  /// Renders the current virtual frame, as headless mode does (visible decodes finished first),
  /// and returns its pixels.
  func renderFrame() throws -> Surface {
    viewer.update(now: clock.now())
    viewer.waitForVisibleDecodes()
    try viewer.draw()
    return try renderer.readPixels()
  }

  /// Moves the virtual clock forward by `frames` frames at 60 Hz, updating the viewer each frame.
  func advance(frames: Int) {
    for _ in 0..<frames {
      clock.advance()
      viewer.update(now: clock.now())
    }
  }

  /// Performs an action now, as a key press would.
  func perform(_ action: Action) {
    viewer.perform(action, now: clock.now())
  }

  /// Presses and releases `key` (with `modifiers`) now, through the viewer's input.
  func press(_ key: Key, _ modifiers: KeyModifiers = []) {
    viewer.handle(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers)), now: clock.now())
    viewer.handle(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers)), now: clock.now())
  }
}

/// The demo pictures shipped in Assets/Pictures, by file name.
enum DemoPicture {
  static func path(_ name: String) -> String {
    RepositoryPath.appending("Assets/Pictures/" + name)
  }
}
