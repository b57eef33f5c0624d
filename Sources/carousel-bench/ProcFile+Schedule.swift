import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the scheduler and the pager did to a process: the figures that show whether it was
/// starved of the processor or of memory, which the wall clock cannot tell apart.
struct ProcessHardship: Equatable {
  /// Time its threads ran, in s.
  var running = 0.0
  /// Time its threads were ready to run and waited for a processor, in s (the run queue).
  var waiting = 0.0
  /// Page faults that had to read from a file or from swap (its code among them).
  var majorFaults = 0

  static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      running: lhs.running + rhs.running, waiting: lhs.waiting + rhs.waiting,
      majorFaults: lhs.majorFaults + rhs.majorFaults)
  }
}

extension ProcFile {
  /// Every thread of `pid` added up, from each `/proc/PID/task/TID/schedstat` (ns running,
  /// ns waiting to run) and `/proc/PID/stat` (field 12, major faults), or nil once it ended.
  static func hardship(of pid: pid_t) -> ProcessHardship? {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"),
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    var total = ProcessHardship()
    for task in tasks {
      let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
      let fields = (text ?? "").split(separator: " ").compactMap { Double($0) }
      guard fields.count >= 2 else { continue }
      total.running += fields[0] / 1e9
      total.waiting += fields[1] / 1e9
    }
    // Fields from 3 on: major faults are field 12.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    total.majorFaults = fields.count > 9 ? Int(fields[9]) ?? 0 : 0
    return total
  }
}
