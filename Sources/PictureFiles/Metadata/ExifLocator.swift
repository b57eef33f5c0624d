/// Finds the Exif block (a TIFF structure) inside a picture file.
///
/// Each container that can carry one: JPEG's APP1 "Exif" segment, PNG's `eXIf` chunk, WebP's
/// `EXIF` chunk, a TIFF file itself, HEIF's Exif item (``HEIFPrimaryItem``); JPEG XL's `Exif`
/// box (Brotli-compressed or not, read by libjxl) comes in ``CodecFacts``, read in a decoder
/// process.
///
/// Every walk is one of the container walkers (``JPEGSegments``, ``PNGChunks``,
/// ``RIFFChunks``, ``ISOBoxes``), bounded by the file's bytes.
package enum ExifLocator {
  /// The Exif block of `bytes` (a whole file in `format`), or nil when it has none; a JPEG XL
  /// file's is the one in `codecs`.
  package static func block(
    in bytes: [UInt8], format: PictureFormat, codecs: CodecFacts = CodecFacts()
  ) -> [UInt8]? {
    switch format {
    case .jpeg: jpeg(bytes)
    case .png: png(bytes)
    case .webp: webp(bytes)
    case .tiff: bytes
    case .heic, .avif: HEIFPrimaryItem.exif(in: bytes)
    case .jxl: codecs.exif
    default: nil
    }
  }

  /// The "Exif\0\0" prefix of JPEG APP1 segments, which some writers also put before the TIFF
  /// header in WebP and PNG.
  package static let exifPrefix = Array("Exif\0\0".utf8)

  /// The first APP1 segment that starts with "Exif\0\0", before the first scan.
  private static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
    JPEGSegments(bytes).payloads(marker: 0xE1, signature: exifPrefix).first
      .flatMap { $0.isEmpty ? nil : Array(bytes[$0]) }
  }

  /// The `eXIf` chunk's data (PNG 1.2 extensions, 2017), before the first IDAT.
  private static func png(_ bytes: [UInt8]) -> [UInt8]? {
    PNGChunks(bytes).beforePixels("eXIf").map { withoutPrefix(Array(bytes[$0])) }
  }

  /// The RIFF `EXIF` chunk's data (WebP container specification).
  private static func webp(_ bytes: [UInt8]) -> [UInt8]? {
    RIFFChunks(bytes).first("EXIF").map { withoutPrefix(Array(bytes[$0])) }
  }

  /// `block` without a leading "Exif\0\0", which some writers add where the format has none.
  static func withoutPrefix(_ block: [UInt8]) -> [UInt8] {
    ByteView(block).matches(exifPrefix) ? Array(block.dropFirst(exifPrefix.count)) : block
  }
}
