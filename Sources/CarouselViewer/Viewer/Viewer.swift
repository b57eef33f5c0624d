import Gestures
import InfinitePager
import PictureKit
import ReplayFormat
import SDLKit
import ScrollPhysics

/// The running carousel: window, pager, pictures and drawing, driven by the event loop.
///
/// The viewer never reads the clock: every call receives `now` in seconds. Main thread only.
package final class Viewer {
  let window: Window
  let renderer: Renderer
  private var list: PictureList { pictures.list }
  let pager: InfinitePager<PageView>
  /// The pictures: list, decoding, texture cache and prefetch (ImagePipeline/).
  package let pictures: PictureFeed
  private let painter: FramePainter
  /// False once the user asked to quit.
  private(set) var isRunning = true
  /// True when something changed since the last frame was drawn.
  private(set) var needsRedraw = true
  /// Touch, mouse, wheel and trackpad gestures (Input/).
  private var gestures = InputGestures()
  private var isMouseCaptured = false
  /// The window size and drawable size the pages were last laid out for.
  private var laidOutSizes: [Size] = []
  /// Seconds between slideshow pictures (`--slideshow`; the S key uses it too).
  package var slideshowInterval = PhysicsConstants.autoplayInterval
  /// Receives page changes, settles and taps as they happen (replay traces).
  var onPagerEvent: ((PagerEvent) -> Void)?
  /// Sees every input event before it is handled, with its unwrapped timestamp (s, nil for
  /// events without one) and its `now` (`--record`).
  var onInput: ((_ event: InputEvent, _ time: Double?, _ now: Double) -> Void)?
  /// Unwraps SDL's 32-bit millisecond timestamps, once for the gestures and the recorder.
  private var eventClock = EventClock()

  /// Asks for a frame (for extensions in other files).
  func markNeedsRedraw() { needsRedraw = true }

  /// - Parameter report: receives one line per problem worth telling the user (stderr).
  package init(
    window: Window, renderer: Renderer, list: PictureList,
    pipeline: PipelineSettings = PipelineSettings(), report: @escaping (String) -> Void
  ) {
    self.window = window
    self.renderer = renderer
    let windowSize = window.size
    pager = InfinitePager(
      viewport: Viewport(width: Double(windowSize.width), height: Double(windowSize.height)))
    let store = PictureStore(
      renderer: renderer, box: renderer.outputSize, decoder: pipeline.makeDecoder(),
      configuration: pipeline.storeConfiguration, notify: { EventQueue.wake() },
      report: { path, reason in
        // One line whatever the name holds: newlines and escape sequences are written out.
        report("carousel: cannot show \(path): \(reason)".escapingControlCharacters)
      })
    pictures = PictureFeed(list: list, store: store) { EventQueue.wake() }
    painter = FramePainter(
      renderer: renderer, text: TextCache(renderer: renderer, fontPath: AssetLocator.font()))
    pager.dataSource = self
    pager.delegate = self
    pager.displayScale = Self.displayScale(window: window, renderer: renderer)
  }

  /// Loads the pages and shows item `initialItem`.
  package func start(initialItem: Int = 0, at now: Double) {
    pager.reloadData(initialPage: initialItem, at: now)
    needsRedraw = true
  }

  /// Whether frames must keep coming (an animation runs), rather than waiting for input.
  var isAnimating: Bool { pager.isAnimating }

  /// Whether a picture on screen is still decoding (its page shows a spinner).
  package var isShowingLoading: Bool { pictures.isLoading(pager.visiblePages.map(\.index)) }

  /// The next time something will change without input (a slideshow step, the end of a
  /// trackpad gesture, the spinner's next turn), or nil.
  func nextDeadline(after now: Double) -> Double? {
    let deadlines = [
      pager.nextDeadline(after: now), gestures.nextDeadline, pictures.nextSpinnerDeadline,
    ]
    return deadlines.compactMap { $0 }.min()
  }

  /// Whether nothing will change without more input: no animation runs and no gesture waits
  /// for a deadline (a slideshow's deadlines do not count).
  var isIdle: Bool { !pager.isAnimating && gestures.nextDeadline == nil }

  /// The pager position in pages (item k at rest is k).
  var position: Double { pager.pagePosition }

  /// The item under the centre of the window, or nil when there are no pictures.
  var currentItem: Int? { pager.currentIndex }

  /// Reacts to one input event.
  func handle(_ event: InputEvent, now: Double) {
    let time = event.timestamp.map { eventClock.seconds(for: $0, now: now) }
    onInput?(event, time, now)
    if gestures.handle(event, time: time, now: now, pager: pager) { needsRedraw = true }
    applyMouseCapture()
    switch event {
    case .quit: isRunning = false
    case .key(let key):
      KeyMap.action(for: key, orientation: pager.orientation).map { perform($0, now: now) }
    case .window(.resized), .window(.exposed): relayout()
    case .window(.shown), .window(.restored):
      pager.setHidden(false, at: now)
      relayout()
    case .window(.hidden), .window(.minimized):
      cancelGestures(now: now)
      pager.setHidden(true, at: now)
    case .window(.focusLost): cancelGestures(now: now)
    case .window(.close): isRunning = false
    case .wake: takePictureNews(now: now)
    default: break
    }
  }

  /// Carries out an action.
  func perform(_ action: Action, now: Double) {
    switch action {
    case .next: pager.step(1, at: now)
    case .previous: pager.step(-1, at: now)
    case .first: pager.scrollToFirstPage(at: now)
    case .last: pager.scrollToLastPage(at: now)
    case .toggleFullscreen: try? window.setFullscreen(!window.isFullscreen)
    case .toggleSlideshow: setSlideshow(!isSlideshowRunning, at: now)
    case .quit: isRunning = false
    }
    needsRedraw = true
  }

  /// Advances the pager's motion to `now` and lets go of pictures far from the current one.
  package func update(now: Double) {
    relayoutIfSizeChanged()
    if gestures.fireDeadlines(now: now, pager: pager) { needsRedraw = true }
    let wasAnimating = pager.isAnimating
    pager.update(now: now)
    if wasAnimating || pager.isAnimating { needsRedraw = true }
    takePictureNews(now: now)
  }

  /// Draws the current state into the renderer (the caller presents it).
  package func draw() throws(SDLError) {
    let output = renderer.outputSize
    painter.spinnerTime = pictures.lastNow
    let scale = Double(output.width) / Double(max(window.size.width, 1))
    let pages = pager.visiblePages.map { visible in
      PageDrawing(
        content: pictures.content(forItem: visible.index),
        name: list.items[visible.index].name,
        frame: Rect(
          x: visible.x * scale, y: visible.y * scale, width: Double(output.width),
          height: Double(output.height)))
    }
    let fullFrame = Rect(x: 0, y: 0, width: Double(output.width), height: Double(output.height))
    if list.items.isEmpty {
      try painter.paintMessage(["No pictures to show"], in: fullFrame)
    } else {
      try painter.paint(pages, atRest: !pager.isAnimating)
    }
    if let status = pictures.statusLine { try painter.paintStatus(status, in: fullFrame) }
    needsRedraw = false
  }

  /// Abandons every gesture (focus lost, hidden): a drag springs back to the nearest page.
  private func cancelGestures(now: Double) {
    if gestures.cancel(now: now, pager: pager) { needsRedraw = true }
    applyMouseCapture()
  }

  /// Captures the mouse while a left-button drag lasts (docs/physics.md §3), releases it after.
  private func applyMouseCapture() {
    guard gestures.capturesMouse != isMouseCaptured else { return }
    isMouseCaptured = gestures.capturesMouse
    Mouse.setCaptured(isMouseCaptured)
  }

  /// Lays out again when the window or its drawable changed size without a resize event, as
  /// some window systems do when going fullscreen.
  private func relayoutIfSizeChanged() {
    if laidOutSizes != [window.size, renderer.outputSize] { relayout() }
  }

  private func relayout() {
    laidOutSizes = [window.size, renderer.outputSize]
    let size = window.size
    pager.resize(to: Viewport(width: Double(size.width), height: Double(size.height)))
    pager.displayScale = Self.displayScale(window: window, renderer: renderer)
    pictures.store.box = renderer.outputSize
    needsRedraw = true
  }
}

extension Viewer: InfinitePagerDataSource {
  package func numberOfPages(in pager: InfinitePager<PageView>) -> Int {
    list.items.count
  }

  package func pager(_ pager: InfinitePager<PageView>, pageAt index: Int) -> PageView {
    let page = pager.dequeueReusablePage() ?? PageView()
    page.configure(item: index)
    return page
  }

  package func pager(_ pager: InfinitePager<PageView>, keyForPageAt index: Int) -> AnyHashable? {
    list.items[index].picturePath
  }
}
