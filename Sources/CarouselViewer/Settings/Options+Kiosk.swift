extension Options {
  /// The options with what `--kiosk` implies filled in.
  ///
  /// That is fullscreen (live), a slideshow every
  /// ``SlideshowConstants/kioskInterval`` unless `--slideshow` gives one, resumed
  /// ``SlideshowConstants/kioskResumeAfter`` after input unless `--resume-after` says
  /// otherwise. The keys and the pointer follow `isKiosk` in `Viewer.configure`.
  package var resolved: Options {
    guard isKiosk else { return self }
    var options = self
    if !isHeadless { options.isFullscreen = true }
    options.slideshowInterval = slideshowInterval ?? SlideshowConstants.kioskInterval
    options.resumeAfter = resumeAfter ?? SlideshowConstants.kioskResumeAfter
    // Live folders (--watch, issue 11b): a kiosk watches its folders. Once that option is in
    // the table, turn it on here: `options.<its field> = true`.
    return options
  }
}
