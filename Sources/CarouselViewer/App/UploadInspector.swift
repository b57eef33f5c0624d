import HTTPSurface
import PictureDecoding
import PictureFiles
import SystemKit

/// The app's check of uploaded files (``UploadChecking``): PictureKit's sniffing, then a decode
/// in the decoder's processes (``PictureCheck``), one file at a time on a thread of its own.
///
/// Made when the web server starts; ``stop()`` when the session ends.
final class UploadInspector: UploadChecking {
  private let decoder: any PictureDecoder
  private let queue = SerialQueue(name: "carousel-uploads")

  init(decoder: any PictureDecoder) {
    self.decoder = decoder
  }

  func check(
    _ path: String, sentAs name: String,
    done: @escaping @Sendable (Result<[String], UploadRefusal>) -> Void
  ) {
    let decoder = decoder
    let queued = queue.run {
      do throws(DecodeFailure) {
        let format = try PictureCheck.format(of: FilePath(path), sentAs: name, decoder: decoder)
        done(.success(format.fileExtensions))
      } catch {
        done(.failure(UploadRefusal(error.description, status: Self.status(of: error))))
      }
    }
    if !queued { done(.failure(UploadRefusal("Carousel is ending", status: 503))) }
  }

  /// Ends the checks' thread; checks not started are dropped (the server, stopped first, has
  /// answered their uploads).
  func stop() {
    queue.stop()
  }

  /// 413 for a picture over the pixel limit or too large to read, 415 for the rest.
  private static func status(of failure: DecodeFailure) -> Int {
    switch failure {
    case .overPixelLimit, .fileTooLarge: 413
    default: 415
    }
  }
}
