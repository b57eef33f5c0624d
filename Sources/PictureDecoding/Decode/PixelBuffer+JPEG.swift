import Geometry
import PictureCodecs
import PictureFiles

extension PixelBuffer {
  /// The pixels as a baseline JPEG of `quality` (1 to 100), transparent parts over black (the
  /// carousel's own background), through libjpeg-turbo.
  /// - Throws: ``DecodeFailure/encodeFailed(_:)`` with libjpeg's message.
  package func jpeg(quality: Int) throws(DecodeFailure) -> [UInt8] {
    let opaque = isOpaque ? pixels : pixels.map(Self.overBlack)
    do {
      return try JPEGCodec.encode(
        opaque, width: size.width, height: size.height, quality: quality)
    } catch {
      throw .encodeFailed(error.message)
    }
  }

  /// `argb` (straight alpha) composited over opaque black.
  private static func overBlack(_ argb: UInt32) -> UInt32 {
    let alpha = argb >> 24
    func scaled(_ shift: UInt32) -> UInt32 {
      ((((argb >> shift) & 0xFF) * alpha + 127) / 255) << shift
    }
    return 0xFF00_0000 | scaled(16) | scaled(8) | scaled(0)
  }
}
