import Foundation
import SDLKit
import Synchronization

@testable import CarouselViewer

/// A decoder that makes a solid picture of a fixed size without touching the file system: the
/// colour comes from the file name.
///
/// Records every call; decodes block while `gate` is closed.
final class SolidColorDecoder: PictureDecoder {
  let size: Size
  let gate = DecodeGate()
  private let log = Mutex<[PicturePath]>([])
  /// Decodes running now by path, and the most seen at once for any one path.
  private let active = Mutex<(running: [PicturePath: Int], maximum: Int)>(([:], 0))

  init(size: Size = Size(width: 64, height: 48)) {
    self.size = size
  }

  /// The paths decoded so far, in the order they started.
  var decodedPaths: [PicturePath] { log.withLock { $0 } }

  /// The most decodes of one file that ever ran at the same time.
  var maximumConcurrentPerPath: Int { active.withLock { $0.maximum } }

  func decode(_ path: PicturePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture {
    log.withLock { $0.append(path) }
    active.withLock { state in
      state.running[path, default: 0] += 1
      state.maximum = max(state.maximum, state.running[path, default: 0])
    }
    defer { active.withLock { $0.running[path, default: 1] -= 1 } }
    gate.pass()
    if path.displayName.hasPrefix("bad") { throw .unknownFormat }
    let color = 0xFF00_0000 | UInt32(truncatingIfNeeded: path.bytes.count * 0x0101_01)
    let fitted = PixelBuffer.fittedSize(size, in: box)
    return DecodedPicture(pixels: PixelBuffer(size: fitted, filledWith: color), originalSize: size)
  }
}

/// A door decodes wait at: open by default.
///
/// `@unchecked Sendable`: `state` is a Mutex and NSCondition is thread-safe.
final class DecodeGate: @unchecked Sendable {
  private let state = Mutex(true)
  private let condition = NSCondition()

  func close() { state.withLock { $0 = false } }

  func open() {
    state.withLock { $0 = true }
    condition.lock()
    condition.broadcast()
    condition.unlock()
  }

  /// Returns when the gate is open.
  func pass() {
    condition.lock()
    while !state.withLock({ $0 }) { condition.wait() }
    condition.unlock()
  }
}

/// Writes small PNG files byte by byte (for headers no encoder would write).
enum PNGBytes {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(Deflate.crc32(typed))
  }

  static func header(width: Int, height: Int, colorType: UInt8 = 6) -> [UInt8] {
    chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0])
  }

  /// An RGBA picture of `width` × `height` all-zero pixels: a decompression bomb when large.
  ///
  /// The IDAT is one deflated chunk of whole rows repeated (see `Deflate.rawChunk`), so building a
  /// 20,000 × 20,000 file costs one 16 MB compression, not 1.6 GB.
  static func allZero(width: Int, height: Int, rowsPerChunk: Int) -> [UInt8] {
    let rowBytes = 1 + width * 4
    precondition(height % rowsPerChunk == 0)
    let piece = Deflate.rawChunk([UInt8](repeating: 0, count: rowBytes * rowsPerChunk))
    var stream: [UInt8] = [0x78, 0xDA]
    stream.reserveCapacity(piece.count * (height / rowsPerChunk) + 16)
    for _ in 0..<(height / rowsPerChunk) { stream += piece }
    stream += [0x03, 0x00]  // an empty final block with fixed codes
    let total = rowBytes * height
    stream += bigEndian(UInt32(total % 65_521) << 16 | 1)  // Adler-32 of zeros: a = 1, b = n
    return signature + header(width: width, height: height) + chunk("IDAT", stream)
      + chunk("IEND", [])
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

/// A picture file of one colour written by SDL_image.
func writeSolidPNG(_ path: String, size: Size, color: Color) throws {
  let surface = try Surface(size: size)
  try surface.fill(color)
  try surface.savePNG(to: path)
}
