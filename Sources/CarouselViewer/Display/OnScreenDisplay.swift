import InfinitePager

/// The on-screen display's state: whether it shows (auto-hide), the panels open, and when it
/// next needs a frame.
///
/// A value on explicit time. It asks for frames through ``needsFrame(at:progress:)`` and
/// ``deadline`` (the fade's start, its frames, the progress bar's steps), never timers: while
/// it is hidden it has no deadline and asks for nothing.
struct OnScreenDisplay {
  let settings: DisplaySettings
  private(set) var visibility: DisplayVisibility
  /// The info panel (I).
  private(set) var isInfoShown = false
  /// The help (? or F1).
  private(set) var isHelpShown = false
  /// Whether a mouse button is held: motion then is a press that may become a tap, not a
  /// reason to show the display.
  var isPointerPressed = false
  /// When the display next needs a frame without input, in s.
  private(set) var deadline: Double?
  /// The opacity of the fading parts in the last frame asked for.
  private var drawnOpacity: Double

  init(settings: DisplaySettings, now: Double) {
    self.settings = settings
    visibility = DisplayVisibility(autoHides: settings.autoHides, shownAt: now)
    drawnOpacity = -1
  }

  /// Whether the fading parts have anything to show at all.
  var hasFadingParts: Bool {
    settings.indicator != .none || settings.caption != .none || settings.showsProgress
  }

  /// How opaque the fading parts are at `now`: 0 when there are none.
  func opacity(at now: Double) -> Double {
    hasFadingParts ? visibility.opacity(at: now) : 0
  }

  /// Input came at `now`: the display shows again for its full time.
  mutating func noteInput(at now: Double) {
    visibility.reveal(at: now)
  }

  /// A tap at `now`: closes the help when it is open, else shows or hides the display (not in a
  /// kiosk, whose display stays as configured).
  mutating func tap(at now: Double) {
    if isHelpShown {
      isHelpShown = false
    } else if settings.autoHides {
      visibility.toggle(at: now)
    }
  }

  /// Opens or closes the info panel (never in a kiosk).
  mutating func toggleInfo() {
    isInfoShown = settings.allowsPanels && !isInfoShown
  }

  /// Opens or closes the help (never in a kiosk).
  mutating func toggleHelp() {
    isHelpShown = settings.allowsPanels && !isHelpShown
  }

  /// Closes the help: any key does while it is open.
  mutating func closeHelp() {
    isHelpShown = false
  }

  /// Closes the info panel (Escape's first step back).
  /// - Returns: whether it was open.
  mutating func closeInfo() -> Bool {
    defer { isInfoShown = false }
    return isInfoShown
  }

  /// Whether the display needs a frame at `now` (it began or went on fading, or the progress
  /// bar moved), updating ``deadline``.
  mutating func needsFrame(at now: Double, progress: AutoScrollProgress?) -> Bool {
    let opacity = opacity(at: now)
    let isDue = deadline.map { now >= $0 } ?? false
    var interval: Double?
    if hasFadingParts, visibility.isFading(at: now) {
      interval = DisplayConstants.fadeFrameInterval
    }
    if opacity > 0, showsProgress(progress) {
      interval = min(interval ?? .infinity, DisplayConstants.progressFrameInterval)
    }
    if let interval {
      // Moving: one frame per interval, however often the loop wakes.
      let needs = isDue || deadline == nil
      if needs {
        deadline = now + interval
        drawnOpacity = opacity
      }
      return needs
    }
    deadline = hasFadingParts ? visibility.nextChange(after: now) : nil
    let needs = isDue || opacity != drawnOpacity
    drawnOpacity = opacity
    return needs
  }

  /// Whether `progress` is drawn: the slideshow runs and counts down, and the display may show
  /// it.
  func showsProgress(_ progress: AutoScrollProgress?) -> Bool {
    guard settings.showsProgress, let progress else { return false }
    return !progress.isPaused
  }
}
