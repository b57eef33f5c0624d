#if canImport(Glibc)
  import Glibc
#endif

/// Writes text lines to a file or to standard output, buffered; owned by one thread.
package final class LineWriter {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: [UInt8] = []
  /// Bytes kept before a write; 0 writes every line at once (recordings survive a crash).
  private let bufferLimit: Int
  /// Told once, with the system's reason, when a write first fails (a full disk, a closed
  /// pipe); the writer goes on trying, so lines written after space comes back are kept.
  package var onFailure: ((_ reason: String) -> Void)?
  /// Whether a write has failed since the writer was made.
  package private(set) var hasFailed = false

  /// A writer to standard output.
  package init(standardOutputBuffering bufferLimit: Int = 1 << 16) {
    descriptor = STDOUT_FILENO
    ownsDescriptor = false
    self.bufferLimit = bufferLimit
  }

  /// Creates or truncates the file at `path`.
  /// - Returns: nil when the file cannot be opened for writing.
  package init?(path: String, bufferLimit: Int = 1 << 16) {
    let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard opened >= 0 else { return nil }
    descriptor = opened
    ownsDescriptor = true
    self.bufferLimit = bufferLimit
  }

  deinit {
    flush()
    if ownsDescriptor { close(descriptor) }
  }

  /// Appends `line` and a newline.
  package func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count > bufferLimit { flush() }
  }

  /// Writes out what is buffered.
  package func flush() {
    var written = 0
    while written < buffer.count {
      let result = buffer[written...].withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress, bytes.count)
      }
      if result < 0, errno == EINTR { continue }
      if result <= 0 {
        fail(reason: result < 0 ? String(cString: strerror(errno)) : "nothing was written")
        break
      }
      written += result
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private func fail(reason: String) {
    guard !hasFailed else { return }
    hasFailed = true
    onFailure?(reason)
  }
}
