import PictureCodecs
import SDLKit

/// The real decoder, in this process: reads the file, finds its format from the content, checks
/// the header's size against the pixel limit, reserves working memory, decodes with the
/// format's codec (``FormatCodec``), converts an embedded ICC profile to sRGB and applies the
/// orientation, once.
///
/// Stateless apart from the shared memory gate; safe to call from several threads at once.
/// Call `PictureCodec.prepare()` on the main thread before the first decode. The app runs it in
/// decoder worker processes (``IsolatedDecoder``); tests also call it directly.
package struct FileDecoder: PictureDecoder {
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
    return try gate.withReservation(file.byteCount) { reservation throws(DecodeFailure) in
      try decode(file.readAll(), fileExtension: path.fileExtension, box: box, reservation)
    }
  }

  /// Decodes a file's `bytes` within `reservation`, which it grows to the decode's working
  /// memory once the header's size has passed the pixel limit.
  private func decode(
    _ bytes: [UInt8], fileExtension: String, box: Size,
    _ reservation: DecodeMemoryGate.Reservation
  ) throws(DecodeFailure) -> DecodedPicture {
    guard let format = PictureFormat.sniff(ByteView(bytes), fileExtension: fileExtension)
    else { throw .unknownFormat }
    let size = try PictureHeader.size(of: format, in: bytes)
    guard size.width <= maximumPixels, size.height <= maximumPixels,
      size.width * size.height <= maximumPixels
    else {
      throw .overPixelLimit(format, size, limitMegapixels: maximumMegapixels)
    }
    let orientation = ExifMetadata(locatedIn: bytes, format: format)?.orientation ?? .up
    // Fit the box as it will be seen: a picture turned by 90° fits the box turned too.
    let codec = format.codec
    let fitBox = orientation.orientedSize(box)
    reservation.grow(to: codec.workingBytes(fileBytes: bytes.count, size: size, box: fitBox))
    var output = try codec.decode(bytes, format: format, size: size, box: fitBox)
    if let profile = output.iccProfile ?? ICCLocator.profile(in: bytes, format: format) {
      // After the downscale: the conversion costs the shown pixels, not the file's.
      ColorProfile.convertToSRGB(&output.pixels.pixels, from: profile)
    }
    let turn = output.isUpright ? .up : orientation
    return DecodedPicture(
      pixels: turn.apply(to: output.pixels), originalSize: turn.orientedSize(size))
  }
}
