import Control
import PictureDecoding
import PictureFiles
import PictureKit

/// The app's ``PictureSnapshots``: the surfaces' pictures made by a ``SnapshotQueue`` over the
/// session's decoder (its isolated processes).
///
/// Made once per run and shared by every surface that shows pictures; ``stop()`` when the
/// session ends.
final class SnapshotMaker: PictureSnapshots {
  private let queue: SnapshotQueue

  init(decoder: any PictureDecoder) {
    queue = SnapshotQueue(decoder: decoder)
  }

  func jpeg(
    of path: String, longestSide: Int,
    done: @escaping @Sendable (Result<[UInt8], ControlError>) -> Void
  ) {
    queue.jpeg(of: FilePath(path), longestSide: longestSide) { result in
      done(result.mapError { ControlError($0.description) })
    }
  }

  /// Ends the queue's thread; later requests fail at once.
  func stop() {
    queue.stop()
  }
}
