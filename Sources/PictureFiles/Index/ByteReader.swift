/// Reads little-endian integers and byte strings from the front of a byte array, each read
/// bounds-checked: past the end it gives nil and reads nothing more, so a parser of a damaged
/// file cannot trap.
struct ByteReader {
  private let bytes: [UInt8]
  /// Where the next read starts.
  private(set) var offset: Int

  init(_ bytes: [UInt8], from offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset == bytes.count }

  /// The bytes not read yet.
  var remaining: Int { bytes.count - offset }

  /// The next `count` bytes, or nil when fewer are left.
  mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, count <= remaining else { return nil }
    defer { offset += count }
    return bytes[offset..<(offset + count)]
  }

  /// The next unsigned integer of `width` bytes (at most 8), little-endian.
  mutating func unsigned(_ width: Int) -> UInt64? {
    guard let slice = bytes(width) else { return nil }
    return slice.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  mutating func u8() -> Int? { unsigned(1).map(Int.init) }
  mutating func u16() -> Int? { unsigned(2).map(Int.init) }
  mutating func u32() -> Int? { unsigned(4).map(Int.init) }
  mutating func i16() -> Int? { unsigned(2).map { Int(Int16(truncatingIfNeeded: $0)) } }
  mutating func i32() -> Int? { unsigned(4).map { Int(Int32(truncatingIfNeeded: $0)) } }
  mutating func i64() -> Int64? { unsigned(8).map { Int64(bitPattern: $0) } }
}

/// Appends little-endian integers and byte strings: what ``ByteReader`` reads back.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func append(_ value: UInt64, width: Int) {
    for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
  }

  mutating func u8(_ value: Int) { append(UInt64(truncatingIfNeeded: value), width: 1) }
  mutating func u16(_ value: Int) { append(UInt64(truncatingIfNeeded: value), width: 2) }
  mutating func u32(_ value: Int) { append(UInt64(truncatingIfNeeded: value), width: 4) }
  mutating func i64(_ value: Int64) { append(UInt64(bitPattern: value), width: 8) }

  mutating func raw(_ data: some Collection<UInt8>) { bytes.append(contentsOf: data) }
}
