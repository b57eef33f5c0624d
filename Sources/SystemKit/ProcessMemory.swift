import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// This process's memory as Linux reports it in `/proc/self/status`.
public enum ProcessMemory {
  /// Peak resident memory since the process started (VmHWM), in bytes; 0 if unreadable.
  public static func peakResidentBytes() -> Int { statusValue("VmHWM") }

  /// Resident memory now (VmRSS), in bytes; 0 if unreadable.
  public static func residentBytes() -> Int { statusValue("VmRSS") }

  /// The address space now (VmSize), in bytes, which `RLIMIT_AS` bounds; 0 if unreadable.
  public static func addressSpaceBytes() -> Int { statusValue("VmSize") }

  /// How many shared libraries this process has mapped now: the distinct files of
  /// `/proc/self/maps` whose names hold `.so` (the loader's, libc's and every library's).
  public static func mappedLibraryCount() -> Int {
    guard let text = procText("/proc/self/maps") else { return 0 }
    // Each line: range, permissions, offset, device, inode, then the path, if any.
    let paths = text.split(separator: "\n").compactMap { line -> Substring? in
      let fields = line.split(separator: " ")
      guard fields.count >= 6, fields[5].contains(".so") else { return nil }
      return fields[5]
    }
    return Set(paths).count
  }

  /// Resets the peak to the current resident size (`/proc/self/clear_refs`, value 5).
  public static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// Writes `peak_resident_kib N` to `path` (`--memory-report`).
  ///
  /// A child's own report is the honest figure: `getrusage` in a parent counts, for a child
  /// started with `posix_spawn` (vfork), the parent's peak as well.
  public static func writeReport(to path: String) throws {
    try "peak_resident_kib \(peakResidentBytes() / 1024)\n".write(
      toFile: path, atomically: false, encoding: .utf8)
  }

  /// The whole text of a `/proc` file, read to its end: such files say they are empty, and
  /// readers that trust the size stop at the first page (`maps` runs to tens of kilobytes).
  public static func procText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
      bytes += chunk[..<count]
    }
  }

  private static func statusValue(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix(key + ":") }
    return (line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
  }
}
