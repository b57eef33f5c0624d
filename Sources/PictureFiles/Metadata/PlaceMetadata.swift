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
    self.init(
      xmp: XMPLocator.packet(in: bytes, format: format).map(XMPWalker.init),
      iptc: format == .jpeg ? IPTCRecord(jpeg: bytes) : nil)
  }

  /// The place an XMP packet names (`photoshop:City`, `photoshop:State`, `photoshop:Country`,
  /// whatever their prefix), else an IPTC record; nil when neither names one.
  package init?(xmp: XMPWalker?, iptc: IPTCRecord?) {
    let photoshop = XMPNamespace.photoshop
    let fromXMP = PlaceMetadata(
      city: xmp?.value(photoshop, "City"), state: xmp?.value(photoshop, "State"),
      country: xmp?.value(photoshop, "Country"))
    if !fromXMP.isEmpty {
      self = fromXMP
      return
    }
    guard let iptc else { return nil }
    let fromIPTC = PlaceMetadata(city: iptc.text(90), state: iptc.text(95), country: iptc.text(101))
    guard !fromIPTC.isEmpty else { return nil }
    self = fromIPTC
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
  package static func iptc(inJPEG bytes: [UInt8]) -> PlaceMetadata? {
    guard let record = IPTCRecord(jpeg: bytes) else { return nil }
    return PlaceMetadata(city: record.text(90), state: record.text(95), country: record.text(101))
  }
}
