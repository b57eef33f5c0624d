extension Options {
  /// The options with what `--kiosk`, `--upload-dir` and a photo server imply filled in.
  ///
  /// A kiosk is fullscreen (live), a slideshow every ``SlideshowConstants/kioskInterval``
  /// unless `--slideshow` gives one, resumed ``SlideshowConstants/kioskResumeAfter`` after
  /// input unless `--resume-after` says otherwise, and live folders (`--watch`). The keys and
  /// the pointer follow `isKiosk` in `Viewer.configure`. An upload folder means live folders
  /// too, so that uploaded pictures appear, and so does a photo server (`--webdav`), so that
  /// its mirror's pictures appear as they arrive.
  package var resolved: Options {
    var options = self
    if uploadFolder != nil || hasPhotoSource { options.isWatching = true }
    guard isKiosk else { return options }
    if !isHeadless { options.isFullscreen = true }
    options.slideshowInterval = slideshowInterval ?? SlideshowConstants.kioskInterval
    options.resumeAfter = resumeAfter ?? SlideshowConstants.kioskResumeAfter
    options.isWatching = true  // a photo frame follows its folders
    return options
  }
}
