/// The text search XMP allows where no container says where a packet is (XMP Specification
/// Part 3, 1.1: scanning for a packet): ``XMPLocator`` uses it for GIF, JPEG XL and SVG.
enum XMPText {
  /// Where `text` first occurs in `bytes`, or nil.
  static func range(of text: String, in bytes: ArraySlice<UInt8>) -> Range<Int>? {
    let needle = Array(text.utf8)
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: first) {
      guard found + needle.count <= bytes.endIndex else { return nil }
      if bytes[found..<(found + needle.count)].elementsEqual(needle) {
        return found..<(found + needle.count)
      }
      index = found + 1
    }
    return nil
  }
}
