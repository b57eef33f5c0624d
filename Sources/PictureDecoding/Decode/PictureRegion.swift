import Geometry
import PictureFiles

/// A rectangle of a picture in its own pixels (upright unless said otherwise): the part of a
/// zoomed picture decoded sharper (docs/physics.md §17).
package struct PictureRegion: Hashable, Sendable, CustomStringConvertible {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of a picture of `size`.
  package init(covering size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  package var size: Size { Size(width: width, height: height) }

  /// Whether it has no pixels.
  package var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The part inside a picture of `size`.
  package func clamped(to size: Size) -> PictureRegion {
    let left = min(max(x, 0), size.width)
    let top = min(max(y, 0), size.height)
    return PictureRegion(
      x: left, y: top, width: max(0, min(x + width, size.width) - left),
      height: max(0, min(y + height, size.height) - top))
  }

  /// Whether `other` lies inside it.
  package func contains(_ other: PictureRegion) -> Bool {
    other.x >= x && other.y >= y && other.x + other.width <= x + width
      && other.y + other.height <= y + height
  }

  package var description: String { "\(width)×\(height)+\(x)+\(y)" }
}

extension ExifOrientation {
  /// Where `region` of the upright picture lies in the pixels as stored, for a picture whose
  /// upright size is `upright`.
  func storedRegion(_ region: PictureRegion, upright: Size) -> PictureRegion {
    let stored = orientedSize(upright)
    let (w, h) = (stored.width, stored.height)
    // The stored point under the upright point (ox, oy), on pixel edges (the inverse of
    // `apply(to:)`'s pixel mapping, with W rather than W − 1 at the far side).
    func source(_ ox: Int, _ oy: Int) -> (Int, Int) {
      switch self {
      case .up: (ox, oy)
      case .upMirrored: (w - ox, oy)
      case .down: (w - ox, h - oy)
      case .downMirrored: (ox, h - oy)
      case .leftMirrored: (oy, ox)
      case .right: (oy, h - ox)
      case .rightMirrored: (w - oy, h - ox)
      case .left: (w - oy, ox)
      }
    }
    let (ax, ay) = source(region.x, region.y)
    let (bx, by) = source(region.x + region.width, region.y + region.height)
    return PictureRegion(
      x: min(ax, bx), y: min(ay, by), width: abs(bx - ax), height: abs(by - ay))
  }
}

extension PixelBuffer {
  /// `region` of the rows (as `areaAveraged` takes them), area-averaged to `target`.
  package static func areaAveraged(
    _ source: UnsafeRawBufferPointer, pitch: Int, layout: PixelLayout, region: PictureRegion,
    to target: Size
  ) -> PixelBuffer {
    let offset = region.y * pitch + region.x * layout.bytesPerPixel
    return areaAveraged(
      UnsafeRawBufferPointer(rebasing: source[min(offset, source.count)...]), width: region.width,
      height: region.height, pitch: pitch, layout: layout, to: target)
  }

  /// The pixels of `region` (clamped to the buffer).
  func cropped(to region: PictureRegion) -> PixelBuffer {
    let part = region.clamped(to: size)
    var out: [UInt32] = []
    out.reserveCapacity(part.size.area)
    for row in part.y..<(part.y + part.height) {
      let start = row * size.width + part.x
      out += pixels[start..<(start + part.width)]
    }
    return PixelBuffer(size: part.size, pixels: out)
  }
}
