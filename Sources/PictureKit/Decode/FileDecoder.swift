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
  /// Bytes the fitted frames of one animation may take (the texture cache budget).
  private let animationBudget: Int
  private let gate: DecodeMemoryGate

  package init(
    maximumMegapixels: Int = PipelineConstants.defaultMaximumMegapixels,
    animationBudget: Int = PipelineConstants.defaultCacheMegabytes * 1_048_576,
    gate: DecodeMemoryGate = DecodeMemoryGate(budget: PipelineConstants.decodeMemoryBudget)
  ) {
    self.maximumMegapixels = maximumMegapixels
    self.animationBudget = animationBudget
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
    let codec = format.codec(for: bytes, animationBudget: animationBudget)
    let fitBox = orientation.orientedSize(box)
    reservation.grow(to: codec.workingBytes(fileBytes: bytes.count, size: size, box: fitBox))
    let output = try codec.decode(bytes, format: format, size: size, box: fitBox)
    let profile = output.iccProfile ?? ICCLocator.profile(in: bytes, format: format)
    let turn = output.orientation ?? orientation
    // After the downscale: colour conversion and turning cost the shown pixels only.
    func finish(_ buffer: PixelBuffer) -> PixelBuffer {
      var buffer = buffer
      if let profile { ColorProfile.convertToSRGB(&buffer.pixels, from: profile) }
      return turn.apply(to: buffer)
    }
    let animation = output.animation.map {
      PictureAnimation(frames: $0.frames.map(finish), delays: $0.delays)
    }
    return DecodedPicture(
      pixels: animation?.frames[0] ?? finish(output.pixels), originalSize: turn.orientedSize(size),
      animation: animation, note: output.note)
  }
}
