/// When an XMP packet says its picture was taken: `exif:DateTimeOriginal`, else
/// `photoshop:DateCreated`, else `xmp:CreateDate`, each as an attribute (`name="…"`) or an
/// element (`<name>…</name>`), found by the same small text search as ``XMPDescription``.
package enum XMPDate {
  /// The properties read, most telling first.
  static let properties = ["exif:DateTimeOriginal", "photoshop:DateCreated", "xmp:CreateDate"]
  /// The longest date text read, in bytes.
  static let maximumBytes = 64

  /// The first date of ``properties`` in `bytes` that reads as one, or nil.
  package static func find(in bytes: [UInt8]) -> (WallTime, Int?)? {
    guard let packet = XMPText.range(of: "<x:xmpmeta", in: bytes[...]) else { return nil }
    let rest = bytes[packet.lowerBound...]
    for property in properties {
      if let text = value(of: property, in: rest), let found = MetadataDate.iso(text) {
        return found
      }
    }
    return nil
  }

  /// The text of `property` in `bytes`, as an attribute or an element.
  private static func value(of property: String, in bytes: ArraySlice<UInt8>) -> String? {
    let quote = UInt8(ascii: "\"")
    if let attribute = XMPText.range(of: property + "=\"", in: bytes),
      let end = bytes[attribute.upperBound...].prefix(maximumBytes).firstIndex(of: quote)
    {
      return text(bytes[attribute.upperBound..<end])
    }
    if let element = XMPText.range(of: "<" + property + ">", in: bytes),
      let end = bytes[element.upperBound...].prefix(maximumBytes).firstIndex(of: UInt8(ascii: "<"))
    {
      return text(bytes[element.upperBound..<end])
    }
    return nil
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
  }
}
