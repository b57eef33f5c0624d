import SDLKit

/// The formats SDL_image decodes for Carousel (JPEG, GIF's first frame, BMP, WebP, TIFF, QOI,
/// PNM, TGA, PCX) and SVG through its nanosvg.
struct SDLImageCodec: FormatCodec {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    if format == .svg {
      return CodecOutput(
        pixels: try averaged(renderSVG(bytes, headerSize: size, box: box), format: format, box: box)
      )
    }
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
    var pixels = try averaged(surface, format: format, box: box)
    if format == .jpeg, PictureHeader.jpegComponentCount(in: bytes) == 4 {
      // SDL_image 2.6.3 labels its CMYK conversion ARGB8888 but fills it in ABGR order.
      pixels.swapRedAndBlue()
    }
    return CodecOutput(pixels: pixels)
  }

  private func averaged(_ surface: Surface, format: PictureFormat, box: Size) throws(DecodeFailure)
    -> PixelBuffer
  {
    let size = surface.size
    let target = PixelBuffer.fittedSize(size, in: box)
    do {
      return try surface.withPixels { raw, pitch, layout in
        PixelBuffer.areaAveraged(
          raw, width: size.width, height: size.height, pitch: pitch, layout: layout, to: target)
      }
    } catch {
      throw .corrupt(format, "\(error)")
    }
  }
}
