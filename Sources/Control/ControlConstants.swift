/// Limits of the command set, with their units and where they come from.
package enum ControlConstants {
  /// The longest command a surface passes on, in bytes (a line, or a JSON body).
  ///
  /// Room for a `goto` with a path of Linux's PATH_MAX (4,096 bytes) twice over. Replays and
  /// the control socket hold lines to it too.
  package static let longestCommand = 8192
  /// Status values a subscriber that has not taken them may have waiting, oldest dropped
  /// first (proposal): a surface that fell behind needs the newest state, not every step.
  package static let waitingStatusLimit = 64
  /// The most seconds `seek` takes, forward or back (about 116 days): past any clip's length
  /// (a clip is held to its length), and short enough to write back as a plain number.
  package static let longestSeek = 10_000_000.0
}
