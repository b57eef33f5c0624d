import SystemKit

/// The instance's state file (``FrameState``, `$XDG_STATE_HOME/carousel/NAME.state`): read at
/// the start in two steps, written whole and atomically.
///
/// A file that cannot be read is set aside (renamed with ``unreadableSuffix``) and said on one
/// line, and the frame starts afresh; it is never half trusted.
enum StateFile {
  /// What a start read: the head, and the pictures' lines still to read.
  struct Loaded {
    var head: FrameState
    var body: ArraySlice<UInt8>
    var firstLine: Int
  }

  /// What an unreadable file is renamed with.
  static let unreadableSuffix = ".unreadable"
  /// The largest state file read, in bytes: about 60 bytes a picture, room for millions.
  static let largestBytes = 256 * 1_048_576

  /// The head of the state file at `path` and its pictures' lines; nil when there is none, or
  /// it was set aside (a warning to `reporter`).
  static func load(_ path: String, reporter: Reporter) -> Loaded? {
    guard let bytes = AtomicFile.read(path, limit: largestBytes) else {
      if AtomicFile.exists(path) {
        setAside(path, because: "it cannot be read", reporter: reporter)
      }
      return nil
    }
    switch FrameState.readHead(bytes) {
    case .success(let (head, body, firstLine)):
      return Loaded(head: head, body: body, firstLine: firstLine)
    case .failure(let problem):
      setAside(path, because: problem.description, reporter: reporter)
      return nil
    }
  }

  /// Renames the file at `path` with ``unreadableSuffix`` and says why in one warning.
  static func setAside(_ path: String, because reason: String, reporter: Reporter) {
    let aside = path + unreadableSuffix
    let renamed = AtomicFile.rename(path, to: aside)
    reporter.warning(
      "the state file \(path) cannot be used (\(reason)); "
        + (renamed ? "set aside as \(aside), starting afresh" : "starting afresh"))
  }

  /// Writes `state` to `path`, atomically.
  static func write(_ state: FrameState, to path: String) throws(SystemCallError) {
    try AtomicFile.write(state.text, to: path)
  }
}
