#if canImport(Glibc)
  import Glibc
#endif

/// Files replaced whole, so that a power cut leaves either the old file or the new one, never
/// a mixture: the new bytes go to a temporary file beside it, which is flushed to the disk
/// (`fsync`) and renamed over the old one, and the folder is flushed too so the rename itself
/// survives.
package enum AtomicFile {
  /// Replaces the file at `path` with `bytes` (mode 0600), making its folder (0700) first when
  /// it is missing.
  /// - Throws: the call that failed; the old file is then untouched and no temporary file is
  ///   left behind.
  package static func write(_ bytes: [UInt8], to path: String) throws(SystemCallError) {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    if !folder.isEmpty { try makeFolders(folder) }
    // One name, so that a temporary file left by a process killed while writing is reused.
    let temporary = path + ".new"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw SystemCallError("open") }
    var failure: SystemCallError?
    var written = 0
    while written < bytes.count, failure == nil {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { failure = SystemCallError("write", code: count < 0 ? errno : ENOSPC) }
      written += max(count, 0)
    }
    if failure == nil, fsync(descriptor) != 0 { failure = SystemCallError("fsync") }
    if close(descriptor) != 0, failure == nil { failure = SystemCallError("close") }
    if failure == nil, Glibc.rename(temporary, path) != 0 { failure = SystemCallError("rename") }
    if let failure {
      unlink(temporary)
      throw failure
    }
    syncFolder(folder.isEmpty ? "." : folder)
  }

  /// The bytes of the regular file at `path`, at most `limit` of them; nil when there is no
  /// such file, it cannot be read, or it is larger.
  package static func read(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size <= limit
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
    }
    return Array(bytes.prefix(total))
  }

  /// Whether anything is at `path` (a link is followed).
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Renames `path` to `newPath`, replacing what is there.
  /// - Returns: whether it was renamed.
  @discardableResult
  package static func rename(_ path: String, to newPath: String) -> Bool {
    Glibc.rename(path, newPath) == 0
  }

  /// Makes `folder` and the folders above it that are missing, mode 0700.
  package static func makeFolders(_ folder: String) throws(SystemCallError) {
    var info = stat()
    if stat(folder, &info) == 0 { return }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      try makeFolders(String(folder[..<slash]))
    }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw SystemCallError("mkdir") }
  }

  /// Flushes a folder's entries (a rename in it) to the disk; failures are ignored, as some
  /// file systems cannot flush folders.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
