import CLinux
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts programs from argument lists, without a shell, each watched on a thread of its own,
/// so the caller never waits; a program that cannot start or ends in failure is said on one
/// line.
///
/// Each program gets standard input on /dev/null, Carousel's standard output, standard error on
/// a pipe (its first ``errorBytes`` bytes repeated in the failure's line), no signal blocked,
/// no descriptor of Carousel's but those three, and a process group of its own (a Ctrl+C meant
/// for Carousel does not end an editor it started). It may run as long as it likes, after
/// Carousel ends too.
///
/// `@unchecked Sendable`: `running` is touched only with `condition` locked; `report` is
/// `@Sendable`.
package final class ProgramLauncher: @unchecked Sendable {
  private let report: @Sendable (String) -> Void
  private let errorBytes: Int
  private let condition = NSCondition()
  private var running = 0

  /// - Parameter report: receives one line per program that failed, on its watching thread.
  package init(errorBytes: Int, report: @escaping @Sendable (String) -> Void) {
    self.errorBytes = errorBytes
    self.report = report
  }

  /// Starts `arguments` (the program, found on `PATH`, then its arguments) with `variables`
  /// added to the environment; `name` is how a failure's line names it.
  package func launch(_ arguments: [String], variables: [String: String], name: String) {
    guard !arguments.isEmpty else { return }
    condition.lock()
    running += 1
    condition.unlock()
    let thread = Thread { [self] in
      if let failure = run(arguments, variables: variables) {
        report(String("carousel: \(name) \(failure)".map { $0.isNewline ? " " : $0 }))
      }
      condition.lock()
      running -= 1
      condition.broadcast()
      condition.unlock()
    }
    thread.name = "carousel-action"
    thread.start()
  }

  /// Returns once every program started so far has ended (tests).
  package func waitUntilIdle() {
    condition.lock()
    while running > 0 { condition.wait() }
    condition.unlock()
  }

  /// Runs `arguments` to its end; nil when it succeeded, else how it failed.
  private func run(_ arguments: [String], variables: [String: String]) -> String? {
    var ends: [Int32] = [-1, -1]
    guard carousel_wake_pipe(&ends) == 0 else {
      return "could not start: no pipe (\(String(cString: strerror(errno))))"
    }
    defer { close(ends[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    _ = carousel_spawn_close_from(&actions, 3)
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var environment = ProcessInfo.processInfo.environment
    environment.merge(variables) { $1 }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    close(ends[1])
    guard spawned == 0 else {
      return "could not start '\(arguments[0])': \(String(cString: strerror(spawned)))"
    }
    let said = readError(ends[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let detail = text.isEmpty ? "" : ": " + text
    if status & 0x7F != 0 { return "was killed by signal \(status & 0x7F)\(detail)" }
    let code = (status >> 8) & 0xFF
    return code == 0 ? nil : "failed with exit status \(code)\(detail)"
  }

  /// Reads the program's standard error to its end, keeping the first ``errorBytes`` bytes.
  ///
  /// The pipe does not block (``carousel_wake_pipe``): each read waits in `poll` first.
  private func readError(_ descriptor: Int32) -> [UInt8] {
    var kept: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, -1) < 0, errno == EINTR { continue }
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return kept }
      kept += chunk[..<min(count, max(0, errorBytes - kept.count))]
    }
  }
}
