import SDLKit

/// A decoded picture ready for upload: pixels at the size they will be shown, upright.
package struct DecodedPicture: Sendable, Equatable {
  /// The pixels, at most the requested box in each side.
  package var pixels: PixelBuffer
  /// The picture's size before downscaling, upright (after Exif orientation).
  package var originalSize: Size

  package init(pixels: PixelBuffer, originalSize: Size) {
    self.pixels = pixels
    self.originalSize = originalSize
  }
}

/// Decodes one file into pixels that fit a box.
///
/// Called on worker threads, several at once.
package protocol PictureDecoder: Sendable {
  /// The picture at `path`, downscaled (never enlarged) to fit in `box` with its aspect ratio.
  /// - Throws: the reason the file cannot be shown.
  func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture

  /// The part `region` (in the upright picture's own pixels) of the picture at `path`,
  /// downscaled (never enlarged) to fit in `box`: the sharper detail of a zoomed picture.
  /// - Throws: the reason the file cannot be shown.
  func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
}
