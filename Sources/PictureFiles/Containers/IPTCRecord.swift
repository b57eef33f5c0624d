/// The IPTC-IIM datasets of a JPEG (APP13 "Photoshop 3.0", image resource 0x0404): the city,
/// state and country of ``PlaceMetadata``, the date and time a picture was created.
///
/// Photoshop's image resources are each "8BIM", an id, a padded Pascal name, a size and the
/// padded data; the IPTC datasets inside are each 0x1C, a record, a dataset number, a 2-byte
/// length and the data. Only the application record (2) is kept, the first value of each
/// dataset; every read goes through ``ByteView``.
package struct IPTCRecord: Sendable {
  /// The application record's datasets: dataset number → its first value's bytes.
  private(set) var datasets: [Int: [UInt8]] = [:]

  /// The longest value kept, in bytes (the values read are short).
  static let maximumValueBytes = 4_096

  /// The record of the JPEG `bytes`, or nil when its segments hold none.
  package init?(jpeg bytes: [UInt8]) {
    let view = ByteView(bytes)
    let signature = Array("Photoshop 3.0\0".utf8)
    for payload in JPEGSegments(bytes).payloads(marker: 0xED, signature: signature) {
      if let resource = Self.resource(0x0404, in: view, payload) {
        self.init(view, resource)
        return
      }
    }
    return nil
  }

  private init(_ view: ByteView, _ range: Range<Int>) {
    var offset = range.lowerBound
    while offset + 5 <= range.upperBound, view.u8(offset) == 0x1C,
      let record = view.u8(offset + 1), let dataset = view.u8(offset + 2),
      let length = view.u16(offset + 3), length < 0x8000,
      let value = view.range(offset + 5, count: length), value.upperBound <= range.upperBound
    {
      if record == 2, datasets[dataset] == nil {
        datasets[dataset] = Array(view.slice(value).prefix(Self.maximumValueBytes))
      }
      offset = value.upperBound
    }
  }

  /// Where the image resource `id` lies among Photoshop's resources in `range`.
  private static func resource(_ id: Int, in view: ByteView, _ range: Range<Int>) -> Range<Int>? {
    var offset = range.lowerBound
    while offset + 12 <= range.upperBound, view.matches(ascii: "8BIM", at: offset),
      let found = view.u16(offset + 4), let nameLength = view.u8(offset + 6)
    {
      // The name's length byte and the name, padded to an even count.
      let name = (nameLength + 2) & ~1
      guard let size = view.u32(offset + 6 + name),
        let data = view.range(offset + 6 + name + 4, count: size),
        data.upperBound <= range.upperBound
      else { return nil }
      if found == id { return data }
      offset = data.lowerBound + ((size + 1) & ~1)
    }
    return nil
  }

  /// The text of `dataset`, decoded as UTF-8 (what every current writer uses), else as
  /// Latin-1, spaces collapsed; nil when absent or blank.
  package func text(_ dataset: Int) -> String? {
    guard let bytes = datasets[dataset] else { return nil }
    let string =
      String(validating: bytes, as: UTF8.self)
      ?? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    let words = string.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
