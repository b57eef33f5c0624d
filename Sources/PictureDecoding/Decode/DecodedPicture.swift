import Geometry
import PictureFiles

/// A decoded picture ready for upload: pixels at the size they will be shown, upright.
package struct DecodedPicture: Sendable, Equatable {
  /// The pixels, at most the requested box in each side.
  package var pixels: PixelBuffer
  /// The picture's size before downscaling, upright (after Exif orientation).
  package var originalSize: Size
  /// Every frame (the first is ``pixels``), when the picture is an animation.
  package var animation: PictureAnimation?
  /// Something to tell the user once (an animation shown as its first frame).
  package var note: String?
  /// Whether every pixel is opaque and the picture does not move (its texture then needs no
  /// blending: drawing it is a copy), when known; the decode threads find out.
  package var isOpaque: Bool?
  /// The tiny blurred copy drawn behind the picture where it does not cover its page
  /// (``Backdrop``), made with the decode of the whole picture; nil for a region's decode.
  package var backdrop: PixelBuffer?
  /// What a clip says of itself, when the picture is a clip's first frame
  /// (``ClipStillDecoder``).
  package var clip: ClipFacts?

  package init(
    pixels: PixelBuffer, originalSize: Size, animation: PictureAnimation? = nil,
    note: String? = nil
  ) {
    self.pixels = pixels
    self.originalSize = originalSize
    self.animation = animation
    self.note = note
  }
}

/// Decodes one file into pixels that fit a box, and reads the facts only a codec can
/// (``CodecFactsReader``).
///
/// Called on worker threads, several at once.
package protocol PictureDecoder: CodecFactsReader {
  /// The picture at `path`, downscaled (never enlarged) to fit in `box` with its aspect ratio.
  /// - Throws: the reason the file cannot be shown.
  func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture

  /// The part `region` (in the upright picture's own pixels) of the picture at `path`,
  /// downscaled (never enlarged) to fit in `box`: the sharper detail of a zoomed picture.
  /// - Throws: the reason the file cannot be shown.
  func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture

  /// The picture at `path` as a thumbnail of `size` (its first frame, at most `size.side`
  /// pixels a side): from `cache` when it holds one that matches the file, else decoded and
  /// written there.
  /// - Throws: the reason the file cannot be shown.
  func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
}

extension PictureDecoder {
  /// None (decoders of tests, which make pixels of their own).
  package func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int)
    -> CodecFacts
  { CodecFacts() }

  /// The picture decoded to the thumbnail's size, with no cache (decoders of tests).
  package func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
  {
    var picture = try decode(path, fittingIn: Size(width: size.side, height: size.side))
    picture.animation = nil
    return picture
  }
}
