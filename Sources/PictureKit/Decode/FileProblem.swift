#if canImport(Glibc)
  import Glibc
#endif

/// Why a path cannot be a picture, found before any decoding is tried.
package enum FileProblem: Equatable, Sendable, CustomStringConvertible {
  case missing
  case danglingLink
  case folder
  case notRegularFile
  case empty
  case unreadable

  /// The problem with `path`, or nil when it is a readable, non-empty regular file.
  ///
  /// Symbolic links are followed; a dangling one is `missing`.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      var linkInfo = stat()
      if code == ENOENT, lstat(path, &linkInfo) == 0 {
        self = .danglingLink
      } else {
        self = code == EACCES ? .unreadable : .missing
      }
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: self = .folder
    case S_IFREG:
      if access(path, R_OK) != 0 {
        self = .unreadable
      } else if info.st_size == 0 {
        self = .empty
      } else {
        return nil
      }
    default: self = .notRegularFile
    }
  }

  package var description: String {
    switch self {
    case .missing: "no such file"
    case .danglingLink: "broken symbolic link (its target does not exist)"
    case .folder: "it is a folder, not a picture"
    case .notRegularFile: "not a regular file"
    case .empty: "empty file (0 bytes)"
    case .unreadable: "permission denied"
    }
  }
}
