/// Where a picture was taken, as photo managers write it (digiKam, Lightroom, darktable,
/// Photo Mechanic): the city, the state or province and the country, from the XMP packet's
/// `photoshop:City`, `photoshop:State` and `photoshop:Country`, else from a JPEG's IPTC record
/// (APP13 "Photoshop 3.0", resource 0x0404: datasets 2:90, 2:95 and 2:101).
package struct PlaceMetadata: Equatable, Sendable {
  package var city: String?
  package var state: String?
  package var country: String?

  package init(city: String? = nil, state: String? = nil, country: String? = nil) {
    self.city = city
    self.state = state
    self.country = country
  }

  /// The place the file's `bytes` in `format` name, or nil when they name none.
  package init?(in bytes: [UInt8], format: PictureFormat) {
    let xmp = PlaceMetadata(
      city: XMPText.property("photoshop:City", in: bytes),
      state: XMPText.property("photoshop:State", in: bytes),
      country: XMPText.property("photoshop:Country", in: bytes))
    if !xmp.isEmpty {
      self = xmp
      return
    }
    guard format == .jpeg, let iptc = Self.iptc(inJPEG: bytes), !iptc.isEmpty else {
      return nil
    }
    self = iptc
  }

  /// Whether it names nothing.
  var isEmpty: Bool { city == nil && state == nil && country == nil }

  /// "City, State, Country", without the parts that are missing or repeat the one before
  /// (a city-state), or nil when none is there.
  package var text: String? {
    var parts: [String] = []
    for part in [city, state, country].compactMap({ $0 }) where parts.last != part {
      parts.append(part)
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The IPTC datasets of a JPEG's APP13 segments, before the first scan.
  static func iptc(inJPEG bytes: [UInt8]) -> PlaceMetadata? {
    let view = ByteView(bytes)
    let signature = Array("Photoshop 3.0\0".utf8)
    var offset = 2
    while view.u8(offset) == 0xFF, let marker = view.u8(offset + 1), marker != 0xDA,
      marker != 0xD9, let length = view.u16(offset + 2), length >= 2
    {
      let end = min(offset + 2 + length, bytes.count)
      if marker == 0xED, view.matches(signature, at: offset + 4),
        let record = iptcResource(in: bytes, from: offset + 4 + signature.count, to: end)
      {
        return datasets(in: bytes, record)
      }
      offset += 2 + length
    }
    return nil
  }

  /// Where the IPTC-NAA resource (0x0404) lies among Photoshop's image resources in
  /// `start..<end`: each is "8BIM", an id, a padded Pascal name, a size and the padded data.
  private static func iptcResource(in bytes: [UInt8], from start: Int, to end: Int)
    -> Range<Int>?
  {
    let view = ByteView(bytes)
    var offset = start
    while offset + 12 <= end, view.matches(Array("8BIM".utf8), at: offset),
      let id = view.u16(offset + 4), let nameLength = view.u8(offset + 6)
    {
      // The name's length byte and the name, padded to an even count.
      let name = (nameLength + 2) & ~1
      guard let size = view.u32(offset + 6 + name) else { return nil }
      let data = offset + 6 + name + 4
      guard data + size <= end else { return nil }
      if id == 0x0404 { return data..<(data + size) }
      offset = data + ((size + 1) & ~1)
    }
    return nil
  }

  /// The place among IPTC datasets (each 0x1C, record, dataset, a 2-byte length, the data) in
  /// `range`, decoded as UTF-8 (what every current writer uses), else as Latin-1.
  private static func datasets(in bytes: [UInt8], _ range: Range<Int>) -> PlaceMetadata {
    let view = ByteView(bytes)
    var place = PlaceMetadata()
    var offset = range.lowerBound
    while offset + 5 <= range.upperBound, view.u8(offset) == 0x1C,
      let record = view.u8(offset + 1), let dataset = view.u8(offset + 2),
      let length = view.u16(offset + 3), length < 0x8000,
      offset + 5 + length <= range.upperBound
    {
      let value = text(bytes[(offset + 5)..<(offset + 5 + length)])
      if record == 2 {
        switch dataset {
        case 90: place.city = place.city ?? value
        case 95: place.state = place.state ?? value
        case 101: place.country = place.country ?? value
        default: break
        }
      }
      offset += 5 + length
    }
    return place
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
    let kept = bytes.prefix(XMPText.maximumBytes)
    let string =
      String(validating: kept, as: UTF8.self)
      ?? String(String.UnicodeScalarView(kept.map { Unicode.Scalar($0) }))
    let words = string.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
