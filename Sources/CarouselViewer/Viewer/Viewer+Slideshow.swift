import SDLKit

extension Viewer {
  /// Whether the slideshow is on (it may be waiting out an interaction or a hidden window).
  var isSlideshowRunning: Bool { pager.isAutoScrollEnabled }

  /// Starts or stops the slideshow at `now` (s), one picture every `slideshowInterval` seconds.
  ///
  /// Any input pauses it and the next picture comes a full interval after the input
  /// (docs/physics.md §10); a hidden window holds it. The screensaver may start only while no
  /// slideshow runs: a slideshow is something to watch.
  package func setSlideshow(_ on: Bool, at now: Double) {
    if on {
      pager.autoScrollInterval = slideshowInterval
      pager.startAutoScroll(at: now)
    } else {
      pager.stopAutoScroll()
    }
    SDL.setScreenSaverEnabled(!isSlideshowRunning)
  }
}
