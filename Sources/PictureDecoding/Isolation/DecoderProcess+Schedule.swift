#if canImport(Glibc)
  import Glibc
#endif

extension DecoderProcess {
  /// Seconds the worker's main thread, the one that decodes, has waited for a processor while
  /// ready to run (``runQueueSeconds(of:)``).
  var runQueueSeconds: Double? { Self.runQueueSeconds(of: pid) }

  /// Seconds the main thread of process `pid` has waited for a processor while ready to run,
  /// from `/proc/PID/schedstat` (its second field, in ns); nil when unreadable (a kernel
  /// without scheduler statistics, or the process gone).
  static func runQueueSeconds(of pid: pid_t) -> Double? {
    let descriptor = open("/proc/\(pid)/schedstat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let nanoseconds = Double(fields[1]) else { return nil }
    return nanoseconds / 1e9
  }
}
