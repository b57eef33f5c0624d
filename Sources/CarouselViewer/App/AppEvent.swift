/// Something that happened away from the window, for the main thread to act on: what the app's
/// ``Inbox`` carries.
///
/// Each case names the news, not its data: the main thread takes the data from its owner
/// (decoded pictures from the store, scan results from the scan), so an event posted twice
/// costs one look.
package enum AppEvent: Hashable, Sendable {
  /// A decode worker finished a picture (or failed on one): upload and redraw.
  case decodeFinished
  /// The folder scan found more pictures, or ended.
  case scanProgressed
  /// The metadata of items the display shows were read (captions, the info panel).
  case metadataRead
  /// A game controller has input, or one was plugged in or out (see ``ControllerWatcher``):
  /// SDL reads the controllers.
  case controllerActivity
  /// The folder watcher saw pictures change (live folders, ``FolderWatcher``).
  case foldersChanged
  /// The picture index dated more pictures (``PictureIndex``).
  case indexed
  /// A surface sent commands to the ``ControlCenter`` (a signal, the control socket, a remote
  /// surface).
  case commandsReceived
  /// Pictures' shapes were read (`--pairs`, ``PageBook``): the pages may pair differently.
  case shapesRead
  /// The overlay file's lines changed (`--overlay-file`, ``TextFileWatcher``).
  case overlayFileChanged
  /// The calendars were read (`--calendar`, ``CalendarFeeds``).
  case calendarRead
  /// The weather was read (`--weather`, ``WeatherFeed``).
  case weatherRead
  /// The system clock was set (``ClockStepWatch``): the loop reads the wall clock again, and
  /// the display's schedule follows it.
  case clockStepped
  /// A clip the carousel rests on was opened, or could not be (``ClipPlayer``): it plays.
  case clipOpened
  /// The photo server's mirror was refreshed, or a refresh failed (``SourceRunner``): the
  /// status says so.
  case sourceRefreshed
  /// A command of the config file's `[actions]` failed (``FileDesk``): its line is said.
  case actionFailed
}
