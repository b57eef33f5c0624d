/// Something the user can ask the viewer to do, whatever the input that asked for it: a key, a
/// media key, a game controller's or TV remote's button, a signal (USR1, USR2, HUP) or a line on
/// the control socket.
package enum Action: String, Equatable, Sendable, CaseIterable {
  case next
  case previous
  /// Item 0, the short way round, in one transition.
  case first
  /// The last item, the short way round, in one transition.
  case last
  /// Plays or pauses the clip on screen (from its start when it ended); elsewhere, as
  /// ``next``: Space pages through pictures and plays clips.
  case playPause = "play-pause"
  /// Moves the clip on screen 5 s on or back (``Action/seekStep``), as mpv's Right and Left;
  /// elsewhere, as ``next`` and ``previous`` (Shift+Right is Right without a clip).
  case seekForward = "seek-forward"
  case seekBackward = "seek-backward"
  /// Pauses the clip on screen and shows its next or previous frame (mpv's `.` and `,`, and
  /// its command names); elsewhere nothing.
  case frameStep = "frame-step"
  case frameBackStep = "frame-back-step"
  /// Turns clips' sound off or back on (mpv's `m`): the clip on screen and those after it.
  case toggleMute = "mute"
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
  /// Escape and a remote's Back: one step back (the info panel closes, else the zoom leaves,
  /// else fullscreen, else quit); a kiosk only leaves the zoom.
  case back
  /// Zooms in or out one step about the centre (docs/physics.md §17).
  case zoomIn = "zoom-in"
  case zoomOut = "zoom-out"
  /// Back to the whole picture.
  case zoomToFit = "zoom-fit"
  /// To 1:1 about the centre, or back to the fit when zoomed (a double tap's action).
  case toggleZoom = "toggle-zoom"
  /// Turns the picture shown a quarter clockwise or counter-clockwise for viewing, or flips it
  /// left to right or top to bottom; the file is never written.
  case rotateRight = "rotate-right"
  case rotateLeft = "rotate-left"
  case flipHorizontal = "flip-horizontal"
  case flipVertical = "flip-vertical"
  /// Asks, on screen, to move the picture shown to the Trash; Enter or a second Delete does it.
  case trash
  /// Puts the picture last moved to the Trash back.
  case undoTrash = "undo-trash"
  /// Shows the overview grid of every picture, or opens the picture selected in it.
  case toggleGrid = "grid"

  /// Whether a held key repeats the action (steps and zoom steps do; the pager's lead cap keeps a
  /// held key from running away, the zoom's limits a held +).
  ///
  /// Toggles and jumps happen once per press.
  package var repeats: Bool {
    [.next, .previous, .zoomIn, .zoomOut, .seekForward, .seekBackward, .frameStep, .frameBackStep]
      .contains(self)
  }

  /// How far ``seekForward`` and ``seekBackward`` move a clip, in s (mpv's arrow keys' 5 s).
  package static let seekStep = 5.0
}
