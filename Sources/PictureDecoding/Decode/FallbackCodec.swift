import Geometry
import PictureFiles
import SystemKit

/// The codec of the formats no codec of this module decodes (BMP, TIFF, QOI, TGA, PCX, SVG):
/// SDL_image's, which lives above this module (PictureKit's `SDLImageCodec`, since only SDLKit
/// may touch SDL) and is handed in by the process before its first decode.
///
/// The app registers it at the start of `main`, before it dispatches a decoder worker (the same
/// binary) and before it forks the copies that become workers, so every decoder process has it;
/// tools and tests that decode in their own process register it themselves. Until one is
/// registered those formats fail with ``DecodeFailure/decoderUnavailable(_:)``.
package enum FallbackCodec {
  private static let registered = Locked<(any FormatCodec)?>(nil)

  /// Makes `codec` the one ``FileDecoder`` hands the other formats to, in this process.
  package static func register(_ codec: any FormatCodec) {
    registered.withLock { $0 = codec }
  }

  /// The registered codec, or one that refuses every file when none is.
  static var current: any FormatCodec {
    registered.withLock { $0 } ?? Missing()
  }

  /// The stand-in before a codec is registered: says so for every file.
  private struct Missing: FormatCodec {
    func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
      throws(DecodeFailure) -> CodecOutput
    {
      throw .decoderUnavailable("no codec for \(format.rawValue) is registered in this process")
    }
  }
}
