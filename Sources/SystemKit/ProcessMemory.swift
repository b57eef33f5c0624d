import FoundationEssentials

/// This process's memory as Linux reports it in `/proc/self/status`.
public enum ProcessMemory {
  /// Peak resident memory since the process started (VmHWM), in bytes; 0 if unreadable.
  public static func peakResidentBytes() -> Int { statusValue("VmHWM") }

  /// Resident memory now (VmRSS), in bytes; 0 if unreadable.
  public static func residentBytes() -> Int { statusValue("VmRSS") }

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

  private static func statusValue(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix(key + ":") }
    return (line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
  }
}
