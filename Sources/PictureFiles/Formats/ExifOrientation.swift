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
  package var swapsAxes: Bool { rawValue >= 5 }

  /// The size after turning a picture of `size`.
  package func orientedSize(_ size: Size) -> Size {
    swapsAxes ? Size(width: size.height, height: size.width) : size
  }
}
