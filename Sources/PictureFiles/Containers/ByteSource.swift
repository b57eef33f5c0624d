/// Bytes read where they lie, for a walker that skips what it does not need (the picture data
/// between a HEIF file's boxes): an open file (``PictureFile``) or bytes already read.
package protocol ByteSource {
  /// How many bytes there are.
  var byteCount: Int { get }
  /// The `count` bytes from `offset`, fewer where the bytes end; nil when they cannot be read.
  func bytes(at offset: Int, count: Int) -> [UInt8]?
}

/// Bytes already in memory as a ``ByteSource``.
package struct InMemoryBytes: ByteSource {
  let all: [UInt8]

  package init(all: [UInt8]) {
    self.all = all
  }

  package var byteCount: Int { all.count }

  package func bytes(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= all.count else { return nil }
    return Array(all[offset..<(offset + min(count, all.count - offset))])
  }
}
