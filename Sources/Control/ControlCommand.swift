/// What every surface can ask of a running Carousel: the control socket and `--send`, signals,
/// a replay's "control" records, and the remote surfaces (docs/architecture.md, "How to add a
/// surface").
///
/// A command is parsed once where it arrives, from a line (``init(line:)``) or a JSON object
/// (``init(json:)``), and the app answers it in one place with a ``ControlReply``.
package enum ControlCommand: Equatable, Sendable {
  case next
  case previous
  /// Shows a picture: by number (1 is the first, -1 the last) or by file name or path.
  case goto(Target)
  /// Stops the slideshow, and pauses the clip on screen.
  case pause
  /// Starts the slideshow, and plays the clip on screen.
  case play
  /// Moves the clip on screen (issue 36).
  case seek(SeekTarget)
  /// Turns clips' sound off, or on (issue 36): the clip on screen and those after it.
  case mute
  case unmute
  /// Sets clips' loudness, in percent of their own (0 to 100).
  case volume(Int)
  /// Reads the files, folders and settings again (as SIGHUP does).
  case reload
  /// Turns the display off or on until the next boundary of the `--awake` schedule, or hands
  /// it back to the schedule (`auto`).
  case display(DisplayRequest)
  /// Answers with the ``Status``.
  case status
  /// Brings the window to the front, where the window manager lets a program do so (MPRIS's
  /// Raise).
  case raise
  /// Hides the picture shown from the frame: listed in the state file, never changed or
  /// deleted on disk (`--show-hidden` shows hidden pictures again).
  case hide
  /// Shows a hidden picture again, named by its file name or its whole path.
  case unhide(String)
  case quit

  /// Where `seek` goes: `SECONDS` after the clip's first frame, or `+SECONDS` / `-SECONDS`
  /// from where it is.
  package enum SeekTarget: Equatable, Sendable {
    case to(Double)
    case by(Double)
  }

  /// Where `goto` goes.
  package enum Target: Equatable, Sendable {
    /// A picture number: 1 is the first, -1 the last; never 0.
    case number(Int)
    /// A file name (the last path component) or the whole path as shown.
    case name(String)
  }

  /// The words of the commands that take nothing after them, with their commands.
  static let simple: [(word: String, command: ControlCommand)] = [
    ("next", .next), ("previous", .previous), ("pause", .pause), ("play", .play),
    ("reload", .reload), ("status", .status), ("raise", .raise), ("hide", .hide),
    ("mute", .mute), ("unmute", .unmute), ("quit", .quit),
  ]

  /// The commands as people type them, for messages and help.
  package static let synopsis =
    "next, previous, goto N|NAME, pause, play, seek [+|-]SECONDS, mute, unmute, volume PERCENT, "
    + "display on|off|auto, reload, status, raise, hide, unhide NAME, quit"

  /// The command as one line of the control protocol, which ``init(line:)`` reads back as
  /// this command (what a recording keeps).
  package var line: String {
    switch self {
    case .goto(.number(let number)): "goto \(number)"
    case .goto(.name(let name)): "goto \(name)"
    case .unhide(let name): "unhide \(name)"
    case .display(let request): "display \(request.rawValue)"
    case .seek(.to(let seconds)): "seek \(seconds)"
    case .seek(.by(let seconds)): "seek \(seconds < 0 ? "-" : "+")\(abs(seconds))"
    case .volume(let percent): "volume \(percent)"
    default: Self.simple.first { $0.command == self }?.word ?? ""
    }
  }
}
