import Geometry

extension ExifBytes {
  /// A lossless WebP rewritten as VP8X (EXIF flag set) + its image chunk + EXIF.
  public static func extendedWebP(_ simple: [UInt8], exif: [UInt8], size: Size) -> [UInt8] {
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    let image = Array(simple.dropFirst(12))  // the VP8L chunk
    let vp8x =
      Array("VP8X".utf8) + le(10, 4) + [0x08, 0, 0, 0] + le(size.width - 1, 3)
      + le(size.height - 1, 3)
    let body = Array("WEBP".utf8) + vp8x + image + ExifBytes.webpChunk(exif)
    return Array("RIFF".utf8) + le(body.count, 4) + body
  }
}
