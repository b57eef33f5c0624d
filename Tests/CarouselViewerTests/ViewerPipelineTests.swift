import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import PictureKit
@testable import ReplayFormat

#if canImport(Glibc)
  import Glibc
#endif

/// The pipeline inside a headless viewer: loading frames at the slideshow pace, and bounded
/// memory while paging through a large folder.
@Suite(.serialized) struct ViewerPipelineTests {
  static let windowSize = Size(width: 160, height: 90)

  static func makeViewer(
    catalog: Catalog, settings: PipelineSettings, size: Size = windowSize
  ) throws -> Viewer {
    let window = try Window(title: "test", size: size, flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    return Viewer(
      window: window, renderer: renderer, catalog: catalog, pipeline: settings, reporter: .silent)
  }

  /// Steps 8 times at the slideshow pace.
  ///
  /// While the pager moves, decodes are held at the gate (the worst machine); while it rests, they
  /// all finish (the dwell is long enough). Returns the frames that showed a loading page after the
  /// first step.
  static func loadingFrames(prefetch: Int) throws -> Int {
    let decoder = SolidColorDecoder()
    var settings = PipelineSettings()
    settings.decoder = decoder
    settings.prefetchDistance = prefetch
    settings.workerCount = 2
    let catalog = Catalog(items: (0..<12).map { CarouselItem(picture: "p\($0).png") })
    return try SDLTestSession.run {
      let viewer = try makeViewer(catalog: catalog, settings: settings)
      var now = 0.0
      func rest() {
        viewer.update(now: now)
        decoder.gate.open()
        viewer.pictures.waitUntilIdle()
        decoder.gate.close()
        viewer.update(now: now)
      }
      viewer.start(at: now)
      rest()
      var count = 0
      for _ in 0..<8 {
        viewer.perform(.next, now: now)
        for _ in 0..<60 {  // one second of frames: the transition and some rest
          now += 1.0 / 60
          viewer.update(now: now)
          if viewer.isShowingLoading { count += 1 }
          try viewer.draw()
        }
        #expect(!viewer.isAnimating)
        rest()
      }
      decoder.gate.open()
      return count
    }
  }

  @Test func prefetchLeavesNoLoadingFramesAtTheSlideshowPace() throws {
    #expect(try Self.loadingFrames(prefetch: 2) == 0)
  }

  /// The control: without prefetch every step shows the spinner while it moves, which proves
  /// the count above can fail.
  @Test func withoutPrefetchEveryStepShowsLoading() throws {
    #expect(try Self.loadingFrames(prefetch: 0) >= 8)
  }

  /// 10,000 pictures (hard links to ten small PNGs), paging through 1,000 with the real decoder:
  /// the texture cache never holds more than its budget and decoded buffers stay few.
  @Test func pagingThroughAThousandOfTenThousandStaysInBudget() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      for index in 0..<10 {
        let color = Color(red: UInt8(index * 25), green: 100, blue: 200)
        try writeSolidPNG(
          folder.file("source\(index).png"), size: Size(width: 64, height: 48), color: color)
      }
    }
    try FileManager.default.createDirectory(
      atPath: folder.file("all"), withIntermediateDirectories: false)
    for index in 0..<10_000 {
      _ = link(folder.file("source\(index % 10).png"), folder.file("all/\(index).png"))
    }
    let catalog = Catalog(paths: [folder.file("all")])
    #expect(catalog.count == 10_000)
    var settings = PipelineSettings()
    settings.cacheBudget = MemoryBudget(megabytes: 1)  // about 85 textures of 64 × 48
    let budget = 1_048_576
    let report = try SDLTestSession.run {
      let viewer = try Self.makeViewer(catalog: catalog, settings: settings)
      var now = 0.0
      viewer.start(at: now)
      var maximumOutstanding = 0
      var failures = 0
      for _ in 0..<1_000 {
        viewer.perform(.next, now: now)
        now += 1
        viewer.update(now: now)
        viewer.waitForVisibleDecodes()
        try viewer.draw()
        let store = viewer.pictures.store
        #expect(store.cache.byteCount <= budget)
        maximumOutstanding = max(maximumOutstanding, store.outstandingDecodes)
        if case .failure = viewer.pictures.content(forItem: viewer.currentItem ?? 0) {
          failures += 1
        }
      }
      #expect(viewer.currentItem == 1_000)
      return (viewer.pictures.store.cache, maximumOutstanding, failures)
    }
    #expect(report.0.evictionCount > 800)
    #expect(report.0.peakByteCount <= budget)
    #expect(report.1 <= 2 * PipelineConstants.prefetchDistance + 1)
    #expect(report.2 == 0)
    print(
      "paging 1,000 of 10,000: peak cache \(report.0.peakByteCount) bytes,",
      "VmHWM \(ProcessMemory.peakResidentBytes() / 1_048_576) MB (whole test process)")
  }

  /// Regression: a prefetch window wider than the cache made a viewer at rest decode forever.
  ///
  /// Each upload evicted a planned neighbour and the next plan asked for it again, so the
  /// viewer decoded (and woke) forever. Here 256 × 256 textures (256 KiB) in 1 MiB: 4 fit, 5
  /// were planned.
  @Test func prefetchWiderThanTheCacheDecodesForeverAtRest() throws {
    var settings = PipelineSettings()
    settings.decoder = SolidColorDecoder(size: Size(width: 1500, height: 1500))
    settings.cacheBudget = MemoryBudget(megabytes: 1)
    settings.prefetchDistance = 2
    settings.workerCount = 2
    let catalog = Catalog(items: (0..<12).map { CarouselItem(picture: "p\($0).png") })
    let (settled, after, cached) = try SDLTestSession.run {
      let viewer = try Self.makeViewer(
        catalog: catalog, settings: settings, size: Size(width: 256, height: 256))
      let store = viewer.pictures.store
      viewer.start(at: 0)
      func updateAtRest() {
        viewer.update(now: 0)
        store.waitUntilIdle()
        #expect(store.cache.byteCount <= 1_048_576)
      }
      for _ in 0..<4 { updateAtRest() }
      let settled = store.decodeCounts.started
      for _ in 0..<10 { updateAtRest() }
      let cached = ["p0.png", "p1.png", "p2.png", "p11.png"].filter {
        !store.isLoading(CarouselItem(picture: $0))
      }
      return (settled, store.decodeCounts.started, cached.count)
    }
    #expect(after == settled)
    #expect(settled == 4)
    #expect(cached == 4)  // the current picture and the three neighbours that fit
  }

  /// The texture cached for `name`, if it holds a picture.
  static func texture(_ store: PictureStore, _ name: String) -> Texture? {
    guard case .picture(let texture, _) = store.content(for: CarouselItem(picture: name)) else {
      return nil
    }
    return texture
  }

  /// Regression: pages kept textures alive that the cache had let go.
  ///
  /// Pages kept the content they were configured with, though drawing reads it from the store;
  /// a texture the cache replaced or evicted stayed alive as long as its page, beyond the byte
  /// budget. Here the page preloaded for item 2 (made after item 2 was prefetched) outlives a
  /// resize that replaces item 2's texture.
  @Test func pagesKeepTexturesTheCacheLetGo() throws {
    var settings = PipelineSettings()
    settings.decoder = SolidColorDecoder()  // 64 × 48
    settings.workerCount = 1
    let catalog = Catalog(items: (0..<12).map { CarouselItem(picture: "p\($0).png") })
    let (wasCached, isReleased, newSize) = try SDLTestSession.run {
      let viewer = try Self.makeViewer(catalog: catalog, settings: settings)
      let store = viewer.pictures.store
      var now = 0.0
      viewer.start(at: now)
      viewer.update(now: now)
      store.waitUntilIdle()  // items 1 and 2 are prefetched
      viewer.perform(.next, now: now)  // the page for item 2 is made on the way
      for _ in 0..<60 {
        now += 1.0 / 60
        viewer.update(now: now)
      }
      #expect(viewer.currentItem == 1)
      weak let old = Self.texture(store, "p2.png")
      let wasCached = old != nil
      store.box = Size(width: 32, height: 18)  // as a resize does: item 2 is decoded again
      viewer.update(now: now)
      store.waitUntilIdle()
      return (wasCached, old == nil, Self.texture(store, "p2.png")?.size)
    }
    #expect(wasCached)
    #expect(newSize == Size(width: 24, height: 18))
    #expect(isReleased)
  }
}
