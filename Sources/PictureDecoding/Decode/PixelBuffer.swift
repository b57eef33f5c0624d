import Geometry

/// Decoded pixels in main memory: what a worker thread hands to the main thread.
///
/// Packed `0xAARRGGBB` values (straight, not premultiplied alpha), row by row from the top-left
/// corner, `size.width` a row. A value type, so it crosses threads safely.
package struct PixelBuffer: Sendable, Equatable {
  package let size: Size
  package var pixels: [UInt32]

  /// - Precondition: `pixels.count == size.area`.
  init(size: Size, pixels: [UInt32]) {
    precondition(pixels.count == size.area, "pixel count does not match the size")
    self.size = size
    self.pixels = pixels
  }

  /// No pixels (0×0): a place holder while a buffer is moved out.
  package static let empty = PixelBuffer(size: Size(width: 0, height: 0), pixels: [])

  /// A buffer of one colour.
  package init(size: Size, filledWith argb: UInt32) {
    self.init(size: size, pixels: [UInt32](repeating: argb, count: size.area))
  }

  /// Whether every pixel's alpha is 255.
  var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { buffer in
      // One AND over all the alphas: no branch in the loop, so it vectorises.
      buffer.reduce(UInt32.max) { $0 & $1 } >> 24 == 0xFF
    }
  }

  /// Bytes of pixel memory.
  var byteCount: Int { pixels.count * 4 }

  /// The pixel at column `x`, row `y` (both from 0).
  func pixel(x: Int, y: Int) -> UInt32 { pixels[y * size.width + x] }

  /// The pixels as bytes R, G, B, A, row by row (to write a PNG).
  var rgba: [UInt8] {
    pixels.flatMap { argb in
      [
        UInt8(truncatingIfNeeded: argb >> 16), UInt8(truncatingIfNeeded: argb >> 8),
        UInt8(truncatingIfNeeded: argb), UInt8(truncatingIfNeeded: argb >> 24),
      ]
    }
  }
}
