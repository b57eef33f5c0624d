import InfinitePager
import PictureFiles
import PictureKit
import SDLKit
import ScrollPhysics
import SystemKit

/// The slideshow and its policy: the interval, the per-picture durations, what input does to
/// it, `--once`, the hold while a picture is zoomed, and the screensaver.
///
/// It drives the pager's auto-scroll timer (``InfinitePager`` keeps the deadlines, absolute, so
/// nothing drifts) and answers the pager's questions about it through the viewer. Main thread
/// only, owned by the ``Viewer``.
package final class Slideshow {
  private let pager: InfinitePager<PageView>
  private let pictures: PictureFeed
  private let reporter: Reporter
  /// Seconds between pictures (`--slideshow`; the S key uses it too).
  package var interval = PhysicsConstants.autoplayInterval
  /// How transitions are drawn.
  private(set) var transition = TransitionStyle.slide
  /// In a kiosk every input holds the slideshow, a tap included: someone is looking.
  private(set) var isKiosk = false
  /// `--once`: the show ends when every picture was shown for its interval.
  private var quitsAfterOnce = false
  /// Pictures shown for their whole interval (for `--once`).
  private var shownCount = 0
  /// Per-picture intervals: from the file list, else from sidecar files.
  private var durations = PictureDurations()
  /// Whether the zoom holds the slideshow (it paused it, and will resume it).
  private var isHeldByZoom = false
  /// Whether a clip the user paused holds the slideshow.
  private var isHeldByClip = false
  /// The longest a clip's slide lasts, in s (`--video-max`).
  private(set) var videoMaximum = SlideshowConstants.videoMaximum
  /// Whether a dwell on a clip not yet decoded waits for its length (headless runs and
  /// replays, on the virtual clock); live, it is the interval until the clip is known.
  var waitsForClips = true
  /// When the slideshow started with no picture to show yet, in s (a headless run or a replay,
  /// whose list comes after the start): the first picture's own interval counts from then.
  private var startedBeforePictures: Double?
  /// Whether the display is off: the screensaver is let go, whatever runs.
  private var isAsleep = false
  /// `--sync`: the picture the wall clock's grid shows is `--sync-offset` places on; nil: the
  /// deadlines count from the slideshow's start.
  private(set) var syncOffset: Int?
  /// The wall clock minus the loop's `now`, in s (the loop tells the viewer at each step).
  var wallOffset = 0.0
  /// Whether a synchronised slideshow still joins the grid's picture once the list is in.
  private var joinsWhenListed = false

  init(pager: InfinitePager<PageView>, pictures: PictureFeed, reporter: Reporter) {
    self.pager = pager
    self.pictures = pictures
    self.reporter = reporter
  }

  /// Whether the slideshow is on (it may be waiting out an interaction or a hidden window).
  var isRunning: Bool { pager.isAutoScrollEnabled }

  /// Takes the settings that may change while the carousel runs.
  func apply(_ settings: ShowSettings) {
    pager.autoScrollDirection = settings.direction.autoScrollDirection(for: pager.orientation)
    pager.autoScrollTransitionDuration = settings.transitionDuration
    pager.autoScrollPolicy = settings.resumeAfter.map { .resumeAfterIdle($0) } ?? .restart
    transition = settings.transition
    durations.listed = settings.listedDurations
    videoMaximum = settings.videoMaximum
  }

  /// Takes the settings that hold from the start to the end (`--once`, `--kiosk`, `--sync`
  /// with its offset, nil without).
  func begin(quitsAfterOnce: Bool, isKiosk: Bool, syncOffset: Int? = nil) {
    self.quitsAfterOnce = quitsAfterOnce
    self.isKiosk = isKiosk
    self.syncOffset = syncOffset
    joinsWhenListed = syncOffset != nil
  }

  /// With `--sync`, keeps the deadlines at `now` to the wall clock (`now + wallOffset`).
  ///
  /// A point every ``interval`` since the epoch, each showing the picture its number says
  /// among the list (docs/architecture.md, "Time"). Once the list is complete (`listIsFinal`),
  /// a slideshow that started joins the grid's picture at once, as a frame restarted among
  /// others must.
  func follow(at now: Double, listIsFinal: Bool) {
    guard let grid else { return }
    pager.setAutoScrollGrid(grid, at: now)
    guard joinsWhenListed, listIsFinal, isRunning else { return }
    joinsWhenListed = false
    pager.joinAutoScrollGrid(at: now)
  }

  /// The grid of `--sync`: the epoch at `-wallOffset` on the loop's scale, a point every
  /// ``interval``; nil without `--sync`.
  private var grid: AutoScrollGrid? {
    syncOffset.map { AutoScrollGrid(origin: -wallOffset, interval: interval, offset: $0) }
  }

  /// Starts or stops the slideshow at `now` (s), one picture every ``interval`` seconds.
  ///
  /// Input holds it and the next picture comes a full interval after the input, or as
  /// `--resume-after` says (docs/physics.md §10); a hidden window holds it. The screensaver may
  /// start only while no slideshow runs: a slideshow is something to watch.
  func set(_ on: Bool, at now: Double) {
    if on {
      pager.autoScrollInterval = interval
      if let grid { pager.setAutoScrollGrid(grid, at: now) }
      pager.startAutoScroll(at: now)
    } else {
      pager.stopAutoScroll()
    }
    startedBeforePictures = on && pager.currentIndex == nil ? now : nil
    SDL.setScreenSaverEnabled(isAsleep || !isRunning)
  }

  /// The display turned off or on: while it is off, the screensaver is no longer held off (the
  /// slideshow holds where it is; the pager's sleep holds it).
  func setAsleep(_ asleep: Bool) {
    isAsleep = asleep
    SDL.setScreenSaverEnabled(isAsleep || !isRunning)
  }

  /// Per update: once the first picture is under the centre of a slideshow that started before
  /// there was one, its first dwell becomes that picture's own, counted from the start (without
  /// this the first change came after the slideshow's interval in replays; live runs start
  /// with the first picture).
  func takeFirstPicture() {
    guard let start = startedBeforePictures, pager.currentIndex != nil else { return }
    startedBeforePictures = nil
    if isRunning { pager.startAutoScroll(at: start) }
  }

  /// A new interval from a reload: a changed one restarts the slideshow at it.
  func reloaded(interval new: Double?, at now: Double) {
    guard let new, new != interval else { return }
    interval = new
    set(true, at: now)
  }

  /// Input that starts no drag at `now` (a tap, a key, a button, the pointer).
  ///
  /// In a kiosk it holds the slideshow as a drag does, so a person looking at the screen is not
  /// interrupted. Elsewhere only drags, swipes, the wheel and paging keys count (the pager sees
  /// those itself).
  func noteInput(at now: Double) {
    guard isKiosk, isRunning else { return }
    pager.noteInteraction(at: now)
  }

  /// Holds the slideshow while a picture is zoomed (someone is looking closely;
  /// docs/physics.md §17), and lets it go on when the zoom is gone.
  func hold(whileZoomed isZoomed: Bool, at now: Double) {
    guard isZoomed != isHeldByZoom else { return }
    if isZoomed {
      guard isRunning, !pager.isAutoScrollPaused else { return }
      if !isHeldByClip { pager.pauseAutoScroll(at: now) }
    } else if !isHeldByClip {
      pager.resumeAutoScroll(at: now)
    }
    isHeldByZoom = isZoomed
  }

  /// Holds the slideshow while the user keeps the clip on screen paused (they stopped to look),
  /// and lets it go on, with the time that was left, when they play it or page away.
  func hold(whileClipPaused isPaused: Bool, at now: Double) {
    guard isPaused != isHeldByClip else { return }
    if isPaused {
      guard isRunning, !pager.isAutoScrollPaused else { return }
      if !isHeldByZoom { pager.pauseAutoScroll(at: now) }
    } else if !isHeldByZoom {
      pager.resumeAutoScroll(at: now)
    }
    isHeldByClip = isPaused
  }

  /// Whether the slide shown has at most ``SlideshowConstants/clipEndWait`` left at `now`
  /// (standing still while held): its clip, if it still plays, holds it then.
  func endsSoon(at now: Double) -> Bool {
    guard isRunning, let progress = pager.autoScrollProgress(at: now) else { return false }
    return progress.timeLeft <= SlideshowConstants.clipEndWait
  }

  /// `--once`: counts the page just shown for its interval, and says whether the show goes on
  /// from page `index`; false (every page was shown, or the carousel stops at its end) ends
  /// the show, and the viewer quits.
  func mayGoOn(from index: Int) -> Bool {
    guard quitsAfterOnce else { return true }
    shownCount += 1
    let count = pager.count  // pages: a pair is shown once, for one interval
    let last = pager.autoScrollDirection.step > 0 ? count - 1 : 0
    return shownCount < count && (pager.wrapsAround || index != last)
  }

  /// Pictures to decode beyond the `distance` prefetched on each side, on the side the
  /// slideshow goes: as many as it shows in ``SlideshowConstants/decodeLookAhead`` seconds,
  /// at most ``SlideshowConstants/decodeAheadLimit`` in all; none while it is off, or with
  /// `--prefetch 0` (no neighbour is wanted).
  func decodesAhead(beyond distance: Int) -> Int {
    guard isRunning, interval > 0, distance > 0 else { return 0 }
    let shown = Int((SlideshowConstants.decodeLookAhead / interval).rounded(.up))
    return max(0, min(shown, SlideshowConstants.decodeAheadLimit) - distance)
  }

  /// The dwell on item `index`: the picture's own interval or the slideshow's, but never less
  /// than one loop of its animation plus the transition that brings it in (its clock starts
  /// once the carousel rests), so an animation plays at least once; a clip's lasts the clip,
  /// at most ``videoMaximum``, plus the transition, and at least the interval.
  func dwell(onItem index: Int) -> Double? {
    let catalog = pictures.catalog
    guard catalog.items.indices.contains(index) else { return nil }
    let own = durations.interval(for: catalog[index], reporter: reporter)
    if let clip = clipLength(ofItem: index) {
      let shown = min(clip, videoMaximum) + pager.autoScrollTransitionDuration
      return max(own ?? pager.autoScrollInterval, shown)
    }
    guard let loop = pictures.animationDuration(ofItem: index) else { return own }
    return max(own ?? pager.autoScrollInterval, loop + pager.autoScrollTransitionDuration)
  }

  /// The length of item `index`'s clip, in s, when it is one whose first frame is decoded (waited
  /// for when ``waitsForClips``); nil for a picture, a clip that cannot be played, or one whose
  /// container does not say.
  private func clipLength(ofItem index: Int) -> Double? {
    let facts =
      waitsForClips ? pictures.clipFactsWaiting(forItem: index) : pictures.clipFacts(ofItem: index)
    return facts.flatMap { $0.duration > 0 ? $0.duration : nil }
  }
}
