import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A memory cgroup the benchmark makes under its own, with a limit, for the small-board run;
/// removed when released.
///
/// `systemd-run --scope -p MemoryMax=` needs systemd as PID 1, which containers and build
/// machines often lack; a folder in the cgroup file system needs only root. Either hierarchy:
/// version 1's memory controller (`memory.limit_in_bytes`, and `memory.memsw.limit_in_bytes`
/// when swap is accounted, so that the limit cannot be swapped round) or version 2's
/// (`memory.max`, `memory.swap.max`).
final class MemoryCgroup {
  /// The file a process writes its pid into to join.
  let procs: String
  private let folder: String
  private let isVersion1: Bool

  /// Makes it, or nil (with one line on standard error) when this machine does not let the
  /// benchmark: not root, no memory controller.
  init?(limit bytes: Int) {
    let own = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    let lines = own.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 2) }
    let name = "carousel-bench-\(getpid())"
    if let line = lines.first(where: {
      $0.count == 3 && $0[1].split(separator: ",").contains("memory")
    }),
      access("/sys/fs/cgroup/memory", F_OK) == 0
    {
      folder = "/sys/fs/cgroup/memory" + line[2] + "/" + name
      isVersion1 = true
    } else if let line = lines.first(where: { $0.count == 3 && $0[0] == "0" }) {
      folder = "/sys/fs/cgroup" + line[2] + "/" + name
      isVersion1 = false
    } else {
      Self.report("no memory cgroup on this machine")
      return nil
    }
    procs = folder + "/cgroup.procs"
    guard mkdir(folder, 0o755) == 0 else {
      Self.report("cannot make \(folder): \(String(cString: strerror(errno)))")
      return nil
    }
    let limited =
      isVersion1
      ? write("memory.limit_in_bytes", bytes) : write("memory.max", bytes)
    guard limited else {
      Self.report("cannot set a memory limit in \(folder)")
      rmdir(folder)
      return nil
    }
    _ = isVersion1 ? write("memory.memsw.limit_in_bytes", bytes) : write("memory.swap.max", 0)
  }

  deinit {
    // Every process in it has ended by now (the run waits for them); the kernel removes an
    // empty cgroup's folder with rmdir.
    rmdir(folder)
  }

  /// The most memory charged to it so far, in bytes (version 2 before 5.19 has no peak: nil).
  var peak: Int? {
    read(isVersion1 ? "memory.max_usage_in_bytes" : "memory.peak").flatMap { Int($0) }
  }

  /// How many processes the kernel killed for the limit.
  var killed: Int? {
    field("oom_kill", of: isVersion1 ? "memory.oom_control" : "memory.events")
  }

  /// How many times a charge hit the limit and the kernel had to reclaim first (version 1's
  /// `memory.failcnt`, version 2's `max` event).
  var limitHits: Int? {
    if isVersion1 { return read("memory.failcnt").flatMap { Int($0) } }
    return field("max", of: "memory.events")
  }

  /// Major page faults of its processes (reads from a file: code or data dropped under the
  /// limit and read again), from `memory.stat`.
  var majorFaults: Int? { field("pgmajfault", of: "memory.stat") }

  /// The number after `name` on its line of `file`.
  private func field(_ name: String, of file: String) -> Int? {
    let text = read(file) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
    return line.flatMap { $0.split(separator: " ").last }.flatMap { Int($0) }
  }

  /// One line on standard error: why there is no limit.
  private static func report(_ text: String) {
    CarouselApp.printError("carousel-bench: small board: \(text)")
  }

  private func write(_ file: String, _ value: Int) -> Bool {
    (try? String(value).write(toFile: folder + "/" + file, atomically: false, encoding: .utf8))
      != nil
  }

  private func read(_ file: String) -> String? {
    (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
