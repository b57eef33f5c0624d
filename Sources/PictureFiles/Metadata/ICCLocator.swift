/// Finds the embedded ICC profile of a picture file whose codec does not hand it over.
///
/// JPEG's APP2 "ICC_PROFILE" segments (joined in order), WebP's `ICCP` chunk and TIFF's
/// InterColorProfile tag (34675); libpng, libheif and libjxl give theirs to their codecs.
///
/// Every walk is one of the container walkers, bounded by the file's bytes.
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

  /// The APP2 segments' pieces, each "ICC_PROFILE\0", its number (from 1), the count and the
  /// piece, joined in the order of their numbers.
  private static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
    var pieces: [Int: [UInt8]] = [:]
    for payload in JPEGSegments(bytes).payloads(marker: 0xE2, signature: jpegMarker)
    where payload.count >= 2 {
      pieces[Int(bytes[payload.lowerBound])] = Array(
        bytes[(payload.lowerBound + 2)..<payload.upperBound])
    }
    guard !pieces.isEmpty else { return nil }
    return pieces.keys.sorted().flatMap { pieces[$0] ?? [] }
  }

  private static func webp(_ bytes: [UInt8]) -> [UInt8]? {
    RIFFChunks(bytes).first("ICCP").map { Array(bytes[$0]) }
  }
}
