import SDLKit

/// A decoded picture ready for upload: pixels at the size they will be shown, upright.
struct DecodedPicture: Sendable, Equatable {
  /// The pixels, at most the requested box in each side.
  var pixels: PixelBuffer
  /// The picture's size before downscaling, upright (after Exif orientation).
  var originalSize: Size
}

/// Decodes one file into pixels that fit a box.
///
/// Called on worker threads, several at once.
protocol PictureDecoder: Sendable {
  /// The picture at `path`, downscaled (never enlarged) to fit in `box` with its aspect ratio.
  /// - Throws: the reason the file cannot be shown.
  func decode(_ path: PicturePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture
}
