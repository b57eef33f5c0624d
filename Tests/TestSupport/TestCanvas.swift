import Foundation
import Geometry
import PictureCodecs

/// A picture drawn in memory and written as a PNG or JPEG file by the project's own encoders
/// (libpng and libjpeg-turbo through PictureCodecs), so that tests of files and decoding make
/// their pictures without SDL.
public struct TestCanvas: Sendable {
  /// Its size in pixels.
  public let size: Size
  /// Its pixels, packed `0xAARRGGBB` values row by row from the top-left corner.
  public private(set) var argbPixels: [UInt32]

  /// A canvas of `size` with every pixel `argb` (transparent black by default, as a new SDL
  /// surface).
  public init(size: Size, argb: UInt32 = 0) {
    self.size = size
    argbPixels = [UInt32](repeating: argb, count: size.width * size.height)
  }

  /// A canvas of `size` holding `argbPixels`, row by row.
  /// - Precondition: `argbPixels.count == size.width * size.height`.
  public init(size: Size, argbPixels: [UInt32]) {
    precondition(argbPixels.count == size.width * size.height, "not one value a pixel")
    self.size = size
    self.argbPixels = argbPixels
  }

  /// Paints every pixel the opaque colour `rgb` (`0xRRGGBB`).
  public mutating func fill(rgb: UInt32) {
    fill(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), rgb: rgb)
  }

  /// Paints the pixels of `rect` (rounded down to whole pixels, clipped to the canvas) the
  /// opaque colour `rgb` (`0xRRGGBB`).
  public mutating func fill(_ rect: Rect, rgb: UInt32) {
    let left = max(0, Int(rect.x.rounded(.down)))
    let top = max(0, Int(rect.y.rounded(.down)))
    let right = min(size.width, left + Int(rect.width.rounded(.down)))
    let bottom = min(size.height, top + Int(rect.height.rounded(.down)))
    guard left < right, top < bottom else { return }
    let value = 0xFF00_0000 | rgb & 0xFF_FFFF
    for y in top..<bottom {
      argbPixels.replaceSubrange(
        (y * size.width + left)..<(y * size.width + right),
        with: repeatElement(value, count: right - left))
    }
  }

  /// Writes the canvas to `path` as an 8-bit RGBA PNG.
  public func savePNG(to path: String) throws {
    var rgba = [UInt8](repeating: 0, count: argbPixels.count * 4)
    for (index, pixel) in argbPixels.enumerated() {
      rgba[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
      rgba[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
      rgba[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
      rgba[index * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
    }
    let image = CodecImage(width: size.width, height: size.height, rgba: rgba)
    try Data(PNGCodec.encode(image, texts: [])).write(to: URL(fileURLWithPath: path))
  }

  /// Writes the canvas to `path` as a baseline JPEG at `quality` (1 to 100), alpha ignored.
  public func saveJPEG(to path: String, quality: Int) throws {
    let bytes = try JPEGCodec.encode(
      argbPixels, width: size.width, height: size.height, quality: quality)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
