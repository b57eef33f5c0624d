import Geometry
import PictureFiles

extension ExifOrientation {
  /// `buffer` turned and mirrored so it shows upright.
  package func apply(to buffer: PixelBuffer) -> PixelBuffer {
    guard self != .up else { return buffer }
    let w = buffer.size.width
    let h = buffer.size.height
    let out = orientedSize(buffer.size)
    var pixels = [UInt32](repeating: 0, count: out.area)
    buffer.pixels.withUnsafeBufferPointer { source in
      for oy in 0..<out.height {
        for ox in 0..<out.width {
          let (x, y) = sourceCoordinates(ox, oy, width: w, height: h)
          pixels[oy * out.width + ox] = source[y * w + x]
        }
      }
    }
    return PixelBuffer(size: out, pixels: pixels)
  }

  /// Where output pixel (ox, oy) comes from in a `width` × `height` source.
  private func sourceCoordinates(_ ox: Int, _ oy: Int, width: Int, height: Int) -> (Int, Int) {
    switch self {
    case .up: (ox, oy)
    case .upMirrored: (width - 1 - ox, oy)
    case .down: (width - 1 - ox, height - 1 - oy)
    case .downMirrored: (ox, height - 1 - oy)
    case .leftMirrored: (oy, ox)
    case .right: (oy, height - 1 - ox)
    case .rightMirrored: (width - 1 - oy, height - 1 - ox)
    case .left: (width - 1 - oy, ox)
    }
  }
}
