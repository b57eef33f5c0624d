import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Lines of what a run did, each stamped with the monotonic clock's seconds, written to a file
/// (`--small-board-trace FILE`): the decodes' beginnings and ends, the slideshow's steps and
/// arrivals, and the frames around them.
///
/// `@unchecked Sendable`: `handle` is written only with `lock` held.
final class RunTrace: @unchecked Sendable {
  private let handle: FileHandle
  private let clock = MonotonicClock()
  private let lock = NSLock()

  /// A trace written to `path` (replaced), or nil when it cannot be made.
  init?(path: String) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
  }

  /// The clock the lines are stamped with, in s.
  var now: Double { clock.now() }

  /// Writes `line` with the time.
  func write(_ line: String, at time: Double? = nil) {
    let text = String(format: "%.4f ", time ?? clock.now()) + line + "\n"
    lock.lock()
    defer { lock.unlock() }
    handle.write(Data(text.utf8))
  }
}
