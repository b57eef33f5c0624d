import SystemKit

/// Writes small PNG files byte by byte (for headers no encoder would write).
public enum PNGBytes {
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(Deflate.crc32(typed))
  }

  public static func header(width: Int, height: Int, colorType: UInt8 = 6, depth: UInt8 = 8)
    -> [UInt8]
  {
    chunk(
      "IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, 0])
  }

  /// An RGBA picture of `width` × `height` all-zero pixels: a decompression bomb when large.
  ///
  /// The IDAT is one deflated chunk of whole rows repeated (see `Deflate.rawChunk`), so building a
  /// 20,000 × 20,000 file costs one 16 MB compression, not 1.6 GB.
  public static func allZero(width: Int, height: Int, rowsPerChunk: Int) -> [UInt8] {
    let rowBytes = 1 + width * 4
    precondition(height % rowsPerChunk == 0)
    let piece = Deflate.rawChunk([UInt8](repeating: 0, count: rowBytes * rowsPerChunk))
    var stream: [UInt8] = [0x78, 0xDA]
    stream.reserveCapacity(piece.count * (height / rowsPerChunk) + 16)
    for _ in 0..<(height / rowsPerChunk) { stream += piece }
    stream += [0x03, 0x00]  // an empty final block with fixed codes
    let total = rowBytes * height
    stream += bigEndian(UInt32(total % 65_521) << 16 | 1)  // Adler-32 of zeros: a = 1, b = n
    return signature + header(width: width, height: height) + chunk("IDAT", stream)
      + chunk("IEND", [])
  }

  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
