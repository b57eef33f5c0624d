import FoundationEssentials
import Gestures
import InfinitePager
import PictureFiles
import SystemKit

// MARK: - The options at the start, and what a reload changes

extension Viewer {
  /// Sets the viewer up as `options` ask (their kiosk defaults already applied, see
  /// `Options.resolved`); call before ``start(initialItem:at:)``.
  ///
  /// - Parameter listedDurations: per-picture intervals from `--filelist`, by path.
  package func configure(_ options: Options, listedDurations: [FilePath: Double] = [:]) {
    pager.orientation = options.isVertical ? .vertical : .horizontal
    // Frames kept together shuffle alike: the same seed when none is given.
    let seed =
      options.shuffleSeed
      ?? (options.isSynced
        ? SlideshowConstants.syncShuffleSeed : Int.random(in: SlideshowConstants.seeds))
    pictures.order = PictureOrder(
      sort: options.sort, isReversed: options.isReversed,
      shuffleSeed: options.isShuffled ? UInt64(seed) : nil, weight: options.shuffleWeight)
    planner.rememberSeed(pictures.order.shuffleSeed)
    if let weight = pictures.order.weight, let seed = pictures.order.shuffleSeed {
      pictures.round = planner.makeRound(weight: weight, seed: seed) { [unowned self] in
        power.wall(at: lastUpdate)
      }
    }
    slideshow.begin(
      quitsAfterOnce: options.quitsAfterOnce, isKiosk: options.isKiosk,
      syncOffset: options.isSynced ? options.syncOffset ?? 0 : nil)
    gate.pendingStart = options.startPicture
    if options.isKiosk { stage.beginKiosk() }
    if options.pairsPictures {
      let inbox = desk.inbox
      planner.beginPairing { inbox.post(.shapesRead) }
    }
    apply(ShowSettings(options, listedDurations: listedDurations))
    configurePower(options)
  }

  /// Takes what a reload read again (SIGHUP, `reload`) at `now` (s) and may change.
  ///
  /// That is the settings that can change while the carousel runs (``ShowSettings``), the
  /// slideshow's interval (a new one restarts the slideshow at it) and the `--awake` schedule
  /// with `--wake-for`. The window, the display,
  /// the order of the pictures, kiosk mode and the surfaces keep what they started with.
  package func reconfigure(
    _ options: Options, listedDurations: [FilePath: Double], at now: Double
  ) {
    apply(ShowSettings(options, listedDurations: listedDurations))
    slideshow.reloaded(interval: options.slideshowInterval, at: now)
    configurePower(options)
    markNeedsRedraw()
  }

  /// Starts or stops the slideshow at `now` (s) (see ``Slideshow/set(_:at:)``).
  package func setSlideshow(_ on: Bool, at now: Double) {
    slideshow.set(on, at: now)
  }

  /// Whether the slideshow is on.
  package var isSlideshowRunning: Bool { slideshow.isRunning }

  /// Whether the pointer is shown (a kiosk hides it when still).
  package var isPointerVisible: Bool { stage.isPointerVisible }

  /// Per frame: the picture `--start` waits for, the kiosk's pointer, the title.
  func updateShow(now: Double) {
    resolvePendingStart(now: now)
    slideshow.takeFirstPicture()
    dropStaleConfirmation()
    stage.hidePointerIfDue(at: now)
    stage.setTitle(title)
  }

  /// The schedule, in the local time zone (`TZ`, else the system's), and `--wake-for`.
  private func configurePower(_ options: Options) {
    power.configure(
      schedule: options.awake, zone: LocalZone.system,
      wakeFor: options.wakeFor ?? PowerConstants.wakeFor)
  }

  private func apply(_ settings: ShowSettings) {
    pager.wrapsAround = settings.wraps
    stage.painter.background = settings.background
    stage.painter.backdropStyle = settings.backdrop
    zoom.kenBurns.isEnabled = settings.movesPictures
    stage.painter.fit = settings.fit
    input.keyMap = settings.keyMap
    files.commands = settings.commands
    slideshow.apply(settings)
    planner.choose(filter: settings.filter, showsHidden: settings.showsHidden)
  }

  /// "NAME (k / N) — Carousel", k and N counting pages ("A · B" for a pair).
  private var title: String {
    guard let page = pager.currentIndex else { return "Carousel" }
    let items = planner.items(onPage: page).filter { $0 < catalog.count }
    guard !items.isEmpty else { return "Carousel" }
    let name = items.map { catalog[$0].name }.joined(separator: " · ").escapingControlCharacters
    return "\(name) (\(page + 1) / \(planner.pageCount)) — Carousel"
  }

  /// Jumps to the picture `--start` names, or the one a restarted kiosk goes on from, once it
  /// is in the catalog.
  func resolvePendingStart(now: Double) {
    if gate.pendingStart != nil { resolveStart(now: now) }
    if gate.pendingResume != nil { resolveResume(now: now) }
  }

  /// Jumps to the picture a restarted kiosk goes on from once it is in the catalog; when the
  /// scan ended without it (gone, or filtered out), starts as usual.
  private func resolveResume(now: Double) {
    guard let wanted = gate.pendingResume, !catalog.isEmpty else { return }
    if let index = catalog.index(of: wanted) {
      gate.pendingResume = nil
      pager.reloadData(initialPage: index, at: now)
      if isSlideshowRunning { pager.startAutoScroll(at: now) }
      markNeedsRedraw()
    } else if !pictures.hasScanResultsToCome {
      gate.pendingResume = nil
    }
  }

  /// Jumps to the picture `--start` names once it is in the catalog; when the scan ended
  /// without it, says so once and stays.
  private func resolveStart(now: Double) {
    guard let wanted = gate.pendingStart, !catalog.isEmpty else { return }
    if let index = StartPicture.index(of: wanted, in: catalog) {
      gate.pendingStart = nil
      pager.reloadData(initialPage: planner.page(ofItem: index), at: now)
      if isSlideshowRunning { pager.startAutoScroll(at: now) }
      markNeedsRedraw()
    } else if !pictures.hasScanResultsToCome {
      gate.pendingStart = nil
      hooks.reporter.warning(
        ("option --start: no picture '\(wanted)' among the \(catalog.count) shown; "
          + "starting at the first").escapingControlCharacters)
    }
  }
}
