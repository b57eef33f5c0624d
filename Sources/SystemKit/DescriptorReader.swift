#if canImport(Glibc)
  import Glibc
#endif

/// Reading what a descriptor or a file holds with the C library's `read`, for what is not a
/// regular file of known size (standard input, a password file that may be a pipe).
package enum DescriptorReader {
  /// The bytes read from `descriptor` until its end, or until at most `limit` of them; a read
  /// interrupted by a signal is read again, and one that fails ends it (what came before is
  /// kept).
  package static func read(_ descriptor: Int32, limit: Int = .max) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// The first `limit` bytes of the file at `path` (all of it when shorter); nil when it cannot
  /// be opened or read, `errno` then saying why.
  package static func prefix(ofFile path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(1, limit))
    while bytes.count < limit {
      let wanted = limit - bytes.count
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}
