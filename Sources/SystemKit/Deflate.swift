import CZlib

/// zlib's deflate and checksums, for writing PNG data: the CRC-32 of the chunks APNGReader
/// rebuilds for libpng from each frame, and the deflated rows of the pictures tests generate.
public enum Deflate {
  /// `bytes` compressed as raw deflate blocks (no zlib header) ending with a full flush: byte
  /// aligned, not final, and independent of what came before, so the same chunk may be repeated
  /// to build a long stream without compressing all of it.
  public static func rawChunk(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8] {
    var stream = z_stream()
    guard
      deflateInit2_(
        &stream, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return [] }
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
    let produced = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        _ = deflate(&stream, Z_FULL_FLUSH)
        return target.count - Int(stream.avail_out)
      }
    }
    return Array(output.prefix(produced))
  }

  /// The CRC-32 of `bytes` continuing from `crc` (PNG chunk checksums).
  public static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(UInt(crc), buffer.baseAddress, UInt32(buffer.count)))
    }
  }
}
