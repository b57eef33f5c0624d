import Foundation
import Gestures
import InfinitePager
import PictureKit
import SDLKit

// MARK: - The slideshow and kiosk options, the title, the pointer

extension Viewer {
  /// Sets the viewer up as `options` ask (their kiosk defaults already applied, see
  /// `Options.resolved`); call before ``start(initialItem:at:)``.
  ///
  /// - Parameter listedDurations: per-picture intervals from `--filelist`, by path.
  package func configure(_ options: Options, listedDurations: [FilePath: Double] = [:]) {
    pager.orientation = options.isVertical ? .vertical : .horizontal
    pager.wrapsAround = !options.stopsAtEnds
    pager.autoScrollDirection = options.direction.autoScrollDirection(for: pager.orientation)
    pager.autoScrollTransitionDuration =
      options.transition == .none ? 0 : options.transitionTime ?? SlideshowConstants.transitionTime
    if let idle = options.resumeAfter { pager.autoScrollPolicy = .resumeAfterIdle(idle) }
    painter.background = options.background
    painter.fit = options.fit
    pictures.order = PictureOrder(
      sort: options.sort, isReversed: options.isReversed,
      shuffleSeed: options.isShuffled
        ? UInt64(options.shuffleSeed ?? Int.random(in: SlideshowConstants.seeds)) : nil)
    keyMap = Self.keyMap(for: options)
    show.transition = options.transition
    show.quitsAfterOnce = options.quitsAfterOnce
    show.isKiosk = options.isKiosk
    show.pendingStart = options.startPicture
    show.durations.listed = Dictionary(
      listedDurations.map { (ItemKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    if options.isKiosk { setPointerVisible(false) }
  }

  /// The keys for `options`: the standard map; in a kiosk without the keys that quit, leave
  /// fullscreen or stop the slideshow; then the config file's `[keys]`; then a kiosk's exit
  /// chord.
  static func keyMap(for options: Options) -> KeyMap {
    var map = KeyMap.standard
    if options.isKiosk {
      for action in [Action.quit, .toggleFullscreen, .toggleSlideshow] {
        for chord in map.chords(for: action) { map.bind(chord, to: nil) }
        for button in map.buttons(for: action) { map.bind(button, to: nil) }
      }
    }
    for binding in options.keyBindings { map.bind(binding.chord, to: binding.action) }
    if options.isKiosk, let chord = options.exitChord { map.bind(chord, to: .quit) }
    return map
  }

  /// Whether the pointer is shown (a kiosk hides it when still).
  package var isPointerVisible: Bool { show.isPointerVisible }

  /// When the kiosk's pointer hides next, in s, or nil.
  var pointerDeadline: Double? { show.pointerHideDeadline }

  /// Per frame: the picture `--start` waits for, the pointer's deadline, the title.
  func updateShow(now: Double) {
    if show.pendingStart != nil { resolveStart(now: now) }
    if let deadline = show.pointerHideDeadline, deadline <= now {
      show.pointerHideDeadline = nil
      setPointerVisible(false)
    }
    updateTitle()
  }

  /// In a kiosk, a moving mouse shows the pointer until it has been still for
  /// ``SlideshowConstants/pointerHideDelay``.
  func notePointer(_ event: InputEvent, now: Double) {
    guard show.isKiosk else { return }
    switch event {
    case .mouseMotion(let motion) where !motion.isFromTouch: break
    case .mouseButton(let button) where !button.isFromTouch: break
    default: return
    }
    setPointerVisible(true)
    show.pointerHideDeadline = now + SlideshowConstants.pointerHideDelay
  }

  /// Whether `event` asks to quit: SDL's quit, or the window's close button (not in a kiosk).
  func isQuitRequest(_ event: InputEvent) -> Bool {
    switch event {
    case .quit: true
    case .window(.close): !show.isKiosk
    default: false
    }
  }

  /// `--once`: counts the picture just shown for its interval, and ends the show when every
  /// picture was (or the carousel stops at its end).
  func slideshowMayGoOn(from index: Int) -> Bool {
    guard show.quitsAfterOnce else { return true }
    show.shownCount += 1
    let last = pager.autoScrollDirection.step > 0 ? catalog.count - 1 : 0
    guard show.shownCount < catalog.count, pager.wrapsAround || index != last else {
      isRunning = false
      return false
    }
    return true
  }

  /// The slideshow interval of item `index`, if the picture has its own.
  func ownInterval(ofItem index: Int) -> Double? {
    guard catalog.items.indices.contains(index) else { return nil }
    return show.durations.interval(for: catalog[index], report: report)
  }

  /// "NAME (k / N) — Carousel", set when it changes.
  private func updateTitle() {
    var title = "Carousel"
    if let index = pager.currentIndex, index < catalog.count {
      let name = catalog[index].name.escapingControlCharacters
      title = "\(name) (\(index + 1) / \(catalog.count)) — Carousel"
    }
    guard title != show.title else { return }
    show.title = title
    window.title = title
  }

  private func setPointerVisible(_ visible: Bool) {
    show.isPointerVisible = visible
    Mouse.setCursorVisible(visible)
  }

  /// Jumps to the picture `--start` names once it is in the catalog; when the scan ended
  /// without it, says so once and stays.
  private func resolveStart(now: Double) {
    guard let wanted = show.pendingStart, !catalog.isEmpty else { return }
    if let index = StartPicture.index(of: wanted, in: catalog) {
      show.pendingStart = nil
      pager.reloadData(initialPage: index, at: now)
      if isSlideshowRunning { pager.startAutoScroll(at: now) }
      markNeedsRedraw()
    } else if !pictures.hasScanResultsToCome {
      show.pendingStart = nil
      report(
        ("carousel: option --start: no picture '\(wanted)' among the \(catalog.count) shown; "
          + "starting at the first").escapingControlCharacters)
    }
  }
}
