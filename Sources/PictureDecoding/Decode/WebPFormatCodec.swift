import Geometry
import PictureCodecs
import PictureFiles

/// WebP: a still decoded by libwebp straight into the picture's pixels (``WebPCodec``), then
/// fitted to the box; an animation through ``AnimatedFormatCodec``.
///
/// A still is the common WebP (a photo saved by a browser or a phone), and the animation
/// decoder costs it a canvas to copy from and the second thread libwebp offers stills only.
struct WebPFormatCodec: FormatCodec {
  /// Decodes animations.
  let animations: AnimatedFormatCodec

  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    guard let still = WebPCodec.stillSize(bytes), still == (size.width, size.height) else {
      return try animations.decode(bytes, format: format, size: size, box: box)
    }
    var failure: CodecError?
    let pixels = [UInt32](unsafeUninitializedCapacity: size.area) { buffer, count in
      do throws(CodecError) {
        try WebPCodec.decodeStill(
          bytes, into: buffer, limits: CodecLimits(maximumPixels: size.area))
      } catch {
        failure = error
        buffer.initialize(repeating: 0)
      }
      count = size.area
    }
    if let failure { throw .corrupt(format, failure.message) }
    let fitted = PixelBuffer.fittedSize(size, in: box)
    guard fitted != size else {
      return CodecOutput(pixels: PixelBuffer(size: size, pixels: pixels))
    }
    return pixels.withUnsafeBytes { raw in
      CodecOutput(
        pixels: PixelBuffer.areaAveraged(
          raw, width: size.width, height: size.height, pitch: size.width * 4, layout: .argb8888,
          to: fitted))
    }
  }
}
