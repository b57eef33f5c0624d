import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureDecoding
@testable import PictureFiles
@testable import PictureKit

/// A live start shows its first picture first, on the virtual clock: the decode is asked for
/// before any window exists, the first frame waits up to a frame for it rather than show a
/// spinner, and nothing else (neighbours, the scan) is started until it is on screen.
@Suite(.serialized) struct FirstPictureStartTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  static let size = Size(width: 160, height: 90)

  /// A folder of five pictures whose names the solid-colour decoder turns into colours.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in ["b.png", "a.png", "d.png", "c.png", "e.png"] { try folder.write([0], to: name) }
    return folder
  }

  @Test("the first picture is requested before any window exists")
  func requestedBeforeTheWindow() throws {
    let folder = try Self.folder()
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    var options = Options()
    options.windowSize = Self.size
    let start = FirstPictureStart(
      roots: [FilePath(folder.path)], options: options, decoder: decoder, stop: StopSignal(),
      timeline: StartupTimeline())
    defer {
      decoder.gate.open()
      start.queue.shutdown()
    }
    // No window was asked for: the request is out, and a worker is at the gate with the file.
    #expect(start.item?.name == "a.png")
    #expect(start.requestedBox == Self.size)
    try decoder.waitForDecodes(1, "a worker taking a.png to the gate")
    #expect(decoder.decodedPaths == [FilePath(folder.file("a.png"))])
    #expect(start.catalog.items.map(\.name) == ["a.png"])
  }

  /// Bug: `--timing` printed "first decode finished" before "first decode started" in some
  /// runs: the start was marked after the request was queued, and a worker could finish first.
  ///
  /// Each decode here notes, as it begins, whether the start was marked; that the worker wins
  /// the race depends on the scheduler, so the check runs a number of starts.
  @Test("regression: --timing put the first decode's end before its start")
  func decodeStartMarkedBeforeAnyWorkerBegins() throws {
    let folder = try Self.folder()
    var options = Options()
    options.windowSize = Self.size
    for _ in 0..<20 {
      let timeline = StartupTimeline()
      let decoder = MarkingDecoder(timeline: timeline)
      let start = FirstPictureStart(
        roots: [FilePath(folder.path)], options: options, decoder: decoder, stop: StopSignal(),
        timeline: timeline)
      start.queue.waitUntilIdle()
      start.queue.shutdown()
      #expect(decoder.sawStart.withLock { $0 } == [true])
      let lines = timeline.lines
      let started = try #require(lines.firstIndex { $0.hasSuffix("first decode started") })
      let finished = try #require(lines.firstIndex { $0.hasSuffix("first decode finished") })
      #expect(started < finished, "\(lines)")
    }
  }

  /// A solid-colour decoder that notes, as each decode begins, whether the timeline had the
  /// first decode's start.
  final class MarkingDecoder: PictureDecoder {
    let timeline: StartupTimeline
    let sawStart = Locked<[Bool]>([])
    private let solid = SolidColorDecoder()

    init(timeline: StartupTimeline) { self.timeline = timeline }

    func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture {
      sawStart.withLock { $0.append(timeline.hasReached(.firstDecodeStarted)) }
      return try solid.decode(path, fittingIn: box)
    }

    func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
      throws(DecodeFailure) -> DecodedPicture
    {
      try solid.decode(path, region: region, fittingIn: box)
    }
  }

  @Test("a text slide first is an item of its kind, read by the store, not decoded")
  func textSlideFirst() throws {
    let folder = try Self.folder()
    try folder.write(Array("Hello".utf8), to: "0-title.txt")
    let decoder = SolidColorDecoder()
    var options = Options()
    options.windowSize = Self.size
    let start = FirstPictureStart(
      roots: [FilePath(folder.path)], options: options, decoder: decoder, stop: StopSignal(),
      timeline: StartupTimeline())
    defer { start.queue.shutdown() }
    #expect(start.item?.name == "0-title.txt")
    #expect(start.item?.kind == .text)
    #expect(start.requestedBox == nil)
    start.queue.waitUntilIdle()
    #expect(decoder.decodedPaths.isEmpty)
  }

  /// A viewer started as the app starts it: the first picture alone in its catalog, its decode
  /// already asked for, the scan of the folder waiting.
  ///
  /// The semaphore is signalled after each decode's news reached the inbox.
  static func startViewer(folder: TemporaryFolder, decoder: SolidColorDecoder) throws
    -> (Viewer, DispatchSemaphore)
  {
    let inbox = Inbox<AppEvent>(wake: EventQueue.wake)
    let decoded = DispatchSemaphore(value: 0)
    let queue = DecodeQueue(
      decoder: decoder, workerCount: 2,
      notify: {
        inbox.post(.decodeFinished)
        decoded.signal()
      })
    let first = CarouselItem(picture: FilePath(folder.file("a.png")))
    queue.setWanted([DecodeRequest(item: first, box: Self.size)])
    var pipeline = PipelineSettings()
    pipeline.queue = queue
    let window = try Window(title: "test", size: Self.size, flags: [])
    let renderer = try Renderer(window: window, flags: .software)
    let viewer = Viewer(
      window: window, renderer: renderer, catalog: Catalog(items: [first]),
      scanning: [FilePath(folder.path)], pipeline: pipeline, inbox: inbox,
      waitsForFirstPicture: true, reporter: .silent
    )
    viewer.start(at: 0)
    return (viewer, decoded)
  }

  @Test("a picture ready within the first frame's wait: no loading page, nothing else first")
  func noSpinnerWhenReadyInTime() throws {
    let folder = try Self.folder()
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    try SDLTestSession.run {
      let (viewer, decoded) = try Self.startViewer(folder: folder, decoder: decoder)
      viewer.update(now: 0)
      #expect(!viewer.isFrameDue, "the first frame waits for the picture")
      #expect(viewer.nextDeadline(after: 0) == LoopConstants.firstPictureWait, "for a while")
      #expect(viewer.pictures.plannedItems == [0], "no neighbour before it is shown")
      #expect(viewer.catalog.count == 1, "the scan waits")
      decoder.gate.open()
      decoded.wait()  // the decode finishes 50 ms in (a PNG's); the inbox has the news
      viewer.update(now: 1.0 / 60)
      #expect(!viewer.isFrameDue || !viewer.isShowingLoading, "no loading page at a refresh")
      viewer.update(now: 0.05)
      #expect(viewer.isFrameDue)
      #expect(!viewer.isShowingLoading, "the first frame drawn shows the picture")
      try viewer.draw()
      viewer.didPresentFrame()
      // Once it is on screen: the scan and the neighbours.
      viewer.waitForVisibleDecodes()  // the scan ends, and the pager reloads with it all
      viewer.update(now: 0.05 + 1.0 / 60)
      #expect(viewer.catalog.items.map(\.name) == ["a.png", "b.png", "c.png", "d.png", "e.png"])
      #expect(viewer.pictures.plannedItems.count == 5)
    }
  }

  /// Regression: the loading page (a spinner and the file name, with the fonts it opened) was
  /// drawn one refresh after the window, 20 to 40 ms before a 1920×1080 PNG's picture.
  @Test("a picture not ready within the first frame's wait: the loading page shows from then on")
  func loadingPageAfterTheWait() throws {
    let folder = try Self.folder()
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    try SDLTestSession.run {
      let (viewer, decoded) = try Self.startViewer(folder: folder, decoder: decoder)
      viewer.update(now: 0)
      #expect(!viewer.isFrameDue)
      viewer.update(now: 1.0 / 60)
      #expect(!viewer.isFrameDue, "a refresh later, still nothing before the picture")
      viewer.update(now: LoopConstants.firstPictureWait)
      #expect(viewer.isFrameDue, "after the wait, a frame is drawn")
      #expect(viewer.isShowingLoading, "showing the loading page")
      try viewer.draw()
      viewer.didPresentFrame()
      #expect(viewer.catalog.count == 1, "the scan still waits for the first picture")
      decoder.gate.open()
      decoded.wait()
      viewer.update(now: LoopConstants.firstPictureWait + 1.0 / 60)
      #expect(viewer.isFrameDue && !viewer.isShowingLoading)
    }
  }
}
