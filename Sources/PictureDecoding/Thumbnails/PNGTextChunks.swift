import PictureFiles

/// The text chunks of a PNG (`tEXt` in Latin-1, uncompressed `iTXt` in UTF-8): where the
/// freedesktop thumbnail specification keeps `Thumb::URI` and `Thumb::MTime`.
///
/// Only the chunk stream is walked, bounded by the bytes given; pixels are decoded elsewhere.
/// Texts may come before the pixels (libpng, GdkPixbuf) or after them (ImageMagick).
enum PNGTextChunks {
  /// Texts read at most, and the largest taken (thumbnails hold a few short ones).
  static let maximumTexts = 32
  static let maximumTextBytes = 8192

  /// The keyword → text pairs of `bytes`; nil when it is not a PNG.
  static func read(_ bytes: [UInt8]) -> [String: String]? {
    guard bytes.starts(with: PNGChunks.signature) else { return nil }
    var texts: [String: String] = [:]
    for chunk in PNGChunks(bytes) {
      guard texts.count < maximumTexts else { break }
      if chunk.data.count <= maximumTextBytes,
        let (key, text) = Self.text(chunk.type, Array(bytes[chunk.data]))
      {
        texts[key] = text
      }
    }
    return texts
  }

  /// A `tEXt` or uncompressed `iTXt` chunk's keyword and text.
  private static func text(_ type: String, _ data: [UInt8]) -> (String, String)? {
    guard let zero = data.firstIndex(of: 0) else { return nil }
    let key = String(decoding: data[..<zero], as: UTF8.self)
    switch type {
    case "tEXt":
      // Latin-1: each byte is its code point.
      return (key, String(String.UnicodeScalarView(data[(zero + 1)...].map { Unicode.Scalar($0) })))
    case "iTXt":
      // Compression flag, method, language tag\0, translated keyword\0, text.
      let rest = data[(zero + 1)...]
      guard rest.count >= 2, rest.first == 0 else { return nil }
      let tags = rest.dropFirst(2)
      guard let languageEnd = tags.firstIndex(of: 0),
        let translatedEnd = tags[(languageEnd + 1)...].firstIndex(of: 0)
      else { return nil }
      return (key, String(decoding: tags[(translatedEnd + 1)...], as: UTF8.self))
    default:
      return nil
    }
  }
}
