import Geometry
import PictureCodecs
import PictureFiles

/// The real decoder, in this process: reads the file, finds its format from the content, checks
/// the header's size against the pixel limit, reserves working memory, decodes with the
/// format's codec (``FormatCodec``), converts an embedded ICC profile to sRGB and applies the
/// orientation, once.
///
/// Stateless apart from the shared memory gate; safe to call from several threads at once. The
/// app runs it in decoder worker processes (``IsolatedDecoder``); tests also call it directly.
/// Each codec library but libpng's, libjpeg's and zlib's is opened on the first file that needs
/// it (docs/architecture.md, "Libraries opened on demand").
package struct FileDecoder: PictureDecoder {
  /// Pictures with more pixels than this are refused before any pixel memory is allocated.
  let maximumPixels: Int
  private let maximumMegapixels: Int
  /// The texture cache's budget: the fitted frames of one animation may take no more.
  private let cacheBudget: MemoryBudget
  private let gate: DecodeMemoryGate

  /// - Parameter cacheBudget: the texture cache's budget (`--cache-mb`), which the fitted
  ///   frames of one animation may not exceed; no default, so that none is left behind.
  package init(
    maximumMegapixels: Int = PipelineConstants.defaultMaximumMegapixels,
    cacheBudget: MemoryBudget,
    gate: DecodeMemoryGate = DecodeMemoryGate(budget: PipelineConstants.decodeMemoryBudget)
  ) {
    self.maximumMegapixels = maximumMegapixels
    self.cacheBudget = cacheBudget
    maximumPixels = maximumMegapixels * 1_000_000
    self.gate = gate
  }

  package func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    var picture = try withContents(of: path) { bytes, reservation throws(DecodeFailure) in
      try decode(bytes, fileExtension: path.fileExtension, box: box, reservation)
    }
    // The box is the page: the backdrop covers it (made here, in the decoder process).
    picture.backdrop = Backdrop.make(from: picture.pixels, page: box)
    return picture
  }

  package func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
    throws(DecodeFailure) -> DecodedPicture
  {
    try withContents(of: path) { bytes, reservation throws(DecodeFailure) in
      try decode(bytes, fileExtension: path.fileExtension, region: region, box: box, reservation)
    }
  }

  /// Reads the file at `path` (no larger than the pixel limit allows) and decodes its bytes with
  /// `body` inside one reservation of the memory gate: the bytes are reserved before they are
  /// read, and `body` grows the reservation to the pixels once the header is known.
  ///
  /// Refused in the viewer's process (``FileBytesGate``), SDL_image's formats too: its codecs
  /// read files only in decoder processes.
  private func withContents(
    of path: FilePath,
    _ body: ([UInt8], DecodeMemoryGate.Reservation) throws(DecodeFailure) -> DecodedPicture
  ) throws(DecodeFailure) -> DecodedPicture {
    guard FileBytesGate.admits("the decoder in this process (FileDecoder)") else {
      throw .decoderUnavailable("no decoder may read files in the viewer process")
    }
    let limit = PipelineConstants.maximumFileBytes(maximumMegapixels: maximumMegapixels)
    let file = try PictureFile(opening: path, limit: limit)
    return try gate.withReservation(file.byteCount) { reservation throws(DecodeFailure) in
      try body(try file.readAll(), reservation)
    }
  }

  /// The header's checks: the format from the content, the size within the pixel limit, the
  /// orientation.
  private func inspect(_ bytes: [UInt8], fileExtension: String) throws(DecodeFailure)
    -> (PictureFormat, Size, ExifOrientation)
  {
    guard let format = PictureFormat.sniff(ByteView(bytes), fileExtension: fileExtension)
    else { throw .unknownFormat }
    let codecs = CodecFacts(reading: bytes, format: format)
    let size = try PictureHeader.size(of: format, in: bytes, codecs: codecs)
    guard size.width <= maximumPixels, size.height <= maximumPixels,
      size.width * size.height <= maximumPixels
    else {
      throw .overPixelLimit(format, size, limitMegapixels: maximumMegapixels)
    }
    let exif = ExifMetadata(locatedIn: bytes, format: format, codecs: codecs)
    return (format, size, exif?.orientation ?? .up)
  }

  /// Decodes `region` (upright pixels) of a file's `bytes` to fit `box` within `reservation`.
  ///
  /// A codec that can cuts the region from the full-size pixels before downscaling
  /// (``RegionDecoding``); for the others the whole picture is decoded at the scale the region
  /// needs, turned upright, and the region cut out of that.
  private func decode(
    _ bytes: [UInt8], fileExtension: String, region: PictureRegion, box: Size,
    _ reservation: DecodeMemoryGate.Reservation
  ) throws(DecodeFailure) -> DecodedPicture {
    let (format, size, container) = try inspect(bytes, fileExtension: fileExtension)
    let codec = format.codec(for: bytes, animationBudget: cacheBudget.bytes)
    // The region maps onto the codec's pixels through what the codec leaves to turn.
    let orientation = codec.pendingOrientation(of: bytes, format: format, container: container)
    let upright = orientation.orientedSize(size)
    var part = region.clamped(to: upright)
    if part.isEmpty { part = PictureRegion(covering: upright) }
    let fitBox = orientation.orientedSize(box)
    reservation.grow(to: codec.workingBytes(fileBytes: bytes.count, size: size, box: fitBox))
    if format != .svg, let regional = codec as? any RegionDecoding {
      var output = try regional.decode(
        bytes, format: format, size: size,
        region: orientation.storedRegion(part, upright: upright), box: fitBox)
      convertProfile(&output, bytes: bytes, format: format)
      return DecodedPicture(pixels: orientation.apply(to: output.pixels), originalSize: upright)
    }
    // The whole at the region's scale, then the region.
    let scale = min(
      1, Double(box.width) / Double(part.width), Double(box.height) / Double(part.height))
    let wholeBox = Size(
      width: max(1, Int((Double(upright.width) * scale).rounded(.up))),
      height: max(1, Int((Double(upright.height) * scale).rounded(.up))))
    let whole = try decode(bytes, fileExtension: fileExtension, box: wholeBox, reservation)
    let original = whole.originalSize
    part = part.clamped(to: original)
    let sx = Double(whole.pixels.size.width) / Double(max(original.width, 1))
    let sy = Double(whole.pixels.size.height) / Double(max(original.height, 1))
    let cut = PictureRegion(
      x: Int((Double(part.x) * sx).rounded(.down)), y: Int((Double(part.y) * sy).rounded(.down)),
      width: max(1, Int((Double(part.width) * sx).rounded())),
      height: max(1, Int((Double(part.height) * sy).rounded())))
    return DecodedPicture(pixels: whole.pixels.cropped(to: cut), originalSize: original)
  }

  /// The embedded ICC profile of a decode's `output`: its codec's (libjpeg-turbo, libpng,
  /// libheif, libjxl read their own), or for WebP and TIFF, whose codecs hand none over, the
  /// container walker's (``ICCLocator``).
  private static func profile(of output: CodecOutput, bytes: [UInt8], format: PictureFormat)
    -> [UInt8]?
  {
    switch format {
    case .webp, .tiff: output.iccProfile ?? ICCLocator.profile(in: bytes, format: format)
    default: output.iccProfile
    }
  }

  /// Converts an embedded ICC profile's colours to sRGB, after the downscale: the conversion
  /// costs the shown pixels, not the file's.
  private func convertProfile(_ output: inout CodecOutput, bytes: [UInt8], format: PictureFormat) {
    if let profile = Self.profile(of: output, bytes: bytes, format: format) {
      ColorProfile.convertToSRGB(&output.pixels.pixels, from: profile)
    }
  }

  /// Decodes a file's `bytes` within `reservation`, which it grows to the decode's working
  /// memory once the header's size has passed the pixel limit.
  private func decode(
    _ bytes: [UInt8], fileExtension: String, box: Size,
    _ reservation: DecodeMemoryGate.Reservation
  ) throws(DecodeFailure) -> DecodedPicture {
    let (format, size, container) = try inspect(bytes, fileExtension: fileExtension)
    // Fit the box as it will be seen: a picture turned by 90° fits the box turned too.
    let codec = format.codec(for: bytes, animationBudget: cacheBudget.bytes)
    let orientation = codec.pendingOrientation(of: bytes, format: format, container: container)
    let fitBox = orientation.orientedSize(box)
    reservation.grow(to: codec.workingBytes(fileBytes: bytes.count, size: size, box: fitBox))
    let output = try codec.decode(bytes, format: format, size: size, box: fitBox)
    let profile = Self.profile(of: output, bytes: bytes, format: format)
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
