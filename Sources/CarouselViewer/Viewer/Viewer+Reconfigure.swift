import PictureKit

// MARK: - A reload's settings

extension Viewer {
  /// Takes the settings a reload read again (SIGHUP, `reload`) at `now` (s) that can change
  /// while the carousel runs.
  ///
  /// Those are the slideshow's interval (a new one restarts the slideshow at it), direction,
  /// transition and resume delay, the wrap at the ends, the background, the fit, the keys and
  /// the file list's per-picture intervals. The window, the display, the order of the pictures,
  /// kiosk mode and the control socket keep what they started with.
  package func reconfigure(
    _ options: Options, listedDurations: [FilePath: Double], at now: Double
  ) {
    pager.wrapsAround = !options.stopsAtEnds
    pager.autoScrollDirection = options.direction.autoScrollDirection(for: pager.orientation)
    pager.autoScrollTransitionDuration =
      options.transition == .none ? 0 : options.transitionTime ?? SlideshowConstants.transitionTime
    pager.autoScrollPolicy = options.resumeAfter.map { .resumeAfterIdle($0) } ?? .restart
    painter.background = options.background
    painter.fit = options.fit
    keyMap = Self.keyMap(for: options)
    show.transition = options.transition
    show.durations.listed = Dictionary(
      listedDurations.map { (ItemKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    if let interval = options.slideshowInterval, interval != slideshowInterval {
      slideshowInterval = interval
      setSlideshow(true, at: now)
    }
    markNeedsRedraw()
  }
}
