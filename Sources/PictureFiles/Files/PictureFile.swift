#if canImport(Glibc)
  import Glibc
#endif

/// A picture file opened for reading, safely: no blocking on FIFOs or devices, no unbounded
/// reads, and its size known before any of it is read (so the memory gate can be asked first).
///
/// The file is opened non-blocking and checked with `fstat` on the open descriptor, so a FIFO
/// or socket named like a picture cannot hang the worker, and a file replaced between the check
/// and the read cannot slip through. Owns the descriptor, closed on release; one thread at a time.
package final class PictureFile {
  /// The file's size in bytes when it was opened.
  package let byteCount: Int
  /// When the file was last modified, in s from the epoch.
  package let modificationTime: Double
  private let descriptor: Int32

  /// Opens the regular, non-empty file at `path`, refusing one larger than `limit` bytes or
  /// than ``PipelineConstants/largestFileBytes`` (SDL_image takes sizes as a C `int`).
  package init(opening path: FilePath, limit: Int) throws(DecodeFailure) {
    let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else { throw Self.openFailure(errno: errno, path: path) }
    do throws(DecodeFailure) {
      (byteCount, modificationTime) = try Self.checkedSize(
        of: descriptor, limit: min(limit, PipelineConstants.largestFileBytes))
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  package static func read(_ path: FilePath, limit: Int) throws(DecodeFailure) -> [UInt8] {
    try PictureFile(opening: path, limit: limit).readAll()
  }

  /// The first `count` bytes of the file (fewer when it is shorter), read from its start
  /// whatever was read before.
  package func readPrefix(_ count: Int) throws(DecodeFailure) -> [UInt8] {
    try read(at: 0, count: count)
  }

  /// The `count` bytes from byte `start` (fewer when the file ends first; none from a `start`
  /// outside it), whatever was read before.
  package func read(at start: Int, count: Int) throws(DecodeFailure) -> [UInt8] {
    guard start >= 0, start < byteCount else { return [] }
    var bytes = [UInt8](repeating: 0, count: max(0, min(count, byteCount - start)))
    var total = 0
    while total < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        pread(
          descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total,
          off_t(start + total))
      }
      if read < 0, errno == EINTR || errno == EAGAIN { continue }
      guard read >= 0 else { throw .readFailed(Self.errorText(errno)) }
      if read == 0 { break }
      total += read
    }
    return Array(bytes.prefix(total))
  }

  /// The whole file; an error when its size changed since it was opened.
  package func readAll() throws(DecodeFailure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: byteCount + 1)  // one more: detects growth
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count >= 0 else { throw .readFailed(Self.errorText(errno)) }
      if count == 0 { break }
      total += count
    }
    guard total == byteCount else { throw .changedWhileReading }
    bytes.removeLast()
    return bytes
  }

  /// The size of the regular file open on `descriptor`, and its modification time (s).
  private static func checkedSize(of descriptor: Int32, limit: Int) throws(DecodeFailure)
    -> (Int, Double)
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .readFailed(errorText(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .file(.folder)
    default: throw .file(.notRegularFile)
    }
    let size = Int(info.st_size)
    guard size > 0 else { throw .file(.empty) }
    guard size <= limit else { throw .fileTooLarge(bytes: size, limit: limit) }
    return (size, Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }

  private static func openFailure(errno code: Int32, path: FilePath) -> DecodeFailure {
    switch code {
    case ENOENT:
      // A dangling symbolic link still exists as a link.
      var info = stat()
      let isLink = path.withCString { lstat($0, &info) } == 0
      if isLink { return .file(.danglingLink) }
      // Folders list only names of pictures and slides: any other name was given as a folder.
      return CarouselItem.Kind(fileName: path.displayName) == nil ? .missingFolder : .vanished
    case EACCES, EPERM: return .file(.unreadable)
    case EISDIR: return .file(.folder)
    case ENXIO: return .file(.notRegularFile)  // a socket, or a FIFO with no writer
    default: return .readFailed(errorText(code))
    }
  }

  private static func errorText(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

extension PictureFile: ByteSource {
  package func bytes(at offset: Int, count: Int) -> [UInt8]? {
    try? read(at: offset, count: count)
  }
}
