import Control
import InfinitePager
import PictureFiles
import ReplayFormat
import SDLKit
import SystemKit

/// How the program around the viewer hears from it and serves it.
///
/// That is problems for stderr, the trace and the recorder, the first picture's moments, the
/// controllers' device files, and a reload's sources. The session (or a test) sets what it
/// needs; each is called on the main thread.
struct ViewerHooks {
  /// Told each problem worth telling the user (the process's reporter, or a test's).
  let reporter: Reporter
  /// Receives page changes, settles, taps and list changes as they happen (replay traces).
  var onPagerEvent: ((PagerEvent) -> Void)?
  /// Sees every input event before it is handled, with its unwrapped timestamp (s, nil for
  /// events without one) and its `now` (`--record`).
  var onInput: ((_ event: InputEvent, _ time: Double?, _ now: Double) -> Void)?
  /// Sees every command the viewer carries out, as a replay event, with its `now` (`--record`).
  var onCommand: ((_ event: ReplayEvent, _ now: Double) -> Void)?
  /// Told each change of the display's power or its reason, with the wall time (s from the
  /// epoch) (replay traces).
  var onDisplayChange: ((DisplayPower, DisplayReason, _ wall: Double) -> Void)?
  /// Called once, when the first picture (or its error page) of a live start is on screen.
  var onFirstPictureWaitEnded: (() -> Void)?
  /// Called once, after the first frame that shows a picture was presented.
  var onFirstPicturePresented: ((StartupTimeline) -> Void)?
  /// Told the device files of the open controllers whenever they change (the controller
  /// watcher).
  var onControllersChanged: (([String]) -> Void)?
  /// What a reload (SIGHUP, the `reload` command) at a time (s) reads again: the files and
  /// folders to show now (nil: a reload reads nothing).
  var reloadSources: ((_ now: Double) -> [FilePath])?
  /// The photo server's state for the status: what it is, when its mirror was last refreshed
  /// whole (s from the Unix epoch), why the last refresh failed; nil without a server.
  var sourceStatus: (() -> (source: String, lastSync: Double?, error: String?)?)?

  init(reporter: Reporter) {
    self.reporter = reporter
  }
}
