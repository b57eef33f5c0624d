import SystemKit

/// How the C allocator treats the large pixel buffers that decoding makes and frees all day.
package enum MemoryPolicy {
  /// Buffers at least this large are mapped on their own and unmapped when freed, in bytes.
  ///
  /// glibc raises its threshold (up to 32 MiB) after the first large free, after which decoded
  /// pictures come from the heaps of the worker threads and stay resident as fragments; a kiosk
  /// would then hold far more than its cache budget. A fixed 1 MiB keeps every picture-sized
  /// buffer out of the heaps, so memory returns to the system as soon as a picture is dropped.
  static let mappingThreshold = 1 << 20

  /// Sets the allocator up; call once, first thing in `main`.
  static func apply() {
    Allocator.setMappingThreshold(bytes: mappingThreshold)
  }
}
