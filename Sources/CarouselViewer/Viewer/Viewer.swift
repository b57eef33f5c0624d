import Geometry
import Gestures
import InfinitePager
import PictureKit
import ReplayFormat
import SDLKit
import ScrollPhysics

/// The running carousel: window, pager, pictures and drawing, driven by the event loop.
///
/// The viewer never reads the clock: every call receives `now` in seconds. News from other
/// threads arrives through ``inbox``, drained by ``update(now:)``. Main thread only.
///
/// Its concerns live in extensions: input and actions (`Viewer+Input`), the pager's data source
/// and delegate (`Viewer+Pager`), the pictures and the inbox (`Viewer+Pictures`), changes to the
/// list of pictures (`Viewer+Catalog`), signals and control lines (`Viewer+Remote`), drawing
/// and layout (`Viewer+Drawing`), the slideshow (`Viewer+Slideshow`), the slideshow and kiosk
/// options (`Viewer+Show`).
package final class Viewer {
  package let window: Window
  package let renderer: Renderer
  package let pager: InfinitePager<PageView>
  /// The pictures: catalog, decoding, texture cache and prefetch (PictureKit).
  package let pictures: PictureFeed
  /// News from decode workers, the folder scan, the folder watcher, signals and the control
  /// socket.
  package let inbox: Inbox<AppEvent>
  /// Said from any thread when the program must end (SIGTERM, SIGINT, SIGHUP): every blocking
  /// wait for decodes or the scan returns at once and the decoders stop, so the next update,
  /// which takes the signal from the inbox, comes promptly.
  package let stopSignal: StopSignal
  let painter: FramePainter
  /// Draws the on-screen display (captions, indicator, progress, info, help).
  let displayPainter: DisplayPainter
  /// The on-screen display's state: auto-hide, panels, its frames.
  var display: OnScreenDisplay
  /// What captions and the info panel show of the items, read in the background.
  let metadata: MetadataBook
  /// False once the user asked to quit.
  package internal(set) var isRunning = true
  /// True when something changed since the last frame was drawn.
  package internal(set) var needsRedraw = true
  /// Touch, mouse, wheel and trackpad gestures (Gestures).
  var gestures = InputGestures()
  /// The zoom of the picture under the centre.
  let zoom: ZoomController
  /// Whether the zoom holds the slideshow (it paused it, and will resume it).
  var zoomHoldsSlideshow = false
  /// What each key and controller button does.
  package var keyMap = KeyMap.standard
  /// The open game controllers and remotes, by instance id.
  var controllers: [Int32: GameController] = [:]
  /// Told the device files of the open controllers whenever they change (the controller watcher).
  package var onControllersChanged: (([String]) -> Void)?
  var isMouseCaptured = false
  /// Unwraps SDL's 32-bit millisecond timestamps, once for the gestures and the recorder.
  var eventClock = EventClock()
  /// The window size and drawable size the pages were last laid out for.
  var laidOutSizes: [Size] = []
  /// +1 when the carousel last moved to the next item, -1 to the previous one, from the pager's
  /// own page crossings: the side prefetched first.
  package internal(set) var travelDirection = 1
  /// The loading spinner's clock, while a visible picture decodes.
  var spinner = LoadingSpinner()
  /// The `now` of the last update, in s.
  var lastUpdate = 0.0
  /// Seconds between slideshow pictures (`--slideshow`; the S key uses it too).
  package var slideshowInterval = PhysicsConstants.autoplayInterval
  /// What the slideshow and kiosk options asked for (`Viewer+Show`).
  var show = ShowSettings()
  /// Receives one line per problem worth telling the user (stderr).
  let report: (String) -> Void
  /// The first picture's stages (`--timing`), marked as they are reached; nil in tests.
  let timeline: StartupTimeline?
  /// While the first picture is on its way to the screen in a live start (see
  /// `Viewer+FirstPicture`).
  var isWaitingForFirstPicture: Bool
  /// Whether this viewer started live and its start is not over yet (``isStarting``).
  var isLiveStart: Bool
  /// Until when the first frame waits for the first picture rather than show a spinner, in s.
  var firstFrameDeadline: Double?
  /// Called once, when the first picture (or its error page) of a live start is on screen.
  package var onFirstPictureWaitEnded: (() -> Void)?
  /// Called once, after the first frame that shows a picture was presented.
  package var onFirstPicturePresented: ((StartupTimeline) -> Void)?
  /// Receives page changes, settles and taps as they happen (replay traces).
  package var onPagerEvent: ((PagerEvent) -> Void)?
  /// Sees every signal and control line the viewer acts on, with its `now` (`--record`).
  package var onRemote: ((_ event: ReplayEvent, _ now: Double) -> Void)?
  /// What a reload (SIGHUP, the `reload` command) at a time (s) reads again: the files and
  /// folders to show now (the session sets it; nil: a reload reads nothing).
  package var reloadSources: ((_ now: Double) -> [FilePath])?
  /// The control socket whose lines the viewer answers, if `--control` opened one.
  package var control: ControlServer?
  /// Control lines taken from the socket and not yet carried out (they wait behind a reload).
  var controlBacklog: [ControlRequest] = []
  /// A `reload` line whose answer waits for the reload's list.
  var awaitedReload: ControlRequest?
  /// The item shown when the last picture went away, shown again if it comes back (a folder
  /// that disappears and returns); nil while there are pictures.
  var rememberedKey: ItemKey?
  /// Sees every input event before it is handled, with its unwrapped timestamp (s, nil for
  /// events without one) and its `now` (`--record`).
  package var onInput: ((_ event: InputEvent, _ time: Double?, _ now: Double) -> Void)?

  /// A viewer of `catalog`, followed by what a background scan of `roots` finds.
  ///
  /// - Parameters:
  ///   - roots: files and folders to scan on a background thread (`recursive`: with their
  ///     subfolders); their pictures are added after `catalog`'s.
  ///   - inbox: where the decode threads and the scan post (nil: a new one); the app makes it
  ///     first, for the decodes it starts before the window exists (`pipeline.queue`).
  ///   - waitsForFirstPicture: a live start, in which the first picture comes first (see
  ///     `Viewer+FirstPicture`).
  ///   - report: receives one line per problem worth telling the user (stderr).
  package init(
    window: Window, renderer: Renderer, catalog: Catalog, scanning roots: [FilePath] = [],
    recursive: Bool = false, pipeline: PipelineSettings = PipelineSettings(),
    display settings: DisplaySettings = DisplaySettings(), inbox: Inbox<AppEvent>? = nil,
    waitsForFirstPicture: Bool = false, timeline: StartupTimeline? = nil,
    report: @escaping (String) -> Void
  ) {
    self.window = window
    self.renderer = renderer
    self.report = report
    self.timeline = timeline
    let inbox = inbox ?? Inbox<AppEvent>(wake: EventQueue.wake)
    self.inbox = inbox
    stopSignal = pipeline.stop
    let windowSize = window.size
    pager = InfinitePager(
      viewport: Viewport(width: Double(windowSize.width), height: Double(windowSize.height)))
    let store = Self.makeStore(
      renderer: renderer, pipeline: pipeline, inbox: inbox, timeline: timeline, report: report)
    // The first picture shown first: the scan of the rest waits for it (when it is known).
    isWaitingForFirstPicture = waitsForFirstPicture
    isLiveStart = waitsForFirstPicture
    pictures = PictureFeed(
      catalog: catalog, scanning: roots, recursive: recursive, store: store, stop: stopSignal,
      startsScan: !waitsForFirstPicture || catalog.isEmpty,
      scanNews: { inbox.post(.scanProgressed) })
    let fonts = FontBook(fallback: AssetLocator.font(), report: report)
    painter = FramePainter(
      renderer: renderer, text: TextCache(renderer: renderer, fonts: fonts))
    displayPainter = DisplayPainter(
      renderer: renderer, text: painter.text, layouts: painter.layouts,
      face: fonts.face(named: settings.fontName))
    painter.slides.look = TextSlideLook(
      color: settings.textSlides.color, background: settings.textSlides.background,
      face: settings.textSlides.fontName.map(fonts.face(named:)) ?? displayPainter.face)
    display = OnScreenDisplay(settings: settings, now: 0)
    metadata = MetadataBook(stop: stopSignal) { inbox.post(.metadataRead) }
    zoom = ZoomController(pager: pager, pictures: pictures) { [painter] in painter.fit }
    pager.dataSource = self
    pager.delegate = self
    pager.displayScale = Self.displayScale(window: window, renderer: renderer)
  }

  /// The store, fed by `pipeline.queue` when the app started one, else by decode threads of its
  /// own that post to `inbox`.
  private static func makeStore(
    renderer: Renderer, pipeline: PipelineSettings, inbox: Inbox<AppEvent>,
    timeline: StartupTimeline?, report: @escaping (String) -> Void
  ) -> PictureStore {
    let reportFailure = { (item: CarouselItem, reason: String) in
      // One line whatever the name holds: newlines and escape sequences are written out.
      report("carousel: cannot show \(item.path): \(reason)".escapingControlCharacters)
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
    pager.reloadData(initialPage: initialItem, at: now)
    display.noteInput(at: now)  // the display shows at the start, then fades
    needsRedraw = true
    if isWaitingForFirstPicture { firstFrameDeadline = now + EventLoop.frameInterval(for: window) }
  }

  /// Asks for a frame.
  func markNeedsRedraw() { needsRedraw = true }

  /// Whether frames must keep coming (an animation runs), rather than waiting for input.
  package var isAnimating: Bool { pager.isAnimating || zoom.isMoving(at: lastUpdate) }

  /// The catalog shown.
  package var catalog: Catalog { pictures.catalog }

  /// Whether a picture on screen is still decoding (its page shows a spinner).
  package var isShowingLoading: Bool { pictures.isLoading(pager.visiblePages.map(\.index)) }

  /// The next time something will change without input (a slideshow step, the end of a
  /// trackpad gesture, the spinner's next turn, the display's fade or progress), or nil.
  package func nextDeadline(after now: Double) -> Double? {
    [
      pager.nextDeadline(after: now), gestures.nextDeadline, spinner.deadline, pointerDeadline,
      pictures.store.nextAnimationChange(),
      display.deadline,
      isHoldingFirstFrame ? firstFrameDeadline : nil,
    ]
    .compactMap { $0 }.min()
  }

  /// Whether nothing will change without more input: no animation runs and no gesture waits
  /// for a deadline (a slideshow's deadlines do not count).
  package var isIdle: Bool { !isAnimating && gestures.nextDeadline == nil }

  /// The pager position in pages (item k at rest is k).
  package var position: Double { pager.pagePosition }

  /// The item under the centre of the window, or nil when there are no pictures.
  package var currentItem: Int? { pager.currentIndex }

  /// Advances the pager's motion to `now`, takes the inbox's news and plans the decodes the
  /// pages need next.
  package func update(now: Double) {
    // A zoom that moved since the last update is drawn once more where it rests.
    let zoomWasMoving = zoom.isMoving(at: lastUpdate)
    lastUpdate = now
    relayoutIfSizeChanged()
    if gestures.fireDeadlines(now: now, pager: pager, zoom: zoom) { needsRedraw = true }
    let wasAnimating = isAnimating
    pager.update(now: now)
    if wasAnimating || isAnimating || zoomWasMoving { needsRedraw = true }
    updateZoom(now: now)
    takeInbox(now: now)
    updateShow(now: now)
    planZoomDetail(now: now)
    planPictures(now: now)
    advanceAnimations(now: now)
    updateDisplay(now: now)
  }
}
