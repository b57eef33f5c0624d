import SystemKit

/// Writes 8- or 16-bit, non-interlaced PNGs whose rows use the filter a test asks for, so that
/// each of PNG's five filters (None, Sub, Up, Average, Paeth) can be decoded on its own.
public enum FilteredPNG {
  /// A `width` × `height` picture of `channels` samples a pixel (1 grey, 2 grey and alpha, 3
  /// RGB, 4 RGBA) of `depth` bits (8 or 16), pseudo-random from `seed`; row `y` uses
  /// `filters[y % filters.count]`; the zlib stream is split over `chunks` IDAT chunks.
  public static func make(
    width: Int, height: Int, channels: Int, filters: [UInt8], chunks: Int = 1, seed: UInt32 = 1,
    depth: Int = 8
  ) -> [UInt8] {
    // The filters work on bytes, a pixel's width apart: 16-bit samples are two bytes each.
    let pixelBytes = channels * depth / 8
    let stride = width * pixelBytes
    var state = seed
    var raw = [UInt8](repeating: 0, count: stride * height)
    for index in raw.indices {
      state = state &* 1_664_525 &+ 1_013_904_223
      // Smooth plus noise, so that every filter meets carries and large differences.
      raw[index] = UInt8(truncatingIfNeeded: index / pixelBytes + Int(state >> 27))
    }
    var filtered: [UInt8] = []
    for y in 0..<height {
      let type = filters[y % filters.count]
      filtered.append(type)
      for i in 0..<stride {
        let value = raw[y * stride + i]
        let a = i >= pixelBytes ? Int(raw[y * stride + i - pixelBytes]) : 0
        let b = y > 0 ? Int(raw[(y - 1) * stride + i]) : 0
        let c = y > 0 && i >= pixelBytes ? Int(raw[(y - 1) * stride + i - pixelBytes]) : 0
        filtered.append(value &- UInt8(predictor(type, a: a, b: b, c: c)))
      }
    }
    let stream =
      [0x78, 0x01] + Deflate.rawChunk(filtered) + [0x03, 0x00]
      + PNGBytes.bigEndian(adler32(filtered))
    let colorType: [Int: UInt8] = [1: 0, 2: 4, 3: 2, 4: 6]
    var file =
      PNGBytes.signature
      + PNGBytes.header(
        width: width, height: height, colorType: colorType[channels] ?? 6, depth: UInt8(depth))
    let piece = (stream.count + chunks - 1) / chunks
    for start in Swift.stride(from: 0, to: stream.count, by: piece) {
      file += PNGBytes.chunk("IDAT", Array(stream[start..<min(start + piece, stream.count)]))
    }
    return file + PNGBytes.chunk("IEND", [])
  }

  /// What filter `type` predicts from the left (`a`), upper (`b`) and upper-left (`c`) bytes.
  static func predictor(_ type: UInt8, a: Int, b: Int, c: Int) -> Int {
    switch type {
    case 1: return a
    case 2: return b
    case 3: return (a + b) / 2
    case 4:
      let p = a + b - c
      let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
      return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    default: return 0
    }
  }

  /// zlib's Adler-32 of `bytes`.
  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
