import Geometry
import PictureCodecs
import PictureFiles

/// PNG through libpng directly (``PNGCodec``): reads past the end fail, libpng's limits apply,
/// 16-bit and grey-with-transparency pictures decode correctly.
struct PNGFormatCodec: RegionDecoding {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let image = try decodeImage(bytes, size: size)
    return CodecOutput(pixels: image.fitted(in: box), iccProfile: image.iccProfile)
  }

  func decode(
    _ bytes: [UInt8], format: PictureFormat, size: Size, region: PictureRegion, box: Size
  ) throws(DecodeFailure) -> CodecOutput {
    let image = try decodeImage(bytes, size: size)
    let part = region.clamped(to: size)
    let pixels = image.rgba.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, pitch: image.width * 4, layout: .abgr8888, region: part,
        to: PixelBuffer.fittedSize(part.size, in: box))
    }
    return CodecOutput(pixels: pixels, iccProfile: image.iccProfile)
  }

  private func decodeImage(_ bytes: [UInt8], size: Size) throws(DecodeFailure) -> CodecImage {
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
    return image
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
