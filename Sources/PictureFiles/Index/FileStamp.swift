#if canImport(Glibc)
  import Glibc
#endif

/// What tells whether a file changed: its size and modification time, from `stat`.
///
/// The index keys its cache entries by path and stamp: a file whose stamp differs from the
/// cached one is read again.
package struct FileStamp: Hashable, Sendable {
  /// The size in bytes.
  package let byteCount: Int64
  /// The modification time in nanoseconds since 1970-01-01 UTC.
  package let modified: Int64

  package init(byteCount: Int64, modified: Int64) {
    self.byteCount = byteCount
    self.modified = modified
  }

  /// The stamp of the file at `path` (symbolic links followed), or nil when it cannot be
  /// `stat`ed or is not a regular file.
  package init?(of path: FilePath) {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    byteCount = Int64(info.st_size)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  }

  /// The modification time in whole seconds since 1970 (rounded down).
  package var modifiedSeconds: Int64 {
    modified >= 0 ? modified / 1_000_000_000 : (modified - 999_999_999) / 1_000_000_000
  }
}
