import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// Renaming a file onto a name only if the name is free: the one way Carousel puts a file into
/// a pictures folder (an upload), so that nothing there is ever replaced.
package enum FileRename {
  /// How a rename ended.
  package enum Outcome: Equatable, Sendable {
    case renamed
    /// Something is already at the new name; nothing changed.
    case nameTaken
    /// The system refused, with why.
    case failed(SystemCallError)
  }

  /// Renames `from` to `to` when nothing is at `to`, atomically (`renameat2` with
  /// `RENAME_NOREPLACE`).
  ///
  /// On a file system that cannot rename so (some network and FUSE ones say `EINVAL`), `to` is
  /// looked for first and the file renamed when it is free: a name another program takes in
  /// between is then replaced; the callers make their own names one at a time, on one thread.
  package static func withoutReplacing(_ from: String, to: String) -> Outcome {
    if carousel_rename_noreplace(from, to) == 0 { return .renamed }
    switch errno {
    case EEXIST: return .nameTaken
    case EINVAL, ENOSYS:
      var info = stat()
      if lstat(to, &info) == 0 { return .nameTaken }
      guard errno == ENOENT else { return .failed(SystemCallError("lstat")) }
      return rename(from, to) == 0 ? .renamed : .failed(SystemCallError("rename"))
    default:
      return .failed(SystemCallError("renameat2"))
    }
  }
}
