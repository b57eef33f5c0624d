/// Finds the Exif block (a TIFF structure) inside a picture file.
///
/// Each container that can carry one: JPEG's APP1 "Exif" segment, PNG's `eXIf` chunk, WebP's
/// `EXIF` chunk, a TIFF file itself; HEIF's Exif item (read by libheif) and JPEG XL's `Exif` box
/// (Brotli-compressed or not, read by libjxl) come in ``CodecFacts``, read in a decoder process.
///
/// Every walk is bounded by the file's bytes: a length that points past the end stops it.
package enum ExifLocator {
  /// The Exif block of `bytes` (a whole file in `format`), or nil when it has none; a HEIF or
  /// JPEG XL file's is the one in `codecs`.
  package static func block(
    in bytes: [UInt8], format: PictureFormat, codecs: CodecFacts = CodecFacts()
  ) -> [UInt8]? {
    switch format {
    case .jpeg: jpeg(bytes)
    case .png: png(bytes)
    case .webp: webp(bytes)
    case .tiff: bytes
    case .heic, .avif, .jxl: codecs.exif
    default: nil
    }
  }

  /// The "Exif\0\0" prefix of JPEG APP1 segments, which some writers also put before the TIFF
  /// header in WebP and PNG.
  static let exifPrefix = Array("Exif\0\0".utf8)

  /// The first APP1 segment that starts with "Exif\0\0", before the first scan.
  private static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
    let view = ByteView(bytes)
    var offset = 2
    while view.u8(offset) == 0xFF, let marker = view.u8(offset + 1), marker != 0xDA,
      marker != 0xD9, let length = view.u16(offset + 2), length >= 2
    {
      if marker == 0xE1, view.matches(exifPrefix, at: offset + 4) {
        let end = min(offset + 2 + length, bytes.count)
        let start = offset + 4 + exifPrefix.count
        return start < end ? Array(bytes[start..<end]) : nil
      }
      offset += 2 + length
    }
    return nil
  }

  /// The `eXIf` chunk's data (PNG 1.2 extensions, 2017), before the first IDAT.
  private static func png(_ bytes: [UInt8]) -> [UInt8]? {
    let view = ByteView(bytes)
    var offset = 8
    while let length = view.u32(offset), offset + 12 + length <= bytes.count {
      if view.matches(ascii: "IDAT", at: offset + 4) || view.matches(ascii: "IEND", at: offset + 4)
      {
        return nil
      }
      if view.matches(ascii: "eXIf", at: offset + 4) {
        return withoutPrefix(Array(bytes[(offset + 8)..<(offset + 8 + length)]))
      }
      offset += 12 + length
    }
    return nil
  }

  /// The RIFF `EXIF` chunk's data (WebP container specification).
  private static func webp(_ bytes: [UInt8]) -> [UInt8]? {
    let view = ByteView(bytes, littleEndian: true)
    var offset = 12
    while let length = view.u32(offset + 4), offset + 8 + length <= bytes.count {
      if view.matches(ascii: "EXIF", at: offset) {
        return withoutPrefix(Array(bytes[(offset + 8)..<(offset + 8 + length)]))
      }
      offset += 8 + length + (length & 1)  // chunks are padded to an even size
    }
    return nil
  }

  /// `block` without a leading "Exif\0\0", which some writers add where the format has none.
  static func withoutPrefix(_ block: [UInt8]) -> [UInt8] {
    ByteView(block).matches(exifPrefix) ? Array(block.dropFirst(exifPrefix.count)) : block
  }
}
