/// Finds the embedded ICC profile of a picture file whose codec does not hand it over.
///
/// JPEG's APP2 "ICC_PROFILE" segments (joined in order), WebP's `ICCP` chunk and TIFF's
/// InterColorProfile tag (34675); libpng, libheif and libjxl give theirs to their codecs.
///
/// Every walk is bounded by the file's bytes.
package enum ICCLocator {
  /// The profile in `bytes` (a whole file in `format`), or nil when there is none.
  package static func profile(in bytes: [UInt8], format: PictureFormat) -> [UInt8]? {
    switch format {
    case .jpeg: jpeg(bytes)
    case .webp: webp(bytes)
    case .tiff:
      if case .bytes(let profile)? = TIFFStructure(bytes)?.firstDirectory?.value(34675) {
        profile
      } else {
        nil
      }
    default: nil
    }
  }

  private static let jpegMarker = Array("ICC_PROFILE\0".utf8)

  /// The APP2 segments' pieces, each "ICC_PROFILE\0", its number (from 1) and the count.
  private static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
    let view = ByteView(bytes)
    var pieces: [Int: [UInt8]] = [:]
    var offset = 2
    while view.u8(offset) == 0xFF, let marker = view.u8(offset + 1), marker != 0xDA,
      marker != 0xD9, let length = view.u16(offset + 2), length >= 2
    {
      let start = offset + 4 + jpegMarker.count + 2
      let end = min(offset + 2 + length, bytes.count)
      if marker == 0xE2, view.matches(jpegMarker, at: offset + 4), start <= end,
        let number = view.u8(start - 2)
      {
        pieces[number] = Array(bytes[start..<end])
      }
      offset += 2 + length
    }
    guard !pieces.isEmpty else { return nil }
    return pieces.keys.sorted().flatMap { pieces[$0] ?? [] }
  }

  private static func webp(_ bytes: [UInt8]) -> [UInt8]? {
    let view = ByteView(bytes, littleEndian: true)
    var offset = 12
    while let length = view.u32(offset + 4), offset + 8 + length <= bytes.count {
      if view.matches(ascii: "ICCP", at: offset) {
        return Array(bytes[(offset + 8)..<(offset + 8 + length)])
      }
      offset += 8 + length + (length & 1)
    }
    return nil
  }
}
