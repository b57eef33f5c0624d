#if canImport(Glibc)
  import Glibc
#endif

/// Reads lines from a file descriptor with blocking reads (a pipe or a FIFO), so a test can
/// wait for what another process writes without sleeping.
public final class LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Reads `descriptor` (a pipe's read end), which it owns and closes.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Opens `path` for reading; for a FIFO this blocks until a writer opens it.
  public init?(path: String) {
    let opened = open(path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else { return nil }
    descriptor = opened
  }

  deinit {
    close(descriptor)
  }

  /// The next line (without its newline), or nil at the end.
  public func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        defer { buffer.removeAll() }
        return buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self)
      }
      buffer += chunk[..<count]
    }
  }

  /// The rest, as bytes, until the end: what is buffered, then everything read.
  public func readAll() -> [UInt8] {
    var all = buffer
    buffer.removeAll()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return all }
      all += chunk[..<count]
    }
  }
}
