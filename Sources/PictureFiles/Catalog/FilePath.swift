/// A file path as the file system spells it: bytes, not necessarily valid UTF-8.
///
/// Linux file names are byte strings; a Swift `String` would replace invalid UTF-8 with U+FFFD
/// and then name a different file. Folder scans keep the bytes, and messages show
/// ``displayName`` instead.
package struct FilePath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  package let bytes: [UInt8]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  package init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// The path for messages: invalid UTF-8 shown as U+FFFD.
  package var description: String { String(decoding: bytes, as: UTF8.self) }

  /// The path as text that tells every path apart, for lists a user chooses from (Home
  /// Assistant's folder options): valid UTF-8 without a backslash as it is; otherwise each
  /// byte that is not part of valid UTF-8 written `\xHH` and each backslash `\\`, so two
  /// paths that differ only in bytes ``description`` shows as U+FFFD stay two.
  package var distinctText: String {
    let backslash = UInt8(ascii: "\\")
    if !bytes.contains(backslash), let text = String(validating: bytes, as: UTF8.self) {
      return text
    }
    var text = ""
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == backslash {
        text += "\\\\"
        index += 1
      } else if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
      } else if let (scalar, length) = Self.scalar(in: bytes, at: index) {
        text.unicodeScalars.append(scalar)
        index += length
      } else {
        text += "\\x" + String(byte, radix: 16, uppercase: true)
        index += 1
      }
    }
    return text
  }

  /// The scalar that a valid UTF-8 sequence of 2 to 4 bytes at `index` spells, and its length.
  private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    for length in 2...4 where index + length <= bytes.count {
      if let text = String(validating: bytes[index..<index + length], as: UTF8.self),
        let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1
      {
        return (scalar, length)
      }
    }
    return nil
  }

  /// The last component, for pages and messages.
  package var displayName: String {
    let slash = UInt8(ascii: "/")
    let trimmed = bytes.last == slash ? bytes.dropLast() : bytes[...]
    let start = trimmed.lastIndex(of: slash).map { $0 + 1 } ?? trimmed.startIndex
    return String(decoding: trimmed[start...], as: UTF8.self)
  }

  /// The last component's bytes (``displayName`` without making text).
  package var nameBytes: ArraySlice<UInt8> {
    let slash = UInt8(ascii: "/")
    let trimmed = bytes.last == slash ? bytes.dropLast() : bytes[...]
    let start = trimmed.lastIndex(of: slash).map { $0 + 1 } ?? trimmed.startIndex
    return trimmed[start...]
  }

  /// `self` joined with a child name read from a directory.
  package func appending(_ name: [UInt8]) -> FilePath {
    let slash = UInt8(ascii: "/")
    return FilePath(bytes: bytes.last == slash ? bytes + name : bytes + [slash] + name)
  }

  /// The lower-cased extension after the last dot of the last component, or "".
  package var fileExtension: String {
    let name = displayName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// Calls `body` with a NUL-terminated C string of the path.
  package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows
    -> Result
  {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { chars in
        // A buffer from a non-empty array always has a base address.
        guard let base = chars.baseAddress else { preconditionFailure("empty C string buffer") }
        return try body(base)
      }
    }
  }

  /// Whether the path names something inside `folder`: directly in it, or at any depth.
  package func isInside(_ folder: FilePath, directly: Bool) -> Bool {
    let slash = UInt8(ascii: "/")
    let prefix = folder.bytes.last == slash ? folder.bytes : folder.bytes + [slash]
    guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
    return !directly || !bytes[prefix.count...].contains(slash)
  }

  /// The components of the path after `folder`, or nil when it is not inside it.
  func components(after folder: FilePath) -> [ArraySlice<UInt8>]? {
    guard isInside(folder, directly: false) else { return nil }
    let slash = UInt8(ascii: "/")
    let start = folder.bytes.last == slash ? folder.bytes.count : folder.bytes.count + 1
    return bytes[start...].split(separator: slash)
  }
}
