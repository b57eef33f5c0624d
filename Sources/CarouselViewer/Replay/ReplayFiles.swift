import ReplayFormat
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Carries out a replay's "file" records: changes to files beside the replay file, for
/// live-folder replays.
///
/// The records' paths are relative and never climb out (``ReplayFileChange`` refuses others),
/// so a replay only touches the folder that holds it.
enum ReplayFiles {
  /// Makes `change` in `folder`.
  /// - Returns: nil, or why the change could not be made.
  static func perform(_ change: ReplayFileChange, in folder: String) -> String? {
    let path = folder + "/" + change.path
    do throws(SystemCallError) {
      switch change.operation {
      case .add:
        try write(try contents(of: change.source, in: folder), to: path)
      case .replace:
        // As rsync and Syncthing do: a hidden file in the same folder, renamed over the name.
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let hidden =
          String(path[..<slash]) + "/." + String(path[path.index(after: slash)...])
          + ".partial"
        try write(try contents(of: change.source, in: folder), to: hidden)
        guard rename(hidden, path) == 0 else { return "cannot rename over \(change.path)" }
      case .remove:
        // A file, or an empty folder: never a whole tree.
        guard remove(path) == 0 else { return "cannot remove \(change.path)" }
      case .rename:
        guard let destination = change.destination,
          rename(path, folder + "/" + destination) == 0
        else { return "cannot rename \(change.path)" }
      case .mkdir:
        guard mkdir(path, 0o777) == 0 else { throw SystemCallError("mkdir") }
      }
    } catch {
      return "cannot \(change.operation.rawValue) \(change.path): \(error)"
    }
    return nil
  }

  /// The bytes of the file `source` names in `folder` (the replay's own pictures: any size).
  private static func contents(of source: String?, in folder: String) throws(SystemCallError)
    -> [UInt8]
  {
    let path = folder + "/" + (source ?? "")
    guard let bytes = AtomicFile.read(path, limit: Int.max) else {
      throw SystemCallError("read", code: AtomicFile.exists(path) ? EIO : ENOENT)
    }
    return bytes
  }

  /// Writes `bytes` to the file at `path`, made when missing (mode 0666 less the umask), else
  /// emptied first.
  private static func write(_ bytes: [UInt8], to path: String) throws(SystemCallError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw SystemCallError("open") }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw SystemCallError("write", code: count < 0 ? errno : ENOSPC) }
      written += count
    }
  }
}
