/// Something the user can ask the viewer to do, whatever the input that asked for it: a key, a
/// signal (USR1, USR2, HUP) or a line on the control socket.
package enum Action: String, Equatable, Sendable, CaseIterable {
  case next
  case previous
  /// Item 0, the short way round, in one transition.
  case first
  /// The last item, the short way round, in one transition.
  case last
  case toggleFullscreen = "toggle-fullscreen"
  /// Starts the slideshow, or stops it when it runs.
  case toggleSlideshow = "toggle-slideshow"
  /// Shows or hides the info panel (name, size, camera, exposure, ...).
  case toggleInfo = "toggle-info"
  /// Shows or hides the list of controls.
  case toggleHelp = "toggle-help"
  /// Starts the slideshow; nothing when it runs.
  case playSlideshow = "play"
  /// Stops the slideshow; nothing when it is stopped.
  case pauseSlideshow = "pause"
  /// Reads the files and folders shown again, and the settings (what SIGHUP does): new
  /// pictures appear, gone ones go, changed ones are decoded again.
  case reload
  case quit

  /// Whether a held key repeats the action (steps do; the pager's lead cap keeps a held key from
  /// running away).
  ///
  /// Toggles and jumps happen once per press.
  package var repeats: Bool { self == .next || self == .previous }
}
