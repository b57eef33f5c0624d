import CLinux
import Geometry
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The frames a video worker hands to the viewer: a few slots of one frame each.
///
/// An anonymous memory file (`memfd_create`) that both processes map. The worker decodes straight
/// into a free slot; the viewer copies a frame out when it is due and frees the slot.
///
/// Owns its mapping and its descriptor. Which slot is whose is said on the socket
/// (``VideoMessage``), never in the memory: nothing the worker writes here is read as a number.
final class FrameRing {
  /// Every frame's size, in pixels.
  let frameSize: Size
  /// How many frames it holds.
  let slots: Int
  /// The memory file, close-on-exec.
  let descriptor: Int32
  private let base: UnsafeMutableRawPointer
  private let byteCount: Int

  private init(frameSize: Size, slots: Int, descriptor: Int32, base: UnsafeMutableRawPointer) {
    self.frameSize = frameSize
    self.slots = slots
    self.descriptor = descriptor
    self.base = base
    byteCount = Self.bytes(frameSize: frameSize, slots: slots) ?? 0
  }

  deinit {
    munmap(base, byteCount)
    close(descriptor)
  }

  /// The bytes of `slots` frames of `frameSize`, or nil when that is nothing or absurd.
  private static func bytes(frameSize: Size, slots: Int) -> Int? {
    guard frameSize.width > 0, frameSize.height > 0, slots > 0,
      frameSize.width <= PipelineConstants.videoLargestFrameSide,
      frameSize.height <= PipelineConstants.videoLargestFrameSide,
      slots <= PipelineConstants.videoRingFrames
    else { return nil }
    return frameSize.area * 4 * slots
  }

  /// A new ring, in the worker; nil when memory is short.
  static func create(frameSize: Size, slots: Int) -> FrameRing? {
    guard let bytes = bytes(frameSize: frameSize, slots: slots) else { return nil }
    let descriptor = carousel_memfd("carousel-frames")
    guard descriptor >= 0 else { return nil }
    guard ftruncate(descriptor, off_t(bytes)) == 0,
      let base = map(descriptor, bytes: bytes, protection: PROT_READ | PROT_WRITE)
    else {
      close(descriptor)
      return nil
    }
    return FrameRing(frameSize: frameSize, slots: slots, descriptor: descriptor, base: base)
  }

  /// The worker's ring in the viewer, read-only, taking `descriptor` (closed if this fails):
  /// nil unless the file holds exactly `slots` frames of `frameSize`.
  static func open(_ descriptor: Int32, frameSize: Size, slots: Int) -> FrameRing? {
    var info = stat()
    guard let bytes = bytes(frameSize: frameSize, slots: slots), fstat(descriptor, &info) == 0,
      Int(info.st_size) == bytes, let base = map(descriptor, bytes: bytes, protection: PROT_READ)
    else {
      close(descriptor)
      return nil
    }
    return FrameRing(frameSize: frameSize, slots: slots, descriptor: descriptor, base: base)
  }

  private static func map(_ descriptor: Int32, bytes: Int, protection: Int32)
    -> UnsafeMutableRawPointer?
  {
    let address = mmap(nil, bytes, protection, MAP_SHARED, descriptor, 0)
    guard let address, address != MAP_FAILED else { return nil }
    return address
  }

  /// The first pixel of `slot` (the worker writes there).
  func pixels(_ slot: Int) -> UnsafeMutablePointer<UInt32> {
    (base + slot * frameSize.area * 4).assumingMemoryBound(to: UInt32.self)
  }

  /// Copies the frame in `slot` into `buffer`, in place when it is of the frame's size and
  /// its storage is not shared (no allocation, no fresh pages to fault in: at 1080p and 30
  /// frames a second, 240 MB a second the kernel would otherwise zero); `slot` must be in
  /// `0 ..< slots`.
  func copy(_ slot: Int, into buffer: inout PixelBuffer) {
    guard buffer.size == frameSize else {
      buffer = copy(slot)
      return
    }
    let source = UnsafeRawPointer(pixels(slot))
    buffer.pixels.withUnsafeMutableBytes { target in
      if let address = target.baseAddress { memcpy(address, source, target.count) }
    }
  }

  /// A copy of the frame in `slot`; `slot` must be in `0 ..< slots`.
  func copy(_ slot: Int) -> PixelBuffer {
    let source = UnsafeRawPointer(pixels(slot))
    let count = frameSize.area
    let pixels = [UInt32](unsafeUninitializedCapacity: count) { target, initialized in
      if let address = target.baseAddress { memcpy(address, source, count * 4) }
      initialized = count
    }
    return PixelBuffer(size: frameSize, pixels: pixels)
  }
}
