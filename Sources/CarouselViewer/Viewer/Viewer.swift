import Control
import FoundationEssentials
import Gestures
import InfinitePager
import Localization
import PictureDecoding
import PictureFiles
import PictureKit
import SDLKit
import ScrollPhysics
import SystemKit

/// The running carousel: the coordinator of its parts, driven by the event loop.
///
/// The viewer owns the pager and the parts, and routes to them what happens: input
/// (`Viewer+Input`), the pager's questions and news (`Viewer+Pager`), the inbox's news
/// (`Viewer+Inbox`), commands from every surface (`Viewer+Commands`), the options and reloads
/// (`Viewer+Settings`), drawing and layout (`Viewer+Drawing`), the zoom (`Viewer+Zoom`,
/// `Viewer+ZoomDetail`), and the waits of headless runs and replays (`Viewer+Waits`). The parts
/// each keep one concern: ``Stage`` (window, renderer, title, pointer), ``Slideshow``,
/// ``Overlay`` (the on-screen display), ``PicturePlanner`` (decodes, uploads, list changes),
/// ``ZoomController``, ``StartGate`` (the first picture), ``CommandDesk`` (the inbox and the
/// commands), ``InputRouter`` and ``PowerKeeper`` (the display's sleep and wake).
///
/// The viewer never reads the clock: every call receives `now` in seconds. News from other
/// threads arrives through ``inbox``, drained by ``update(now:)``. Main thread only.
package final class Viewer {
  package let pager: InfinitePager<PageView>
  /// How the program around the viewer hears from it and serves it.
  var hooks: ViewerHooks
  /// Whether it runs, whether a frame is due, and the time of the last update.
  private var loop = LoopState()
  /// The window, the renderer and what is drawn in them.
  let stage: Stage
  package let slideshow: Slideshow
  /// The on-screen display.
  let overlay: Overlay
  /// The pictures: what to decode, uploads, the list kept in step.
  let planner: PicturePlanner
  /// The zoom of the picture under the centre.
  let zoom: ZoomController
  /// The first picture of a live start, and `--start`.
  let gate: StartGate
  /// News from other threads, commands from every surface answered in order; the status
  /// published.
  let desk: CommandDesk
  /// Gestures, keys and controllers.
  let input: InputRouter
  /// Whether the display is on, and what turns it off and on.
  let power: PowerKeeper
  /// The Trash and the `[actions]`: the only ways a picture's file is touched.
  let files: FileDesk
  /// The overview grid of every picture.
  let grid = OverviewGrid()
  /// The clip the carousel rests on, played.
  let clips: ClipPlayer
  /// A drag on the clip's progress bar, while one lasts.
  var clipScrub: ClipScrub?

  /// A viewer of `catalog`, followed by what a background scan of `roots` finds.
  ///
  /// - Parameters:
  ///   - roots: files and folders to scan on a background thread (`recursive`: with their
  ///     subfolders; `listing`: which of their files are items); their pictures are added
  ///     after `catalog`'s.
  ///   - inbox: where the decode threads and the scan post (nil: a new one); the app makes it
  ///     first, for the decodes it starts before the window exists (`pipeline.queue`).
  ///   - center: where the surfaces send commands and hear the status (nil: a new one).
  ///   - waitsForFirstPicture: a live start, in which the first picture comes first (see
  ///     ``StartGate``).
  ///   - environment: where the Trash and the thumbnails are (`XDG_DATA_HOME`,
  ///     `XDG_CACHE_HOME`, `HOME`).
  ///   - reporter: told each problem worth telling the user (the process's reporter).
  package init(
    window: Window, renderer: Renderer, catalog: Catalog, scanning roots: [FilePath] = [],
    recursive: Bool = false, listing: ItemListing = ItemListing(),
    pipeline: PipelineSettings = PipelineSettings(),
    display settings: DisplaySettings = DisplaySettings(), inbox: Inbox<AppEvent>? = nil,
    center: ControlCenter = ControlCenter(), waitsForFirstPicture: Bool = false,
    timeline: StartupTimeline? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    reporter: Reporter
  ) {
    hooks = ViewerHooks(reporter: reporter)
    let inbox = inbox ?? Inbox<AppEvent>(wake: EventQueue.wake)
    desk = CommandDesk(center: center, inbox: inbox)
    let size = window.size
    pager = InfinitePager(
      viewport: Viewport(width: Double(size.width), height: Double(size.height)))
    let store = Self.makeStore(
      renderer: renderer, pipeline: pipeline, inbox: inbox, timeline: timeline,
      reporter: reporter)
    // The first picture shown first: the scan of the rest waits for it (when it is known).
    let feed = PictureFeed(
      catalog: catalog, scanning: roots, recursive: recursive, listing: listing,
      store: store, stop: pipeline.stop,
      startsScan: !waitsForFirstPicture || catalog.isEmpty,
      scanNews: { inbox.post(.scanProgressed) })
    // What reads the facts only a codec can: the decoder processes (none in this one).
    let codecs = pipeline.makeDecoder()
    let pages = PageBook(pictures: feed, codecs: codecs)
    planner = PicturePlanner(
      feed: feed, pages: pages, pager: pager, timeline: timeline, reporter: reporter)
    gate = StartGate(isLive: waitsForFirstPicture, timeline: timeline)
    let fonts = FontBook(fallback: AssetLocator.font(), reporter: reporter)
    let painter = FramePainter(
      renderer: renderer, text: TextCache(renderer: renderer, fonts: fonts))
    stage = Stage(window: window, renderer: renderer, painter: painter)
    let displayPainter = DisplayPainter(
      renderer: renderer, text: painter.text, layouts: painter.layouts,
      face: fonts.face(named: settings.fontName))
    painter.slides.look = TextSlideLook(
      color: settings.textSlides.color, background: settings.textSlides.background,
      face: settings.textSlides.fontName.map(fonts.face(named:)) ?? displayPainter.face)
    overlay = Overlay(
      pager: pager, pictures: feed, pages: pages, settings: settings,
      painter: displayPainter,
      stop: pipeline.stop, codecs: codecs, metadataRead: { inbox.post(.metadataRead) },
      noteChanged: { inbox.post(.overlayFileChanged) },
      calendarRead: { inbox.post(.calendarRead) }, weatherRead: { inbox.post(.weatherRead) },
      reporter: reporter)
    slideshow = Slideshow(pager: pager, pictures: feed, reporter: reporter)
    zoom = ZoomController(pager: pager, pictures: feed, pages: pages) { [painter] in
      painter.fit
    }
    input = InputRouter()
    clips = ClipPlayer(
      executable: pipeline.videoWorker, handoff: pipeline.clipHandoff, renderer: renderer,
      reporter: reporter,
      opened: { inbox.post(.clipOpened) })
    clips.hardware = pipeline.hardwareDecoding
    power = PowerKeeper(reporter: reporter)
    files = FileDesk(environment: environment, reporter: reporter) {
      inbox.post(.actionFailed)
    }
    store.thumbnailCache = ThumbnailCache(environment: environment)
    store.reportNote = { item, note in
      // Said of a picture that shows: not "cannot show".
      reporter.warning("\(item.path): \(note)".escapingControlCharacters)
    }
    center.connect { inbox.post(.commandsReceived) }
    pager.dataSource = self
    pager.delegate = self
    pager.displayScale = stage.displayScale
    planner.onListChanged = { [unowned self] in hooks.onPagerEvent?($0) }
    power.onChange = { [unowned self] in hooks.onDisplayChange?($0, $1, $2) }
    zoom.onPastFit = { [unowned self] in openGrid(now: $0) }
  }

  /// News from decode workers, the folder scan, the folder watcher and the command center.
  package var inbox: Inbox<AppEvent> { desk.inbox }

  /// The store, fed by `pipeline.queue` when the app started one, else by decode threads of its
  /// own that post to `inbox`.
  private static func makeStore(
    renderer: Renderer, pipeline: PipelineSettings, inbox: Inbox<AppEvent>,
    timeline: StartupTimeline?, reporter: Reporter
  ) -> PictureStore {
    let reportFailure = { (item: CarouselItem, reason: String) in
      // One line whatever the name holds: newlines and escape sequences are written out.
      reporter.error(
        localized("cannot show %s: %s", "\(item.path)", reason).escapingControlCharacters)
    }
    if let queue = pipeline.queue {
      return PictureStore(
        renderer: renderer, box: renderer.outputSize, queue: queue,
        configuration: pipeline.storeConfiguration, report: reportFailure)
    }
    return PictureStore(
      renderer: renderer, box: renderer.outputSize, decoder: pipeline.makeDecoder(),
      configuration: pipeline.storeConfiguration, stop: pipeline.stop,
      notify: {
        timeline?.mark(.firstDecodeFinished)
        inbox.post(.decodeFinished)
      },
      report: reportFailure)
  }

  /// Loads the pages and shows item `initialItem`.
  package func start(initialItem: Int = 0, at now: Double) {
    planner.orientPages(landscape: pager.viewport.width >= pager.viewport.height)
    pager.reloadData(initialPage: planner.page(ofItem: initialItem), at: now)
    overlay.reveal(at: now)  // the display shows at the start, then fades
    needsRedraw = true
    gate.begin(at: now, waitingUpTo: LoopConstants.firstPictureWait)
  }

  /// Asks for a frame.
  func markNeedsRedraw() { needsRedraw = true }

  /// False once the user asked to quit.
  package internal(set) var isRunning: Bool {
    get { loop.isRunning }
    set { loop.isRunning = newValue }
  }

  /// True when something changed since the last frame was drawn.
  package internal(set) var needsRedraw: Bool {
    get { loop.needsRedraw }
    set { loop.needsRedraw = newValue }
  }

  /// The `now` of the last update, in s.
  var lastUpdate: Double {
    get { loop.lastUpdate }
    set { loop.lastUpdate = newValue }
  }

  package var window: Window { stage.window }
  package var renderer: Renderer { stage.renderer }

  /// The pictures: catalog, decoding, texture cache and prefetch (PictureKit).
  package var pictures: PictureFeed { planner.feed }

  /// The catalog shown.
  package var catalog: Catalog { planner.catalog }

  /// Whether frames must keep coming (an animation runs), rather than waiting for input.
  package var isAnimating: Bool {
    !power.isAsleep
      && (pager.isAnimating || zoom.isMoving(at: lastUpdate) || grid.isMoving(at: lastUpdate))
  }

  /// Whether a picture on screen is still decoding (its page shows a spinner).
  package var isShowingLoading: Bool { planner.isShowingLoading }

  /// The next time something will change without input (a slideshow step, the end of a
  /// trackpad gesture, the spinner's next turn, the kiosk's pointer, an animation's or a clip's
  /// frame, the
  /// display's fade or progress, the first frame's wait, a filter's midnight, the state file's
  /// next write), or nil.
  package func nextDeadline(after now: Double) -> Double? {
    // Asleep, only the display's own deadline counts: nothing moves, decodes or is drawn.
    if power.isAsleep { return power.deadline(after: now) }
    return [
      pager.nextDeadline(after: now), input.gestures.nextDeadline, planner.spinnerDeadline,
      stage.pointerDeadline, pictures.nextAnimationChange(), clips.deadline,
      overlay.deadline(now: now, wallOffset: power.wallOffset),
      isHoldingFirstFrame ? gate.deadline : nil, power.deadline(after: now),
      // Neither the index's news nor the state's writes wake the first picture's wait.
      gate.isWaitingForFirstPicture ? nil : planner.deadline(now: now, wall: power.wall(at: now)),
    ]
    .compactMap { $0 }.min()
  }

  /// Whether nothing will change without more input: no animation runs and no gesture waits
  /// for a deadline (a slideshow's deadlines do not count).
  package var isIdle: Bool { !isAnimating && input.gestures.nextDeadline == nil }

  /// Gives back what a frame at rest need not hold, before the live loop waits.
  ///
  /// That is the textures of the pictures a fullscreen window shows 1:1, whose pixels its frame
  /// buffer holds too (SDLKit's `Renderer.parkShownTextures`; docs/architecture.md, "Memory at rest"),
  /// of at least ``MemoryPolicy/mappingThreshold``: only those go back to the system when freed.
  /// The next frame reads them back first.
  package func rest() {
    // Only a fullscreen window: a window manager resizes a window in place (a user dragging
    // its edge), which loses what was parked, and the picture would show the loading page until
    // decoded again instead of itself stretched. The grid's thumbnails stay too: the store would
    // not know to make a lost one again.
    guard !power.isAsleep, !grid.isOpen, window.isFullscreen else { return }
    renderer.parkShownTextures(minimumBytes: MemoryPolicy.mappingThreshold)
  }

  /// The pager position in pages (item k at rest is k).
  package var position: Double { pager.pagePosition }

  /// The item under the centre of the window, or nil when there are no pictures.
  package var currentItem: Int? { planner.currentItem }

  /// Advances the pager's motion to `now`, takes the inbox's news, plans the decodes the
  /// pages need next, and publishes the status.
  package func update(now: Double) {
    // A zoom (or the grid) that moved since the last update is drawn once more where it rests.
    let zoomWasMoving = zoom.isMoving(at: lastUpdate) || grid.isMoving(at: lastUpdate)
    lastUpdate = now
    if stage.needsLayout { relayout() }
    // The grid first: a display that wakes joins it as the wall clock now reads.
    slideshow.follow(at: now, listIsFinal: !pictures.hasScanResultsToCome)
    updatePower(now: now)
    if power.isAsleep {
      clips.end()  // a clip asleep would play to no one
      return updateAsleep(now: now)
    }
    if input.gestures.fireDeadlines(now: now, pager: pager, zoom: zoom) { needsRedraw = true }
    let wasAnimating = isAnimating
    pager.update(now: now)
    if wasAnimating || isAnimating || zoomWasMoving { needsRedraw = true }
    updateZoom(now: now)
    updateGrid(now: now)
    takeInbox(now: now)
    updateShow(now: now)
    planZoomDetail(now: now)
    planPictures(now: now)
    if planner.advanceAnimations(now: now) { needsRedraw = true }
    if followClips(now: now) { needsRedraw = true }
    if overlay.needsFrame(
      at: now, wall: power.wall(at: now), progress: pager.autoScrollProgress(at: now))
    {
      needsRedraw = true
    }
    planner.saveIndex(now: now)
    if !gate.isWaitingForFirstPicture {
      planner.beginIndexing()
      planner.remember(
        now: now, wall: power.wall(at: now),
        step: pager.autoScrollDirection.step < 0 ? -1 : 1)
    }
    desk.publish(status)
  }
}
