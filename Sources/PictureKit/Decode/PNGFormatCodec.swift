import PictureCodecs
import SDLKit

/// PNG through libpng directly (``PNGCodec``): reads past the end fail, libpng's limits apply,
/// 16-bit and grey-with-transparency pictures decode correctly.
struct PNGFormatCodec: FormatCodec {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let image: CodecImage
    do {
      image = try PNGCodec.decode(bytes, limits: CodecLimits(maximumPixels: size.area))
    } catch {
      throw .corrupt(.png, error.message)
    }
    guard image.width == size.width, image.height == size.height else {
      throw .sizeMismatch(
        .png, header: size, decoded: Size(width: image.width, height: image.height))
    }
    return CodecOutput(pixels: image.fitted(in: box), iccProfile: image.iccProfile)
  }
}

extension CodecImage {
  /// The pixels area-averaged to fit `box`.
  func fitted(in box: Size) -> PixelBuffer {
    let size = Size(width: width, height: height)
    return rgba.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: width, height: height, pitch: width * 4, layout: .abgr8888,
        to: PixelBuffer.fittedSize(size, in: box))
    }
  }
}
