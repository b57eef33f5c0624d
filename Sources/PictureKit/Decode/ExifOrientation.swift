import Geometry

/// How a camera says its picture must be turned to be upright: the Exif Orientation tag (0x0112,
/// read by ``ExifMetadata``), also TIFF's own Orientation tag.
///
/// The decoders hand over pixels as stored (SDL_image 2.6 ignores the tag, tested in
/// `ExifOrientationTests`), so the pipeline applies it, once, to the decoded and downscaled
/// pixels.
package enum ExifOrientation: Int, Sendable, CaseIterable {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5  // transpose
  case right = 6  // turn 90° clockwise to view
  case rightMirrored = 7  // transverse
  case left = 8  // turn 90° counter-clockwise to view

  /// Whether showing the picture swaps its width and height.
  var swapsAxes: Bool { rawValue >= 5 }

  /// The size after turning a picture of `size`.
  func orientedSize(_ size: Size) -> Size {
    swapsAxes ? Size(width: size.height, height: size.width) : size
  }

  /// `buffer` turned and mirrored so it shows upright.
  func apply(to buffer: PixelBuffer) -> PixelBuffer {
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
