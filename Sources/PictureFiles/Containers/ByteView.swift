/// Bounds-checked reads of integers from a file's bytes: every read past the end is nil, so
/// parsers of hostile headers cannot trap.
///
/// The one place where the container walkers (``JPEGSegments``, ``PNGChunks``, ``RIFFChunks``,
/// ``ISOBoxes``, ``TIFFStructure``, ``IPTCRecord``) check their bounds: they read only through
/// it, and take byte ranges only from ``range(_:count:)``, which is nil past the end.
package struct ByteView: Sendable {
  let bytes: [UInt8]
  /// Whether multi-byte integers are little-endian (TIFF's "II"); big-endian otherwise.
  var isLittleEndian: Bool

  package init(_ bytes: [UInt8], littleEndian: Bool = false) {
    self.bytes = bytes
    isLittleEndian = littleEndian
  }

  var count: Int { bytes.count }

  package func u8(_ offset: Int) -> Int? {
    guard offset >= 0, offset < bytes.count else { return nil }
    return Int(bytes[offset])
  }

  /// An unsigned integer of `width` bytes at `offset` in the view's byte order.
  func unsigned(_ offset: Int, width: Int) -> Int? {
    guard offset >= 0, width > 0, offset <= bytes.count - width else { return nil }
    var value = 0
    for i in 0..<width {
      let byte = Int(bytes[isLittleEndian ? offset + width - 1 - i : offset + i])
      value = value << 8 | byte
    }
    return value
  }

  package func u16(_ offset: Int) -> Int? { unsigned(offset, width: 2) }
  func u24(_ offset: Int) -> Int? { unsigned(offset, width: 3) }
  package func u32(_ offset: Int) -> Int? { unsigned(offset, width: 4) }

  /// A signed 32-bit integer at `offset` in the view's byte order.
  func i32(_ offset: Int) -> Int? {
    u32(offset).map { Int(Int32(truncatingIfNeeded: UInt32($0))) }
  }

  /// Whether the bytes at `offset` equal `prefix`.
  func matches(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
    guard offset >= 0, offset <= bytes.count - prefix.count else { return false }
    return bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
  }

  /// Whether the ASCII text `text` is at `offset`.
  func matches(ascii text: String, at offset: Int = 0) -> Bool {
    matches(Array(text.utf8), at: offset)
  }

  /// The range of `count` bytes from `offset`, or nil when any of it lies outside the bytes.
  func range(_ offset: Int, count: Int) -> Range<Int>? {
    guard offset >= 0, count >= 0, offset <= bytes.count - count else { return nil }
    return offset..<(offset + count)
  }

  /// The bytes in `range`, which must come from ``range(_:count:)`` or lie inside the view.
  func slice(_ range: Range<Int>) -> ArraySlice<UInt8> {
    bytes[range.clamped(to: 0..<bytes.count)]
  }

  /// The four ASCII characters at `offset` (a chunk's or box's type), or nil past the end.
  func fourCC(_ offset: Int) -> String? {
    guard let range = range(offset, count: 4) else { return nil }
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
