import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import ScrollPhysics

/// `--pairs`: two consecutive portraits share a landscape page (two landscapes a portrait one),
/// a portrait without a partner shows alone, a pair is one page of the carousel, pairs survive
/// live-folder changes, the picture under the finger zooms, and the info panel shows both.
@Suite("Pairs", .serialized)
struct PairFrameTests {
  static let golden = FrameTests.goldenFolder

  /// The viewer of `paths` with `--pairs`, in a window of `size`, its pictures' shapes read.
  static func harness(
    _ paths: [String], size: Size = Size(width: 320, height: 180),
    display: DisplaySettings = .off, backdrop: BackdropStyle = .color
  ) throws -> ViewerHarness {
    let harness = try ViewerHarness(paths: paths, size: size, display: display)
    var options = Options()
    options.pairsPictures = true
    options.backdrop = backdrop
    harness.viewer.configure(options)
    _ = try harness.renderFrame()
    return harness
  }

  /// Coffee and Chelsea as portraits, then a landscape, then the astronaut as a portrait.
  static func pictures(in folder: TemporaryFolder) throws -> [String] {
    let portraits = try FramePictures.portraits(in: folder)
    return [portraits[0], portraits[1], DemoPicture.path("04-rocket.jpg"), portraits[2]]
  }

  @Test("a pair side by side, and a portrait alone when the next picture is a landscape")
  func pairAndLonePortrait() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(paths, backdrop: .blur)
      let planner = harness.viewer.planner
      #expect(planner.pageCount == 3)
      #expect((0..<3).map { planner.items(onPage: $0) } == [0..<2, 2..<3, 3..<4])
      #expect(harness.viewer.pager.count == 3)
      let pair = try harness.renderFrame()
      #expect(try GoldenFrame(path: Self.golden + "pair-portraits.png").compare(pair) == .matches)
      // The two at the same height with a gap between them: 240×400 and 180×300 at 180 px
      // high are 108 and 108 px wide, 4 px apart, centred: 98...206 and 210...318.
      let cells = planner.cells(
        ofPage: 0, in: Rect(x: 0, y: 0, width: 320, height: 180), fit: .contain)
      #expect(
        cells.map(\.box.integral) == [
          Rect(x: 50, y: 0, width: 108, height: 180), Rect(x: 162, y: 0, width: 108, height: 180),
        ])
      harness.perform(.last)
      harness.advance(frames: 90)
      #expect(harness.viewer.currentItem == 3)
      let alone = try harness.renderFrame()
      #expect(
        try GoldenFrame(path: Self.golden + "pair-lone-portrait.png").compare(alone) == .matches)
    }
  }

  @Test("on a portrait page two landscapes share it, one above the other")
  func landscapePairOnAPortraitPage() throws {
    try SDLTestSession.run {
      let harness = try Self.harness(
        [DemoPicture.path("01-chelsea.png"), DemoPicture.path("02-coffee.png")],
        size: Size(width: 180, height: 320))
      #expect(harness.viewer.planner.pageCount == 1)
      let frame = try harness.renderFrame()
      #expect(try GoldenFrame(path: Self.golden + "pair-landscapes.png").compare(frame) == .matches)
    }
  }

  @Test("a pair is one page: one step, one slideshow step, one k / N that counts pages")
  func aPairIsOnePage() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      var display = DisplaySettings()
      display.indicator = .count
      display.caption = .none
      let harness = try Self.harness(paths, display: display)
      harness.advance(frames: 1)  // the title follows the pairs made once the shapes are read
      let scene = harness.viewer.overlay.scene(
        pages: [], indices: [], now: 0, wall: 0, keys: .standard)
      #expect(scene.page == 0 && scene.pageCount == 3)
      #expect(
        harness.viewer.window.title.hasPrefix("coffee-portrait.png · chelsea-portrait.png (1 / 3)"))
      harness.perform(.next)
      harness.advance(frames: 60)
      #expect(harness.viewer.currentItem == 2, "one step past the pair")
      harness.viewer.slideshow.interval = 2
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      harness.advance(frames: 170)  // the step at 2 s and its 0.6 s transition
      #expect(harness.viewer.currentItem == 3)
      harness.advance(frames: 120)
      #expect(harness.viewer.currentItem == 0, "round to the pair, in one step")
      // The status still counts pictures, as `goto` does.
      #expect(harness.viewer.status.count == 4 && harness.viewer.status.index == 1)
    }
  }

  @Test("a picture added in front of a pair leaves the pair as it was")
  func liveFolderKeepsPairs() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(paths)
      let planner = harness.viewer.planner
      let other = try TemporaryFolder()
      let extra = try FramePictures.portraits(in: other)
      let spare = folder.file("aaa-portrait.png")
      try FileManagerCopy.copy(extra[1], to: spare)
      let key = harness.viewer.catalog[0].key
      planner.apply([.insert(CarouselItem(picture: FilePath(spare)), before: key)], now: 1)
      harness.advance(frames: 1)
      _ = try harness.renderFrame()
      // From scratch the new portrait would pair with the coffee, and the chelsea would be
      // left alone; the pair already made stays.
      #expect(planner.items(onPage: 0) == 0..<1)
      #expect(planner.items(onPage: 1) == 1..<3)
      #expect(harness.viewer.currentItem == 1, "the pair shown stays shown")
    }
  }

  @Test("the picture under the finger zooms, in its place; the info panel shows both")
  func zoomAndInfoOfAPair() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(paths)
      let zoom = harness.viewer.zoom
      zoom.zoom(by: 2, about: ZoomVector(x: 216, y: 90), at: 0)
      #expect(zoom.item == 1, "the right-hand picture")
      #expect(zoom.box(forItem: 1)?.integral == Rect(x: 162, y: 0, width: 108, height: 180))
      zoom.reset()
      zoom.zoom(by: 2, about: ZoomVector(x: 100, y: 90), at: 0)
      #expect(zoom.item == 0)
      let panel = try #require(harness.viewer.overlay.infoPanel(forPage: 0))
      #expect(panel.title == "coffee-portrait.png · chelsea-portrait.png")
      #expect(panel.rows.contains { $0.label == "chelsea-portrait.png" })
    }
  }
}

/// Copies a file (a picture made for one test into another's folder).
enum FileManagerCopy {
  static func copy(_ source: String, to target: String) throws {
    try Foundation.FileManager.default.copyItem(atPath: source, toPath: target)
  }
}
