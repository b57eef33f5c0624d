import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A program from `PATH` running in the background (a broker, a bus, a subscriber), its
/// standard output read line by line through a pipe with blocking reads, so a test acts on what
/// it printed rather than after a sleep.
public final class ToolProcess {
  public let pid: pid_t
  private let output: LineReader
  private var hasEnded = false

  /// Starts `program` (found on `PATH`) with `arguments`, and `environment` over this
  /// process's; standard error goes to `standardError` (a file path), else nowhere.
  public init(
    _ program: String, _ arguments: [String], environment: [String: String] = [:],
    standardError: String? = nil
  ) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw CarouselProcessError(code: errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addopen(
      &actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
    // None of the test process's other descriptors: a pipe's end made by a test beside (an
    // xdotool's output) held by this program (an Xvfb) would keep that test's read from ever
    // ending while this program runs, and two such tests would wait for each other for good.
    SpawnFileActions.closeFrom(3, in: &actions)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var child: pid_t = 0
    let spawned = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
    close(ends[1])
    guard spawned == 0 else {
      close(ends[0])
      throw CarouselProcessError(code: spawned)
    }
    pid = child
    output = LineReader(descriptor: ends[0])
  }

  deinit {
    if !hasEnded { stop(SIGKILL) }
  }

  /// The next line of standard output (without its newline), or nil at its end.
  public func readLine() -> String? { output.readLine() }

  /// The rest of standard output, as bytes, until it ends.
  public func readAll() -> [UInt8] { output.readAll() }

  /// Reads lines until one satisfies `isWanted` and returns it; nil when the output ends first.
  public func readLine(where isWanted: (String) -> Bool) -> String? {
    while let line = readLine() {
      if isWanted(line) { return line }
    }
    return nil
  }

  /// Sends `signal` and waits for the program to end; its exit status (128 + the signal when
  /// a signal ended it).
  ///
  /// A program still running `seconds` later is killed (SIGKILL) and its
  /// status is 137: a program can miss a signal (mosquitto 2.0 logs "running" before it sets
  /// the flag its SIGTERM handler clears, so a SIGTERM in between is lost), and a stop must
  /// end, not hang the tests.
  @discardableResult
  public func stop(_ signal: Int32 = SIGTERM, seconds: Double = 10) -> Int32 {
    guard !hasEnded else { return 0 }
    kill(pid, signal)
    guard let status = ChildEnd.wait(for: pid, until: Deadline(secondsFromNow: seconds)) else {
      kill(pid, SIGKILL)
      return wait()
    }
    hasEnded = true
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// Waits for the program to end by itself; its exit status.
  @discardableResult
  public func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    hasEnded = true
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
