/// The `dc:description` of a picture's XMP packet, found by a small text search: XMP is XML
/// stored as plain text in every container (JPEG APP1, PNG iTXt, WebP `XMP `, TIFF tag 700),
/// so no container walk is needed.
///
/// Reads `<dc:description>…<rdf:li …>TEXT</rdf:li>` (the usual language alternative) or the
/// attribute form `dc:description="TEXT"`, inside the bytes given.
package enum XMPDescription {
  /// The first description in `bytes`, XML entities decoded, or nil.
  package static func find(in bytes: [UInt8]) -> String? {
    guard let packet = XMPText.range(of: "<x:xmpmeta", in: bytes[...]) else { return nil }
    let rest = bytes[packet.lowerBound...]
    if let element = XMPText.range(of: "<dc:description", in: rest) {
      let inside = rest[element.upperBound...]
      if let item = XMPText.range(of: "<rdf:li", in: inside),
        let open = inside[item.upperBound...].firstIndex(of: UInt8(ascii: ">")),
        let close = XMPText.range(of: "</rdf:li>", in: inside[(open + 1)...])
      {
        return XMPText.decoded(inside[(open + 1)..<close.lowerBound])
      }
    }
    if let attribute = XMPText.range(of: "dc:description=\"", in: rest),
      let end = rest[attribute.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    {
      return XMPText.decoded(rest[attribute.upperBound..<end])
    }
    return nil
  }
}
