import Foundation
import SDLKit

/// The messages between the app and a decoder worker, as bytes.
///
/// A request is `1`, the box's width and height (4 bytes each, big-endian), then the path's
/// bytes. A reply is `0`, the pixels' width and height and the original width and height, with
/// the memory file of the pixels attached; or `1` and the failure as JSON.
enum WorkerMessage {
  /// Asks for `path` decoded to fit `box`.
  static func request(_ path: FilePath, box: Size) -> [UInt8] {
    [1] + word(box.width) + word(box.height) + path.bytes
  }

  /// The path and box of a request, or nil when the bytes are not one.
  static func parseRequest(_ bytes: [UInt8]) -> (FilePath, Size)? {
    let view = ByteView(bytes)
    guard view.u8(0) == 1, let width = view.u32(1), let height = view.u32(5), bytes.count > 9
    else { return nil }
    return (FilePath(bytes: Array(bytes[9...])), Size(width: width, height: height))
  }

  /// The header of a picture reply (the pixels travel as the attached memory file).
  static func picture(_ picture: DecodedPicture) -> [UInt8] {
    [0] + word(picture.pixels.size.width) + word(picture.pixels.size.height)
      + word(picture.originalSize.width) + word(picture.originalSize.height)
  }

  static func failure(_ failure: DecodeFailure) -> [UInt8] {
    [1] + ((try? JSONEncoder().encode(failure)).map { [UInt8]($0) } ?? [])
  }

  /// The decode a reply tells of, reading the pixels from `attached`; nil when it is garbled.
  static func parseReply(_ bytes: [UInt8], attached: Int32?) -> Result<
    DecodedPicture, DecodeFailure
  >? {
    let view = ByteView(bytes)
    switch view.u8(0) {
    case 0:
      guard let width = view.u32(1), let height = view.u32(5), let originalWidth = view.u32(9),
        let originalHeight = view.u32(13), let attached,
        let pixels = SharedPixels.read(attached, size: Size(width: width, height: height))
      else { return nil }
      return .success(
        DecodedPicture(
          pixels: pixels, originalSize: Size(width: originalWidth, height: originalHeight)))
    case 1:
      return (try? JSONDecoder().decode(DecodeFailure.self, from: Data(bytes.dropFirst())))
        .map { .failure($0) }
    default:
      return nil
    }
  }

  private static func word(_ value: Int) -> [UInt8] {
    let v = UInt32(clamping: value)
    return [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}
