import CLinux
import Geometry

#if canImport(Glibc)
  import Glibc
#endif

/// One end of the socket between the app and a decoder worker: a Unix `SOCK_SEQPACKET` socket,
/// so each message arrives whole, and a message may carry a descriptor (the pixels' memory).
///
/// A plain descriptor, closed by ``close()``; one thread uses an end at a time.
package struct WorkerSocket: Sendable {
  /// The descriptor, closed on exec.
  package let descriptor: Int32

  /// What one receive gave.
  package enum Received {
    /// A message and the descriptor that came with it (its receiver closes it).
    case message([UInt8], descriptor: Int32?)
    /// A message came with a descriptor this process had no room to take (too many open
    /// files).
    case descriptorLost
    /// The other end is closed (the process ended).
    case closed
  }

  /// The largest message: a request's path, or a failure's text.
  static let messageCapacity = 65_536

  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// A connected pair of ends.
  static func pair() -> (WorkerSocket, WorkerSocket)? {
    var ends: [Int32] = [0, 0]
    let kind = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else { return nil }
    return (WorkerSocket(descriptor: ends[0]), WorkerSocket(descriptor: ends[1]))
  }

  /// Sends `bytes`, with a copy of `attached` when given; false when the other end is gone.
  @discardableResult
  func send(_ bytes: [UInt8], attaching attached: Int32? = nil) -> Bool {
    bytes.withUnsafeBytes { raw in
      carousel_send(descriptor, raw.baseAddress, raw.count, attached ?? -1) == raw.count
    }
  }

  /// Blocks for the next message; `.closed` when the other end is gone or the socket failed.
  func receive() -> Received {
    var buffer = [UInt8](repeating: 0, count: Self.messageCapacity)
    var attached: Int32 = -1
    let count = buffer.withUnsafeMutableBytes { raw in
      carousel_receive(descriptor, raw.baseAddress, raw.count, &attached)
    }
    guard count > 0 else {
      if attached >= 0 { Glibc.close(attached) }
      return .closed
    }
    if attached == -2 { return .descriptorLost }
    return .message(Array(buffer.prefix(count)), descriptor: attached >= 0 ? attached : nil)
  }

  func close() {
    Glibc.close(descriptor)
  }
}

/// Pixels in shared memory: an anonymous memory file (`memfd_create`) that the worker fills
/// and sends, and the app reads, so a picture crosses processes in one copy each side.
enum SharedPixels {
  /// A memory file holding the pixels of `buffers` (all of one size), one after another, or nil
  /// when memory is short; the caller closes it.
  static func file(holding buffers: [PixelBuffer]) -> Int32? {
    let bytes = buffers.reduce(0) { $0 + $1.byteCount }
    let descriptor = carousel_memfd("carousel-pixels")
    guard descriptor >= 0 else { return nil }
    guard bytes == 0 || (ftruncate(descriptor, off_t(bytes)) == 0 && copy(buffers, to: descriptor))
    else {
      Glibc.close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Writes the buffers into the file with `pwrite`: the kernel copies straight into the
  /// file's pages, with no mapping to fault in (a 1920×1080 picture is 8 MB: this is most of
  /// what isolation costs a picture).
  private static func copy(_ buffers: [PixelBuffer], to descriptor: Int32) -> Bool {
    var offset = 0
    for buffer in buffers {
      let written = buffer.pixels.withUnsafeBytes { source in
        transfer(source.count) { done in
          pwrite(
            descriptor, source.baseAddress.map { $0 + done }, source.count - done,
            off_t(offset + done))
        }
      }
      guard written else { return false }
      offset += buffer.byteCount
    }
    return true
  }

  /// Calls `step` with the bytes done so far until `count` are done; false when a step fails.
  private static func transfer(_ count: Int, _ step: (Int) -> Int) -> Bool {
    var done = 0
    while done < count {
      let moved = step(done)
      if moved < 0, errno == EINTR { continue }
      guard moved > 0 else { return false }
      done += moved
    }
    return true
  }

  /// `frames` buffers of `size` pixels in the memory file `descriptor`, or nil when it holds
  /// another amount.
  static func read(_ descriptor: Int32, size: Size, frames: Int) -> [PixelBuffer]? {
    let frameBytes = size.area * 4
    let bytes = frameBytes * frames
    var info = stat()
    guard fstat(descriptor, &info) == 0, Int(info.st_size) == bytes else { return nil }
    guard bytes > 0 else { return [PixelBuffer(size: size, pixels: [])] }
    var complete = true
    let buffers = (0..<frames).map { frame in
      // `pread` straight into the array: one copy, and no mapping of the file to fault in.
      let pixels = [UInt32](
        unsafeUninitializedCapacity: size.area,
        initializingWith: { target, count in
          let raw = UnsafeMutableRawBufferPointer(target)
          complete =
            complete
            && transfer(frameBytes) { done in
              pread(
                descriptor, raw.baseAddress.map { $0 + done }, frameBytes - done,
                off_t(frame * frameBytes + done))
            }
          count = size.area
        })
      return PixelBuffer(size: size, pixels: pixels)
    }
    return complete ? buffers : nil
  }
}

/// What a worker process does to itself at start.
enum WorkerProcessSetup {
  /// The worker is killed when the app dies, however it dies.
  static func dieWithParent() {
    _ = carousel_die_with_parent()
  }
}
