extension Options {
  /// The options with what `--kiosk` implies filled in.
  ///
  /// That is fullscreen (live), a slideshow every ``SlideshowConstants/kioskInterval`` unless
  /// `--slideshow` gives one, resumed ``SlideshowConstants/kioskResumeAfter`` after input
  /// unless `--resume-after` says otherwise, and live folders (`--watch`). The keys and the
  /// pointer follow `isKiosk` in `Viewer.configure`.
  package var resolved: Options {
    guard isKiosk else { return self }
    var options = self
    if !isHeadless { options.isFullscreen = true }
    options.slideshowInterval = slideshowInterval ?? SlideshowConstants.kioskInterval
    options.resumeAfter = resumeAfter ?? SlideshowConstants.kioskResumeAfter
    options.isWatching = true  // a photo frame follows its folders
    return options
  }
}
