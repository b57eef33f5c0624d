import PictureCodecs
import SDLKit

/// JPEG through libjpeg-turbo directly (``JPEGCodec``), decoded at the size it is shown: the
/// smallest DCT scale (M / 8) at least the fitted size, then area-averaged the rest of the way.
///
/// A 6000 × 4000 photo for a 1920 × 1080 box decodes at 3/8 (2250 × 1500) and is averaged to
/// 1620 × 1080; the full 24 megapixels are never held. Grey, YCCK and CMYK files come out as
/// RGB (Adobe's inverted CMYK put right); a file cut short shows what arrived, grey below.
struct JPEGFormatCodec: FormatCodec {
  /// Whether the file is progressive: libjpeg then keeps every coefficient of the picture,
  /// whatever the scale.
  let isProgressive: Bool

  init(bytes: [UInt8]) {
    isProgressive = PictureHeader.jpegIsProgressive(in: bytes)
  }

  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let target = PixelBuffer.fittedSize(size, in: box)
    let image: CodecImage
    do {
      image = try JPEGCodec.decode(
        bytes, atLeast: (target.width, target.height),
        limits: CodecLimits(maximumPixels: size.area))
    } catch {
      throw .corrupt(.jpeg, error.message)
    }
    let eighths = JPEGCodec.scale(
      width: size.width, height: size.height, atLeast: (target.width, target.height))
    let expected = Size(
      width: JPEGCodec.scaled(size.width, eighths), height: JPEGCodec.scaled(size.height, eighths))
    guard image.width == expected.width, image.height == expected.height else {
      throw .sizeMismatch(
        .jpeg, header: size, decoded: Size(width: image.width, height: image.height))
    }
    // To the size fitted from the header's size, exactly: the store compares against it.
    let pixels = image.rgba.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: image.width, height: image.height, pitch: image.width * 4,
        layout: .abgr8888, to: target)
    }
    return CodecOutput(pixels: pixels)
  }

  /// The file, the scaled pixels and the fitted ones; a progressive file's coefficients too
  /// (2 bytes each, up to three per pixel without chroma subsampling).
  func workingBytes(fileBytes: Int, size: Size, box: Size) -> Int {
    let target = PixelBuffer.fittedSize(size, in: box)
    let eighths = JPEGCodec.scale(
      width: size.width, height: size.height, atLeast: (target.width, target.height))
    let scaled = JPEGCodec.scaled(size.width, eighths) * JPEGCodec.scaled(size.height, eighths)
    return fileBytes + scaled * 4 + target.area * 4 + (isProgressive ? size.area * 6 : 0)
  }
}
