import Control
import SDLKit

/// What one replay record does: input as SDL delivers it, or news that reaches the app another
/// way (a signal, a control-socket line, a change to a watched file).
package enum ReplayEvent: Hashable, Sendable {
  /// Input, pushed through SDL's queue and translated as live input is.
  case input(InputEvent)
  /// A POSIX signal, handled as if `kill` had sent it.
  case signal(ControlSignal)
  /// One line for the control socket (`--control`), without its newline; the answer goes to
  /// the trace.
  case control(String)
  /// A change to a file beside the replay file, for live-folder replays (`--watch`).
  case file(ReplayFileChange)
  /// A look at the process's resources (resident memory, the texture cache, descriptors,
  /// threads), written to the trace: soak tests compare the first day's with the last's.
  case probe
  /// The wall clock is set to this time (s from the Unix epoch): the time of day a replay
  /// starts at, or a step such as NTP makes (a frame that booted with the wrong time).
  case clock(Double)
  /// The frame on screen at the record's time is written as a PNG to this path, relative to
  /// the replay file's folder (never climbing out of it, as ``ReplayFileChange``'s paths).
  case screenshot(String)
}

/// A change a replay makes to a file, to test live folders on the virtual clock.
///
/// Paths are relative to the folder that holds the replay file and may not leave it (no
/// absolute paths, no `..`), so a replay can only touch files put beside it for the purpose.
package struct ReplayFileChange: Hashable, Sendable {
  /// What happens to ``path``.
  package enum Operation: String, CaseIterable, Sendable {
    /// A new file at `path` with the bytes of `from`, written and closed (as a copy is).
    case add
    /// The file at `path` gets the bytes of `from`: written to a hidden file, then renamed
    /// over it, as rsync and Syncthing do.
    case replace
    /// The file at `path` is deleted, or the empty folder at `path` is removed.
    case remove
    /// The file or folder at `path` is renamed to `to`.
    case rename
    /// A folder is made at `path`.
    case mkdir
  }

  package var operation: Operation
  /// The file or folder changed.
  package var path: String
  /// `add` and `replace`: the file whose bytes are written.
  package var source: String?
  /// `rename`: the new path.
  package var destination: String?

  package init(
    _ operation: Operation, path: String, source: String? = nil, destination: String? = nil
  ) {
    self.operation = operation
    self.path = path
    self.source = source
    self.destination = destination
  }
}
