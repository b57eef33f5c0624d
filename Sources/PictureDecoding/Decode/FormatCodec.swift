import Geometry
import PictureFiles

/// One format's decoder: a whole file's bytes to pixels fitted to a box.
///
/// ``FileDecoder`` reads the file, finds its format and checks the header's size against the
/// pixel limit, then hands the bytes to the codec of the format (``codec(for:)``). A faster
/// decoder for a format (one that decodes straight to the box, say) is a new conforming type
/// listed there. Codecs are called on decode threads, several at once.
package protocol FormatCodec: Sendable {
  /// Decodes `bytes`, whose header declared `size`, to pixels that fit `box` (area-averaged,
  /// never enlarged), as stored: the caller applies the orientation unless the result says
  /// it is applied.
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput

  /// Bytes of working memory a decode of a `fileBytes`-byte file of `size` for `box` may hold,
  /// for the decode memory gate.
  func workingBytes(fileBytes: Int, size: Size, box: Size) -> Int

  /// How this codec's pixels of `bytes` must still be turned to show upright, given the
  /// container's Exif orientation (``ExifLocator``); a decode reports the same in
  /// ``CodecOutput/orientation``.
  ///
  /// Known before decoding, so that the box, and a region of the upright picture (a zoom's
  /// detail), map onto the codec's own pixels: libheif and libjxl turn their pictures
  /// themselves, libtiff flips but never transposes (a region mapped through the container's
  /// orientation instead showed the wrong part of a turned HEIC).
  func pendingOrientation(of bytes: [UInt8], format: PictureFormat, container: ExifOrientation)
    -> ExifOrientation
}

extension FormatCodec {
  /// The container's orientation: the codec hands its pixels over as stored.
  package func pendingOrientation(
    of bytes: [UInt8], format: PictureFormat, container: ExifOrientation
  ) -> ExifOrientation { container }

  /// The file, the full-size 4-byte pixels and the fitted output.
  package func workingBytes(fileBytes: Int, size: Size, box: Size) -> Int {
    fileBytes + size.area * 4 + PixelBuffer.fittedSize(size, in: box).area * 4
  }
}

/// A codec that can cut a region out of the full-size pixels before it downscales, so that a
/// zoomed picture's detail costs the region, not the whole picture at the zoom's scale.
///
/// Codecs without it still decode regions: ``FileDecoder`` decodes the whole picture at the scale
/// the region needs and cuts the region out.
package protocol RegionDecoding: FormatCodec {
  /// Decodes `bytes` (header size `size`) and area-averages `region` of the pixels, as stored
  /// (not turned upright), to fit `box`.
  func decode(
    _ bytes: [UInt8], format: PictureFormat, size: Size, region: PictureRegion, box: Size
  ) throws(DecodeFailure) -> CodecOutput
}

/// What a codec hands back.
package struct CodecOutput: Sendable {
  /// The pixels, fitted to the box.
  package var pixels: PixelBuffer
  /// The embedded ICC profile, when the file has one and the pixels are not converted yet.
  package var iccProfile: [UInt8]?
  /// How the pixels must still be turned, when the codec knows better than the container.
  ///
  /// Nil: the container's Exif orientation (``ExifLocator``) applies. `.up` when the codec
  /// turned them itself (libheif, libjxl). The codec fitted the box turned the same way.
  package var orientation: ExifOrientation?

  /// Every frame, when the picture is an animation.
  package var animation: PictureAnimation?
  /// Something the user should know about how the picture is shown (an animation shown as its
  /// first frame), for one stderr line.
  package var note: String?

  package init(
    pixels: PixelBuffer, iccProfile: [UInt8]? = nil, orientation: ExifOrientation? = nil
  ) {
    self.pixels = pixels
    self.iccProfile = iccProfile
    self.orientation = orientation
  }
}

extension PictureFormat {
  /// The codec that decodes the format in `bytes`; animations keep their fitted frames within
  /// `animationBudget` bytes.
  ///
  /// The formats without a codec here go to the registered one (``FallbackCodec``, SDL_image's
  /// in the app).
  func codec(for bytes: [UInt8], animationBudget: Int) -> any FormatCodec {
    switch self {
    case .gif: AnimatedFormatCodec(budget: animationBudget)
    case .webp: WebPFormatCodec(animations: AnimatedFormatCodec(budget: animationBudget))
    case .png where APNGReader(bytes).isAnimated: AnimatedFormatCodec(budget: animationBudget)
    case .png: PNGFormatCodec()
    case .jpeg: JPEGFormatCodec(bytes: bytes)
    case .heic, .avif: HEIFFormatCodec()
    case .jxl: JXLFormatCodec()
    case .pnm: PNMFormatCodec()
    default: FallbackCodec.current
    }
  }
}
