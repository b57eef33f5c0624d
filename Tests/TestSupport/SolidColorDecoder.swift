import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import SystemKit

/// A decoder that makes a solid picture of a fixed size without touching the file system: the
/// colour comes from the file name.
///
/// Records every call; decodes block while `gate` is closed. A file named `bad…` is not a
/// picture; one named `ending…` is cut short as when Carousel ends.
package final class SolidColorDecoder: PictureDecoder {
  package let size: Size
  package let gate = DecodeGate()
  private let log = Locked<[FilePath]>([])
  /// Decodes running now by path, and the most seen at once for any one path.
  private let active = Locked<(running: [FilePath: Int], maximum: Int)>(([:], 0))

  package init(size: Size = Size(width: 64, height: 48)) {
    self.size = size
  }

  /// The paths decoded so far, in the order they started.
  package var decodedPaths: [FilePath] { log.withLock { $0 } }

  /// Returns once `count` decodes have started, blocking on the record of them; throws
  /// ``WaitTimeout`` naming `what` and the paths decoded when they have not within the usual
  /// wait.
  package func waitForDecodes(_ count: Int, _ what: String) throws {
    try waitUntil("\(what) (decoded: \(decodedPaths))", in: log) { $0.count >= count }
  }

  /// The most decodes of one file that ever ran at the same time.
  package var maximumConcurrentPerPath: Int { active.withLock { $0.maximum } }

  package func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    log.withLock { $0.append(path) }
    active.withLock { state in
      state.running[path, default: 0] += 1
      state.maximum = max(state.maximum, state.running[path, default: 0])
    }
    defer { active.withLock { $0.running[path, default: 1] -= 1 } }
    gate.pass()
    if path.displayName.hasPrefix("bad") { throw .unknownFormat }
    if path.displayName.hasPrefix("ending") { throw .stopped }
    let fitted = PixelBuffer.fittedSize(size, in: box)
    return DecodedPicture(
      pixels: PixelBuffer(size: fitted, filledWith: Self.color(of: path)), originalSize: size)
  }

  /// The colour of every pixel of `path`'s picture.
  package static func color(of path: FilePath) -> UInt32 {
    0xFF00_0000 | UInt32(truncatingIfNeeded: path.bytes.count * 0x0101_01)
  }
}

extension SolidColorDecoder {
  /// The same colour, `region` of it fitted to `box`.
  package func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size)
    throws(DecodeFailure) -> DecodedPicture
  {
    _ = try decode(path, fittingIn: size)  // logged, gated and failing as a whole decode
    let fitted = PixelBuffer.fittedSize(region.size, in: box)
    return DecodedPicture(
      pixels: PixelBuffer(size: fitted, filledWith: Self.color(of: path)), originalSize: size)
  }
}

/// A door decodes wait at: open by default.
///
/// `@unchecked Sendable`: `state` is a Locked and NSCondition is thread-safe.
package final class DecodeGate: @unchecked Sendable {
  private let state = Locked(true)
  private let condition = NSCondition()

  package init() {}

  package func close() { state.withLock { $0 = false } }

  package func open() {
    state.withLock { $0 = true }
    condition.lock()
    condition.broadcast()
    condition.unlock()
  }

  /// Returns when the gate is open.
  package func pass() {
    condition.lock()
    while !state.withLock({ $0 }) { condition.wait() }
    condition.unlock()
  }
}
