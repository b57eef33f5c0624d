import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A process the benchmark starts and watches: its standard error as lines, its memory and
/// CPU time from `/proc`, and those of its children (the decoder workers).
final class BenchChild {
  let pid: pid_t
  private let errorReader: Int32?
  private var buffered: [UInt8] = []
  private var isReaped = false

  /// Starts `executable` with `arguments`, the benchmark's environment plus `environment`,
  /// standard input and output on /dev/null, standard error in a pipe when
  /// `capturesStandardError` (read with ``nextLine(timeout:)``), else /dev/null.
  init(
    executable: String, arguments: [String], environment: [String: String],
    capturesStandardError: Bool = true
  ) throws {
    var ends: [Int32] = [-1, -1]
    if capturesStandardError {
      guard pipe(&ends) == 0 else { throw BenchError("no pipe") }
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if capturesStandardError {
      posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    // None of the bench's other descriptors: a program timed beside must not hold this one's
    // pipe open past its end.
    SpawnFileActions.closeFrom(3, in: &actions)
    var merged = ProcessInfo.processInfo.environment
    // Never the user's own frame state or picture index: homes of the benchmark's own.
    merged["XDG_STATE_HOME"] = Self.scratchHomes + "/state"
    merged["XDG_CACHE_HOME"] = Self.scratchHomes + "/cache"
    for (key, value) in environment { merged[key] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    if capturesStandardError { close(ends[1]) }
    guard status == 0 else {
      if capturesStandardError { close(ends[0]) }
      throw BenchError("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    self.pid = pid
    errorReader = capturesStandardError ? ends[0] : nil
  }

  /// Where the started programs keep their state and index unless told otherwise.
  static let scratchHomes = NSTemporaryDirectory() + "carousel-bench-homes-\(getpid())"

  deinit {
    terminate()
    if let errorReader { close(errorReader) }
  }

  /// Whether the process has not ended yet.
  var isRunning: Bool {
    guard !isReaped else { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      isReaped = true
      return false
    }
    return true
  }

  /// The next line of standard error, or nil at its end or after `timeout` seconds.
  func nextLine(timeout: Double) -> String? {
    guard let errorReader else { return nil }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        defer { buffered.removeSubrange(...end) }
        return String(decoding: buffered[..<end], as: UTF8.self)
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var descriptor = pollfd(fd: errorReader, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(errorReader, &chunk, chunk.count)
      guard count > 0 else { return nil }
      buffered += chunk.prefix(count)
    }
  }

  /// Lines of standard error until one contains `text` (returned), or nil when none does
  /// within `timeout` seconds.
  func waitForLine(containing text: String, timeout: Double) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0 {
      guard let line = nextLine(timeout: deadline.timeIntervalSinceNow) else { return nil }
      if line.contains(text) { return line }
    }
    return nil
  }

  /// Ends the process with SIGTERM (SIGKILL after 5 s) and waits for it.
  func terminate() {
    guard !isReaped else { return }
    kill(pid, SIGTERM)
    for _ in 0..<500 where isRunning { usleep(10_000) }
    if isRunning { kill(pid, SIGKILL) }
    waitForExit()
  }

  /// Waits for the process to end; its exit status.
  @discardableResult
  func waitForExit() -> Int32 {
    guard !isReaped else { return 0 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    isReaped = true
    return (status >> 8) & 0xFF
  }

  /// The pids of the process's children (its decoder workers).
  var children: [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { ProcFile.stat(of: $0)?.parent == pid }
  }
}

/// Figures of a process from `/proc`.
enum ProcFile {
  /// How many times the threads of `pid` gave up or were taken off the processor, all of
  /// them together: each wake of a waiting thread is one.
  static func contextSwitches(of pid: pid_t) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.map { task in
      let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
      return (text ?? "").split(separator: "\n").filter { $0.contains("ctxt_switches:") }
        .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
    }.reduce(0, +)
  }

  /// The parent pid and the user plus system CPU time (s) of `pid`, from `/proc/PID/stat`.
  static func stat(of pid: pid_t) -> (parent: pid_t, cpuSeconds: Double)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: end)...].split(separator: " ")
    // Fields from 3 on: the parent is field 4, user and system time fields 14 and 15.
    guard fields.count > 12, let parent = Int32(fields[1]), let user = Double(fields[11]),
      let system = Double(fields[12])
    else { return nil }
    return (parent, (user + system) / Double(sysconf(Int32(_SC_CLK_TCK))))
  }

  /// The CPU time (s) of every thread of `pid` added up, from each `/proc/PID/task/TID/schedstat`
  /// (nanoseconds, where `stat`'s figures are 10 ms ticks), or nil when it has ended.
  static func preciseCPUSeconds(of pid: pid_t) -> Double? {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    else { return nil }
    let nanoseconds = tasks.compactMap { task -> Double? in
      let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
      return text?.split(separator: " ").first.flatMap { Double($0) }
    }
    return nanoseconds.reduce(0, +) / 1e9
  }

  /// A `Name:  N kB` field of `/proc/PID/<file>` in bytes (`status`'s VmRSS, `smaps_rollup`'s
  /// Pss), or 0.
  static func kilobytes(_ name: String, in file: String, of pid: pid_t) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/\(file)", encoding: .utf8) else {
      return 0
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix(name + ":") }
    return (line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
  }
}
