import PictureFiles
import PictureKit

/// The first picture of a live start comes first (and `--start`'s, or the one a restarted kiosk
/// goes on from). Until a frame showing it (or its error page)
/// has been presented:
/// - the folder scan waits, when the first picture was known before it (the app seeds the
///   catalog with it), and when it was not, what the scan finds after its first batch waits;
/// - only the pages on screen are decoded (no neighbour is prefetched);
/// - neither the on-screen display nor the scan's status line is drawn (text: fonts to open);
/// - the first frame waits for the picture, up to ``LoopConstants/firstPictureWait``
///   (``firstFrameDeadline``), rather than draw a loading page that the picture would replace a
///   few frames later: nothing reaches the screen before the picture.
///
/// Commands from surfaces wait until the start is over: the picture shown and the folder's
/// list in, so that `status` counts every picture (``isStarting(scanToCome:)``). Main thread
/// only, owned by the ``Viewer``.
final class StartGate {
  /// The first picture's stages (`--timing`), marked as they are reached; nil in tests.
  let timeline: StartupTimeline?
  /// While the first picture is on its way to the screen in a live start.
  private(set) var isWaitingForFirstPicture: Bool
  /// Whether this start is live and not over yet.
  private var isLiveStart: Bool
  /// Until when the first frame waits for the first picture rather than show a spinner, in s.
  private var firstFrameDeadline: Double?
  /// `--start`, until the picture it names is in the catalog.
  var pendingStart: String?
  /// The picture a kiosk goes on from after a restart, until it is in the catalog.
  var pendingResume: ItemKey?

  /// What a presented frame meant for the start.
  struct Presented: Equatable {
    /// The wait for the first picture ended with this frame: the scan may start and the
    /// neighbours be planned.
    var endsWait = false
    /// This frame was the first to show a picture: the timeline's last stage is marked.
    var showsFirstPicture = false
  }

  /// - Parameter isLive: a live start, in which the first picture comes first.
  init(isLive: Bool, timeline: StartupTimeline?) {
    self.timeline = timeline
    isWaitingForFirstPicture = isLive
    isLiveStart = isLive
  }

  /// The carousel starts at `now`; its first frame may wait for the picture until
  /// `now + wait` (s).
  func begin(at now: Double, waitingUpTo wait: Double) {
    if isWaitingForFirstPicture { firstFrameDeadline = now + wait }
  }

  /// Whether a live start is under way: the first picture not shown yet, or the folder scan
  /// it held back not yet in the catalog (`scanToCome`).
  func isStarting(scanToCome: Bool) -> Bool {
    isLiveStart && (isWaitingForFirstPicture || scanToCome)
  }

  /// Ends the start once it is over.
  /// - Returns: whether it ended now (commands waiting for it may be answered).
  func finishIfOver(scanToCome: Bool) -> Bool {
    guard isLiveStart, !isStarting(scanToCome: scanToCome) else { return false }
    isLiveStart = false
    return true
  }

  /// The first frame's wait, while it lasts: its deadline, in s.
  var deadline: Double? { firstFrameDeadline }

  /// Whether the first frame waits at `now`: no frame presented yet, its deadline not passed,
  /// and the picture on screen (`showsLoading`) still decoding.
  func holdsFirstFrame(at now: Double, showsLoading: Bool) -> Bool {
    guard let firstFrameDeadline, now < firstFrameDeadline else { return false }
    return showsLoading
  }

  /// Whether pictures found by the scan may join the catalog now: not while the first picture
  /// is on its way, unless there is nothing to show yet (`isEmpty`).
  func mayTakeScanResults(isEmpty: Bool) -> Bool { !isWaitingForFirstPicture || isEmpty }

  /// A frame was presented showing `content`, the current item's (nil: no item, and
  /// `listIsFinal` says whether a scan may still add one): the first frame that shows the
  /// current item's picture or error page ends the wait, and the first that shows a picture
  /// marks the timeline's last stage.
  func didPresent(_ content: PictureContent?, listIsFinal: Bool) -> Presented {
    firstFrameDeadline = nil
    var presented = Presented()
    guard let content else {
      presented.endsWait = listIsFinal && endWait()
      return presented
    }
    if case .loading = content { return presented }
    if case .picture = content, let timeline, !timeline.hasReached(.firstPresent) {
      timeline.mark(.firstPresent)
      presented.showsFirstPicture = true
    }
    presented.endsWait = endWait()
    return presented
  }

  private func endWait() -> Bool {
    guard isWaitingForFirstPicture else { return false }
    isWaitingForFirstPicture = false
    return true
  }
}
