import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// Bytes in an anonymous memory file (`memfd_create`), sent with a worker's reply: an Exif
/// block, which may be larger than a message (``WorkerSocket/messageCapacity``).
enum SharedBytes {
  /// A memory file holding `bytes`, or nil when memory is short; the caller closes it.
  static func file(holding bytes: [UInt8]) -> Int32? {
    let descriptor = carousel_memfd("carousel-bytes")
    guard descriptor >= 0 else { return nil }
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        pwrite(descriptor, raw.baseAddress.map { $0 + done }, raw.count - done, off_t(done))
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        close(descriptor)
        return nil
      }
      done += written
    }
    return descriptor
  }

  /// The bytes of the memory file `descriptor`, or nil when it holds more than `limit` bytes or
  /// cannot be read whole.
  static func read(_ descriptor: Int32, limit: Int) -> [UInt8]? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size >= 0, Int(info.st_size) <= limit else {
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes { raw in
        pread(descriptor, raw.baseAddress.map { $0 + done }, raw.count - done, off_t(done))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      done += count
    }
    return bytes
  }
}
