import CLinux
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The calendar worker: the same binary started by the viewer in a hidden mode
/// (`carousel --calendar-worker FROM TO`), one process per reading of a feed, which parses the
/// feed's bytes (its standard input) with libical and writes the occurrences between FROM and
/// TO (seconds from the epoch) to its standard output (``CalendarAnswer``).
///
/// A feed's bytes come from anyone who can write to the calendar, and libical is a C library:
/// a feed that crashes it, makes it spin or balloons takes only this process, bounded in CPU
/// time and address space (``WallConstants``). It dies with the viewer.
package enum CalendarWorker {
  /// The hidden command-line switch, dispatched before anything else in `main`.
  package static let flag = "--calendar-worker"

  /// The worker's arguments after ``flag`` for `window`.
  static func arguments(for window: CalendarWindow) -> [String] {
    [flag, String(window.from), String(window.to)]
  }

  /// Reads standard input, answers on standard output; returns the exit status (0 when it
  /// answered, 2 when it was started wrongly).
  package static func run(arguments: [String]) -> Int32 {
    _ = carousel_die_with_parent()
    guard getppid() != 1 else { return 0 }  // the viewer died before the line above
    guard arguments.count == 2, let from = Int64(arguments[0]), let to = Int64(arguments[1])
    else { return 2 }
    limitResources()
    let bytes = DescriptorReader.read(0, limit: WallConstants.feedBytes + 1)
    let answer: CalendarAnswer
    if bytes.count > WallConstants.feedBytes {
      answer = .failed("it is larger than \(WallConstants.feedBytes) bytes")
    } else {
      answer = CalendarExpansion.expand(bytes, window: CalendarWindow(from: from, to: to))
    }
    write(answer.bytes)
    return 0
  }

  /// Bounds this process's CPU time and the growth of its address space.
  private static func limitResources() {
    var cpu = rlimit(
      rlim_cur: rlim_t(WallConstants.workerCPUSeconds),
      rlim_max: rlim_t(WallConstants.workerCPUSeconds + 1))
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &cpu)
    let current = ProcessMemory.addressSpaceBytes()
    guard current > 0 else { return }
    let bytes = rlim_t(current + WallConstants.workerAddressSpace)
    var space = rlimit(rlim_cur: bytes, rlim_max: bytes)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &space)
  }

  /// Writes all of `bytes` to standard output.
  private static func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}
