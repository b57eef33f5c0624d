/// The text search that reads XMP packets: XMP is XML stored as plain text in every container
/// (JPEG APP1, PNG iTXt, WebP `XMP `, TIFF tag 700), so no container walk is needed.
enum XMPText {
  /// The longest value kept, in bytes before decoding.
  static let maximumBytes = 4_096

  /// The simple property `name` (`photoshop:City`) of the first XMP packet in `bytes`, in its
  /// attribute form (`photoshop:City="Paris"`) or its element form
  /// (`<photoshop:City>Paris</photoshop:City>`), XML entities decoded; nil when absent or empty.
  static func property(_ name: String, in bytes: [UInt8]) -> String? {
    guard let packet = range(of: "<x:xmpmeta", in: bytes[...]) else { return nil }
    let rest = bytes[packet.lowerBound...]
    if let attribute = range(of: name + "=\"", in: rest),
      let end = rest[attribute.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    {
      return decoded(rest[attribute.upperBound..<end])
    }
    if let open = range(of: "<" + name + ">", in: rest),
      let close = range(of: "</" + name + ">", in: rest[open.upperBound...])
    {
      return decoded(rest[open.upperBound..<close.lowerBound])
    }
    return nil
  }

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

  /// UTF-8 `bytes` with XML's entities and character references decoded, spaces collapsed;
  /// nil when empty.
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
    var text = String(decoding: bytes.prefix(maximumBytes), as: UTF8.self)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#10;", " "),
      ("&#xA;", " "), ("&#13;", " "), ("&amp;", "&"),
    ] {
      text = text.replacing(entity, with: character)
    }
    let words = text.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
