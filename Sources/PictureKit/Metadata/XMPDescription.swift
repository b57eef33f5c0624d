/// The `dc:description` of a picture's XMP packet, found by a small text search: XMP is XML
/// stored as plain text in every container (JPEG APP1, PNG iTXt, WebP `XMP `, TIFF tag 700),
/// so no container walk is needed.
///
/// Reads `<dc:description>…<rdf:li …>TEXT</rdf:li>` (the usual language alternative) or the
/// attribute form `dc:description="TEXT"`, inside the bytes given.
package enum XMPDescription {
  /// The longest description kept, in bytes before decoding.
  static let maximumBytes = 4_096

  /// The first description in `bytes`, XML entities decoded, or nil.
  package static func find(in bytes: [UInt8]) -> String? {
    guard let packet = range(of: "<x:xmpmeta", in: bytes[...]) else { return nil }
    let rest = bytes[packet.lowerBound...]
    if let element = range(of: "<dc:description", in: rest) {
      let inside = rest[element.upperBound...]
      if let item = range(of: "<rdf:li", in: inside),
        let open = inside[item.upperBound...].firstIndex(of: UInt8(ascii: ">")),
        let close = range(of: "</rdf:li>", in: inside[(open + 1)...])
      {
        return decoded(inside[(open + 1)..<close.lowerBound])
      }
    }
    if let attribute = range(of: "dc:description=\"", in: rest),
      let end = rest[attribute.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    {
      return decoded(rest[attribute.upperBound..<end])
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
  private static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
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
