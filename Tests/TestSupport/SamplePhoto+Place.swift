/// The places photo managers write into JPEGs: an IPTC record and XMP packets of any content.
extension SamplePhoto {
  /// A JPEG APP13 segment holding an IPTC record with `datasets` (record 2).
  public static func iptcSegment(_ datasets: [(Int, String)]) -> [UInt8] {
    var record: [UInt8] = [0x1C, 0x01, 0x5A, 0x00, 0x03, 0x1B, 0x25, 0x47]  // 1:90 UTF-8
    for (dataset, text) in datasets {
      let bytes = Array(text.utf8)
      record += [0x1C, 0x02, UInt8(dataset), UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      record += bytes
    }
    let size = record.count
    var resource = Array("8BIM".utf8) + [0x04, 0x04, 0x00, 0x00]  // id, empty name, padded
    resource += [
      UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF),
    ]
    resource += record + (size % 2 == 1 ? [0] : [])
    // A resource before it that is not the IPTC one, to be stepped over.
    let other = Array("8BIM".utf8) + [0x03, 0xED, 0x00, 0x00, 0, 0, 0, 2, 0x12, 0x34]
    let body = Array("Photoshop 3.0\u{0}".utf8) + other + resource
    return [0xFF, 0xED, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// An XMP packet in a JPEG APP1 segment with `inside` as the body of its rdf:RDF element.
  public static func xmpSegment(rdf inside: String) -> [UInt8] {
    let packet =
      "http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF>"
      + inside + "</rdf:RDF></x:xmpmeta>"
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }
}
