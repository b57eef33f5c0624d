import Control
import PictureKit

/// What the frame shows of the pictures found: not the hidden ones (the `hide` command; all of
/// them with `--show-hidden`).
///
/// It decides which pictures the feed admits (``PictureFeed/admits``) and when that must be
/// worked out again; the ``PicturePlanner`` applies it once the carousel rests, keeping the
/// picture shown in view. When nothing would be left to show, it shows every picture rather
/// than a black frame, and says so. Main thread only, owned by the ``PicturePlanner``.
final class Chooser {
  private let feed: PictureFeed
  /// The pictures hidden, shown again only with ``showsHidden``.
  private(set) var hidden = HiddenPictures()
  /// `--show-hidden`: hidden pictures are shown (and stay listed).
  private(set) var showsHidden = false
  /// Whether what the feed admits must be worked out again at the next rest.
  private(set) var isStale = false
  /// The picture left on screen although it is no longer admitted: it goes once the carousel
  /// has moved on.
  private var pinned: ItemKey?
  /// How much of the rule could be kept: everything, or a fallback that shows more.
  private(set) var level = Level.chosen

  /// What the feed admits, from the narrowest rule to the widest; the narrowest that leaves
  /// some picture to show is used.
  enum Level: Equatable {
    /// The pictures that are not hidden.
    case chosen
    /// Every picture, hidden ones included: every picture found is hidden.
    case everything
  }

  init(feed: PictureFeed) {
    self.feed = feed
  }

  /// Takes the hidden pictures and `--show-hidden` (the start, a reload).
  func configure(hidden: HiddenPictures? = nil, showsHidden: Bool) {
    if let hidden { self.hidden = hidden }
    if showsHidden != self.showsHidden || hidden != nil { isStale = true }
    self.showsHidden = showsHidden
  }

  /// Hides the picture at `path` from the frame; it leaves the carousel at the next rest
  /// (the next picture shows).
  func hide(_ path: FilePath) {
    if hidden.insert(path), !showsHidden { isStale = true }
  }

  /// Shows the hidden picture `name` names (file name or path) again, at its place.
  /// - Returns: its path, or a failure naming `name` when no hidden picture has it.
  func unhide(named name: String) -> Result<FilePath, ControlError> {
    guard let path = hidden.remove(named: name) else {
      return .failure(ControlError("no hidden picture named '\(name)'"))
    }
    if !showsHidden { isStale = true }
    return .success(path)
  }

  /// The pictures found changed (a scan's batch, live folders, a reload): whether some are
  /// admitted may have changed too.
  func libraryChanged() {
    if level != .chosen || feed.catalog.isEmpty { isStale = true }
  }

  /// The carousel settled on the item with `key`: a picture pinned on screen can go.
  func settled(on key: ItemKey?) {
    if let pinned, pinned != key { isStale = true }
  }

  /// Whether filters choose the pictures, and whether any picture passed them.
  var filterState: FilterState { .off }

  /// One line for the screen while a fallback shows more than was asked for, else nil.
  var notice: String? {
    switch level {
    case .chosen: nil
    case .everything: "Every picture is hidden: showing them all"
    }
  }

  /// Sets what the feed admits now, for a reselection with the item `current` on screen.
  /// - Returns: the item to leave on screen although it is not admitted (never a hidden one).
  func prepareReselection(current: CarouselItem?) -> ItemKey? {
    isStale = false
    let visible = visibility
    level = feed.libraryContains { visible($0.path) } ? .chosen : .everything
    let admits: (FilePath) -> Bool = level == .chosen ? visible : { _ in true }
    feed.admits = admits
    pinned = current.flatMap { admits($0.path) || hidden.contains($0.path) ? nil : $0.key }
    return pinned
  }

  /// Whether a picture is shown as far as hiding goes.
  private var visibility: (FilePath) -> Bool {
    guard !showsHidden, !hidden.isEmpty else { return { _ in true } }
    let hidden = hidden
    return { !hidden.contains($0) }
  }
}
