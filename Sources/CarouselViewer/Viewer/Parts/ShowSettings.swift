import Gestures
import PictureFiles

/// What the slideshow and kiosk options ask of a running carousel and a reload may change: the
/// wrap at the ends, the slideshow's direction, transition and resume rule, the background and
/// the backdrop, the fit, the keys, the file list's per-picture intervals, the `[actions]`, the
/// filters by date and `--show-hidden`.
///
/// Made once from the options (``init(_:listedDurations:)``), at the start and by every reload,
/// so both set the same things the same way.
struct ShowSettings {
  var wraps = true
  var direction = SlideDirection.next
  var transition = TransitionStyle.slide
  /// How long a slideshow transition takes, in s (0 for `--transition none`).
  var transitionDuration = SlideshowConstants.transitionTime
  /// Whether pictures move along their Ken Burns paths (`--motion kenburns`, not with
  /// `--transition none`: reduced motion).
  var movesPictures = false
  /// The longest a clip's slide lasts, in s (`--video-max`).
  var videoMaximum = SlideshowConstants.videoMaximum
  /// `--resume-after`, in s: nil resumes one interval after the input.
  var resumeAfter: Double?
  var background = Palette.background
  var backdrop = BackdropStyle.color
  var fit = PictureFit.contain
  var keyMap = KeyMap.standard
  /// The file list's per-picture intervals, in s.
  var listedDurations: [ItemKey: Double] = [:]
  /// `--show-hidden`.
  var showsHidden = false
  /// The filters by date.
  var filter = PictureFilter()
  /// The config file's `[actions]` by chord: none in a kiosk unless `--kiosk-actions`.
  var commands: [KeyMap.Chord: ActionCommand] = [:]

  init() {}

  /// The settings `options` give (their kiosk defaults already applied), with the file list's
  /// intervals by path.
  init(_ options: Options, listedDurations: [FilePath: Double]) {
    wraps = !options.stopsAtEnds
    direction = options.direction
    transition = options.transition
    transitionDuration =
      options.transition == .none ? 0 : options.transitionTime ?? SlideshowConstants.transitionTime
    resumeAfter = options.resumeAfter
    videoMaximum = options.videoMaximum ?? SlideshowConstants.videoMaximum
    movesPictures = options.motion == .kenburns && options.transition != .none
    background = options.background
    backdrop = options.backdrop ?? (options.isKiosk ? .blur : .color)
    fit = options.fit ?? (options.isKiosk ? .limited : .contain)
    keyMap = KeyMap(for: options)
    showsHidden = options.showsHidden
    filter.takenFrom = options.takenAfter
    filter.takenBefore = options.takenBefore
    filter.newerThan = options.newerThan
    filter.onThisDay = options.onThisDay
    self.listedDurations = Dictionary(
      listedDurations.map { (ItemKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    if !options.isKiosk || options.runsActionsInKiosk {
      commands = Dictionary(
        options.keyCommands.map { ($0.chord, $0.command) }, uniquingKeysWith: { $1 })
    }
  }
}
