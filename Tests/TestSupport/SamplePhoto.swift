/// A small JPEG with the metadata a camera or a photo manager writes: Exif (camera, lens,
/// exposure, date, description) and an XMP packet, made at test time with ImageMagick.
public enum SamplePhoto {
  /// The Exif block: a camera's IFD0 and its Exif sub-IFD.
  public static func exifBlock(description: String? = "Harbour at dusk") -> [UInt8] {
    let b = ExifBytes(littleEndian: true)
    var image = [b.ascii(0x010F, "Canon"), b.ascii(0x0110, "Canon EOS R6")]
    if let description { image.append(b.ascii(0x010E, description)) }
    return b.block(
      image: image,
      exif: [
        b.rational(0x829A, [(1, 250)]), b.rational(0x829D, [(28, 10)]), b.short(0x8827, [400]),
        b.ascii(0x9003, "2024:05:01 14:03:22"), b.rational(0x920A, [(50, 1)]),
        b.ascii(0xA434, "RF50mm F1.8 STM"),
      ])
  }

  /// An XMP packet in a JPEG APP1 segment, with `description` as its dc:description.
  public static func xmpSegment(description: String) -> [UInt8] {
    let packet = """
      http://ns.adobe.com/xap/1.0/\u{0}<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt>\
      <rdf:li xml:lang="x-default">\(description)</rdf:li></rdf:Alt></dc:description>\
      </rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>
      """
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// A `width`×`height` JPEG of two colours with `segments` after its SOI marker, or nil without
  /// ImageMagick.
  public static func jpeg(width: Int = 160, height: Int = 120, segments: [[UInt8]]) -> [UInt8]? {
    guard
      let plain = ImageMagick.convert([
        "-size", "\(width)x\(height)", "gradient:#3a6ea5-#f0c05a", "-quality", "90", "jpg:-",
      ]), plain.starts(with: [0xFF, 0xD8])
    else { return nil }
    return Array(plain.prefix(2)) + segments.flatMap { $0 } + plain.dropFirst(2)
  }
}
