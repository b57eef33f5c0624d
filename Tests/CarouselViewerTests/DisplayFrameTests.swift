import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import PictureKit
@testable import ReplayFormat

/// The on-screen display drawn by the viewer, compared with golden frames: the indicator at
/// 3, 7 and 300 pages and as a count, captions, the info panel, the slideshow's progress and
/// the help.
@Suite("Display frames", .serialized)
struct DisplayFrameTests {
  /// `count` solid pictures (a fake decoder: no files), in a 320×180 window.
  static func harness(
    count: Int, current: Int = 0, display: DisplaySettings = DisplaySettings()
  ) throws -> ViewerHarness {
    var pipeline = PipelineSettings()
    pipeline.decoder = SolidColorDecoder(size: Size(width: 160, height: 120))
    let catalog = Catalog(items: (0..<count).map { CarouselItem(picture: "/pictures/p\($0).png") })
    return try ViewerHarness(
      catalog: catalog, display: display, pipeline: pipeline, initialItem: current)
  }

  static func settings(_ indicator: IndicatorStyle, _ caption: CaptionSource = .none)
    -> DisplaySettings
  {
    var settings = DisplaySettings()
    settings.indicator = indicator
    settings.caption = caption
    return settings
  }

  static func expectGolden(_ frame: Surface, _ name: String) throws {
    let outcome = try GoldenFrame(path: FrameTests.goldenFolder + name + ".png").compare(frame)
    #expect(outcome == .matches, "\(name)")
  }

  @Test(
    "Page dots at 3, 7 and 300 pages, the current one bright, the ends shrinking past seven",
    arguments: [(3, 1), (7, 6), (300, 150)])
  func dots(count: Int, current: Int) throws {
    try SDLTestSession.run {
      let harness = try Self.harness(
        count: count, current: current, display: Self.settings(.dots))
      try Self.expectGolden(try harness.renderFrame(), "display-dots-\(count)")
    }
  }

  @Test("The count reads 151 / 300, with the file name as caption above it")
  func countAndCaption() throws {
    try SDLTestSession.run {
      let harness = try Self.harness(
        count: 300, current: 150, display: Self.settings(.count, .name))
      try Self.expectGolden(try harness.renderFrame(), "display-count-caption")
    }
  }

  @Test("Two and a half seconds into a 5 s slide, the bar is half full; a drag shows Paused")
  func slideshowProgress() throws {
    try SDLTestSession.run {
      let harness = try Self.harness(count: 3, display: Self.settings(.none))
      harness.viewer.setSlideshow(true, at: harness.clock.now())
      harness.advance(frames: 150)
      try Self.expectGolden(try harness.renderFrame(), "display-progress")
      let progress = try #require(harness.viewer.pager.autoScrollProgress(at: 2.5))
      #expect(abs(progress.fractionElapsed - 0.5) < 1e-9)
      harness.viewer.pager.pauseAutoScroll(at: harness.clock.now())
      try Self.expectGolden(try harness.renderFrame(), "display-progress-paused")
    }
  }

  @Test("The help lists the key map's keys for each action")
  func help() throws {
    try SDLTestSession.run {
      let harness = try Self.harness(count: 3, display: Self.settings(.dots, .name))
      harness.perform(.toggleHelp)
      try Self.expectGolden(try harness.renderFrame(), "display-help")
    }
  }

  /// What the info panel and captions read from a photo, fixed (a file's size would depend on
  /// the encoder that made it).
  static let photoMetadata: ItemMetadata = {
    var metadata = ItemMetadata()
    metadata.fileSize = 2_512_301
    metadata.format = .jpeg
    metadata.pixelSize = Size(width: 6000, height: 4000)
    metadata.exif = ExifMetadata(tiff: SamplePhoto.exifBlock())
    metadata.taken = TakenDateReader.find(
      exif: metadata.exif, xmp: nil, iptc: nil, sidecarOf: nil)
    metadata.colorProfile = "Display P3"
    metadata.sidecarText = "Our boat, back in the harbour after the race"
    return metadata
  }()

  /// A viewer of three pictures whose first, `/photos/harbour.jpg`, has ``photoMetadata``.
  static func photoHarness(_ display: DisplaySettings, size: Size) throws -> ViewerHarness {
    var pipeline = PipelineSettings()
    pipeline.decoder = SolidColorDecoder(size: Size(width: 6000, height: 4000))
    let items = ["harbour.jpg", "beach.jpg", "dunes.jpg"].map {
      CarouselItem(picture: "/photos/" + $0)
    }
    let harness = try ViewerHarness(
      catalog: Catalog(items: items), size: size, display: display, pipeline: pipeline)
    harness.viewer.overlay.metadata.insert(photoMetadata, for: items[0])
    return harness
  }

  @Test("The info panel: folder, size, file size, date, camera, lens, exposure, format, profile")
  func infoPanel() throws {
    try SDLTestSession.run {
      let harness = try Self.photoHarness(
        Self.settings(.dots, .none), size: Size(width: 480, height: 270))
      harness.perform(.toggleInfo)
      try Self.expectGolden(try harness.renderFrame(), "display-info")
      let rows = harness.viewer.overlay.infoPanel(forItem: 0).rows.map {
        "\($0.label): \($0.value)"
      }
      #expect(
        rows == [
          "Folder: /photos", "Size: 6000 × 4000 pixels", "File size: 2.4 MB",
          "Taken: 2024-05-01 14:03:22 (Exif)", "Camera: Canon EOS R6", "Lens: RF50mm F1.8 STM",
          "Exposure: 1/250 s · f/2.8 · ISO 400 · 50 mm", "Description: Harbour at dusk",
          "Format: JPEG", "Colour profile: Display P3",
        ])
    }
  }

  /// Issue 35: a picture given by a relative path showed "Folder .", and never its place,
  /// which its caption showed.
  @Test("The info panel names the folder from the root, and the place the caption shows")
  func infoPanelFolderAndPlace() throws {
    try SDLTestSession.run {
      var pipeline = PipelineSettings()
      pipeline.decoder = SolidColorDecoder(size: Size(width: 600, height: 400))
      let item = CarouselItem(picture: "harbour.jpg")
      let harness = try ViewerHarness(
        catalog: Catalog(items: [item]), size: Size(width: 480, height: 270),
        display: Self.settings(.dots, .template(try CaptionTemplate("{place}"))),
        pipeline: pipeline)
      var metadata = ItemMetadata()
      metadata.place = PlaceMetadata(city: "Kyoto", country: "Japan")
      harness.viewer.overlay.metadata.insert(metadata, for: item)
      let rows = harness.viewer.overlay.infoPanel(forItem: 0).rows.map {
        "\($0.label): \($0.value)"
      }
      let folder = FileManager.default.currentDirectoryPath
      #expect(rows == ["Folder: \(folder)", "Place: Kyoto, Japan"])
      #expect(harness.viewer.overlay.captionText(forItem: 0) == "Kyoto, Japan")
    }
  }

  @Test("Captions from the sidecar file and from the picture's own description")
  func captionsFromSidecarAndExif() throws {
    try SDLTestSession.run {
      for source in [CaptionSource.sidecar, .exif] {
        let harness = try Self.photoHarness(
          Self.settings(.dots, source), size: Size(width: 320, height: 180))
        #expect(harness.viewer.overlay.captionText(forItem: 1) == nil, "no metadata, no caption")
        try Self.expectGolden(
          try harness.renderFrame(), "display-caption-\(source == .exif ? "exif" : "sidecar")")
      }
    }
  }
}
