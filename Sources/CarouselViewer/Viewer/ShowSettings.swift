import PictureKit

/// How the viewer runs the show: what the slideshow and kiosk options asked for, and the little
/// state they keep (pictures shown by `--once`, the picture `--start` waits for, the pointer's
/// hiding deadline, the title last set).
///
/// Main thread only, held by the ``Viewer``.
struct ShowSettings {
  /// How slideshow transitions are drawn.
  var transition = TransitionStyle.slide
  /// `--once`: quit when every picture was shown for its interval.
  var quitsAfterOnce = false
  /// Pictures the slideshow has shown for their whole interval (for `--once`).
  var shownCount = 0
  /// A kiosk: the close button and SDL's quit do nothing, the pointer hides when still.
  var isKiosk = false
  /// When the pointer hides, in s: set while it is shown in a kiosk, nil otherwise.
  var pointerHideDeadline: Double?
  /// Whether the pointer is shown.
  var isPointerVisible = true
  /// `--start`, until the picture it names is in the catalog.
  var pendingStart: String?
  /// Per-picture slideshow intervals: from the file list, else from sidecar files.
  var durations = PictureDurations()
  /// The window title last set, so it is set only when it changes.
  var title = ""
}
