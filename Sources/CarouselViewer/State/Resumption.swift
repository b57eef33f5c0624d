import PictureFiles

/// Where a kiosk goes on after a restart: the picture after the one it showed last, in the
/// same order (``FrameState/next``), unless `--start` says otherwise.
enum Resumption {
  /// The picture to start at, from what the last run remembered; nil to start as usual (not a
  /// kiosk, `--start` given, nothing remembered, or that picture is gone, hidden, or not among
  /// the files and folders `roots` shows now, a folder's text file with `--no-text-slides`).
  static func picture(_ state: FrameState?, options: Options, roots: [FilePath]) -> FilePath? {
    guard options.isKiosk, options.startPicture == nil, let next = state?.next,
      state?.hidden.contains(next.absolute) != true || options.showsHidden,
      roots.contains(where: { next == $0 || next.isInside($0, directly: !options.isRecursive) }),
      !options.skipsTextSlides || roots.contains(next)
        || CarouselItem.Kind(fileName: next.displayName) != .text,
      FileStamp(of: next) != nil
    else { return nil }
    return next
  }
}
