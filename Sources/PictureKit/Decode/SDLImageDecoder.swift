import SDLKit

/// The real decoder: reads the file, finds its format from the content, checks the header's
/// size against the pixel limit, decodes with SDL_image, area-averages down to the box and
/// applies the JPEG Exif orientation.
///
/// Stateless apart from the shared memory gate; safe to call from several threads at once
/// (each call's SDL surface stays on its thread). Call `PictureCodec.prepare()` on the main
/// thread before the first decode.
package struct SDLImageDecoder: PictureDecoder {
  /// Pictures with more pixels than this are refused before any pixel memory is allocated.
  let maximumPixels: Int
  private let maximumMegapixels: Int
  private let gate: DecodeMemoryGate

  package init(
    maximumMegapixels: Int = PipelineConstants.defaultMaximumMegapixels,
    gate: DecodeMemoryGate = DecodeMemoryGate(budget: PipelineConstants.decodeMemoryBudget)
  ) {
    self.maximumMegapixels = maximumMegapixels
    maximumPixels = maximumMegapixels * 1_000_000
    self.gate = gate
  }

  package func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    let limit = PipelineConstants.maximumFileBytes(maximumMegapixels: maximumMegapixels)
    let file = try PictureFile(opening: path, limit: limit)
    // The file's bytes are reserved before they are read, the pixels once the header is known.
    let (pixels, orientation, size) = try gate.withReservation(file.byteCount) {
      reservation throws(DecodeFailure) in
      try decode(file.readAll(), fileExtension: path.fileExtension, box: box, reservation)
    }
    return DecodedPicture(
      pixels: orientation.apply(to: pixels), originalSize: orientation.orientedSize(size))
  }

  /// Decodes a file's `bytes` within `reservation`, which it grows to the decode's working
  /// memory once the header's size has passed the pixel limit.
  private func decode(
    _ bytes: [UInt8], fileExtension: String, box: Size,
    _ reservation: DecodeMemoryGate.Reservation
  ) throws(DecodeFailure) -> (PixelBuffer, ExifOrientation, Size) {
    guard let format = PictureFormat.sniff(ByteView(bytes), fileExtension: fileExtension)
    else { throw .unknownFormat }
    let size = try PictureHeader.size(of: format, in: bytes)
    guard size.width <= maximumPixels, size.height <= maximumPixels,
      size.width * size.height <= maximumPixels
    else {
      throw .overPixelLimit(format, size, limitMegapixels: maximumMegapixels)
    }
    let orientation =
      format == .jpeg ? ExifMetadata(locatedIn: bytes, format: .jpeg)?.orientation ?? .up : .up
    // Fit the box as it will be seen: a picture turned by 90° fits the box turned too.
    let fitBox = orientation.orientedSize(box)
    reservation.grow(
      to: bytes.count + size.area * 4 + PixelBuffer.fittedSize(size, in: fitBox).area * 4)
    var pixels = try decodePixels(bytes, format: format, headerSize: size, fittingIn: fitBox)
    if format == .jpeg, PictureHeader.jpegComponentCount(in: bytes) == 4 {
      // SDL_image 2.6.3 labels its CMYK conversion ARGB8888 but fills it in ABGR order.
      pixels.swapRedAndBlue()
    }
    return (pixels, orientation, size)
  }

  private func decodePixels(
    _ bytes: [UInt8], format: PictureFormat, headerSize: Size, fittingIn box: Size
  ) throws(DecodeFailure) -> PixelBuffer {
    if format == .svg {
      return try averaged(
        renderSVG(bytes, headerSize: headerSize, box: box), format: format, box: box)
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
    case .gif where decoded.width <= headerSize.width && decoded.height <= headerSize.height:
      break  // GIF frames may be smaller than the screen the header declares.
    default:
      guard decoded == headerSize else {
        throw .sizeMismatch(format, header: headerSize, decoded: decoded)
      }
    }
    return try averaged(surface, format: format, box: box)
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
