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

  /// The place a JPEG's IPTC record names (datasets 2:90, 2:95 and 2:101), or nil.
  static func iptc(inJPEG bytes: [UInt8]) -> PlaceMetadata? {
    guard let record = IPTCRecord(jpeg: bytes) else { return nil }
    return PlaceMetadata(city: record.text(90), state: record.text(95), country: record.text(101))
  }
}
