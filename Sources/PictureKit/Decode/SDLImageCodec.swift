import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

/// The formats SDL_image decodes for Carousel (BMP, TIFF, QOI, TGA, PCX; GIF, WebP and PNM when
/// their own codecs do not) and SVG through its nanosvg.
///
/// PictureDecoding cannot name it (only PictureKit may use SDLKit): a process that decodes
/// registers it as the decoders' ``FallbackCodec`` (``registerAsFallback()``) before its first
/// decode.
package struct SDLImageCodec: RegionDecoding {
  package init() {}

  /// Makes SDL_image the codec of the formats PictureDecoding has none for, in this process:
  /// the app calls it first thing in `main`, so its decoder workers (the same binary, spawned
  /// or forked) have it too.
  package static func registerAsFallback() {
    FallbackCodec.register(SDLImageCodec())
  }

  package func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    if format == .svg {
      return CodecOutput(
        pixels: try averaged(renderSVG(bytes, headerSize: size, box: box), format: format, box: box)
      )
    }
    return try decode(bytes, format: format, size: size, region: nil, box: box)
  }

  /// SVGs are drawn, not decoded: their regions come from a drawing of the whole at the scale
  /// (``FileDecoder`` cuts them), so this is for the raster formats.
  package func decode(
    _ bytes: [UInt8], format: PictureFormat, size: Size, region: PictureRegion, box: Size
  ) throws(DecodeFailure) -> CodecOutput {
    try decode(bytes, format: format, size: size, region: Optional(region), box: box)
  }

  private func decode(
    _ bytes: [UInt8], format: PictureFormat, size: Size, region: PictureRegion?, box: Size
  ) throws(DecodeFailure) -> CodecOutput {
    let loaded = bytes.withUnsafeBytes { raw -> Result<Surface, SDLError> in
      Result { () throws(SDLError) -> Surface in
        try Surface(decoding: raw, type: format.sdlType)
      }
    }
    let surface: Surface
    switch loaded {
    case .success(let value): surface = value
    case .failure(let error): throw .corrupt(format, error.message)
    }
    let decoded = surface.size
    switch format {
    case .gif where decoded.width <= size.width && decoded.height <= size.height:
      break  // GIF frames may be smaller than the screen the header declares.
    default:
      guard decoded == size else {
        throw .sizeMismatch(format, header: size, decoded: decoded)
      }
    }
    let pixels = try averaged(surface, format: format, region: region, box: box)
    guard format == .tiff else { return CodecOutput(pixels: pixels) }
    let stored = ExifMetadata(tiff: bytes)?.orientation ?? .up
    return CodecOutput(pixels: pixels, orientation: Self.turnLeftByLibTIFF(stored))
  }

  package func pendingOrientation(
    of bytes: [UInt8], format: PictureFormat, container: ExifOrientation
  )
    -> ExifOrientation
  {
    format == .tiff ? Self.turnLeftByLibTIFF(container) : container
  }

  /// What remains of a TIFF's `orientation` once libtiff's RGBA reader, which SDL_image calls
  /// for the top-left corner, has applied its part: it flips rows and columns
  /// (`setorientation` in tif_getimage.c) but never transposes, so orientations 1 to 4 are done,
  /// and 5 to 8 keep a transpose or a transverse (checked against ImageMagick for all eight).
  static func turnLeftByLibTIFF(_ orientation: ExifOrientation) -> ExifOrientation {
    switch orientation {
    case .up, .upMirrored, .down, .downMirrored: .up
    case .leftMirrored, .rightMirrored: .leftMirrored
    case .right, .left: .rightMirrored
    }
  }

  private func averaged(
    _ surface: Surface, format: PictureFormat, region: PictureRegion? = nil, box: Size
  ) throws(DecodeFailure) -> PixelBuffer {
    let part = (region ?? PictureRegion(covering: surface.size)).clamped(to: surface.size)
    let target = PixelBuffer.fittedSize(part.size, in: box)
    do {
      return try surface.withPixels { raw, pitch, layout in
        PixelBuffer.areaAveraged(raw, pitch: pitch, layout: layout, region: part, to: target)
      }
    } catch {
      throw .corrupt(format, "\(error)")
    }
  }
}

extension PictureFormat {
  /// The type name SDL_image's `IMG_LoadTyped_RW` expects.
  fileprivate var sdlType: String {
    switch self {
    case .jpeg: "JPG"
    case .tiff: "TIF"
    case .webp: "WEBP"
    default: rawValue
    }
  }
}
