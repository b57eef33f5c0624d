import CLinux
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Runs shell commands (`/bin/sh -c`) one at a time, in the order given, on a queue of its own,
/// so that the caller never waits for one; a command that fails is said on one line.
///
/// Each command gets standard input and output on /dev/null, standard error on a pipe (repeated
/// in the failure's line, up to `errorBytes` bytes), no signal blocked, and a process group of
/// its own: one silent for `silence` seconds is stopped with its children (SIGKILL to the
/// group). Safe from any thread.
package final class ShellCommands: Sendable {
  private let queue = DispatchQueue(label: "carousel-hooks")
  private let report: @Sendable (String) -> Void
  private let silence: Double
  private let errorBytes: Int

  /// - Parameters:
  ///   - silence: seconds a command may run without writing to standard error before it is
  ///     stopped.
  ///   - report: receives one line per failed command, on the queue's thread.
  package init(
    silence: Double, errorBytes: Int, report: @escaping @Sendable (String) -> Void
  ) {
    self.silence = silence
    self.errorBytes = errorBytes
    self.report = report
  }

  /// Runs `command` after those given before; `name` is how its failure's line names it
  /// (`--display-off-command`).
  package func run(_ command: String, name: String) {
    queue.async { [self] in
      if let failure = execute(command) {
        let text = "carousel: \(name) '\(command)' \(failure)"
        report(String(text.map { $0.isNewline ? " " : $0 }))
      }
    }
  }

  /// Returns once every command given so far has ended (replays and tests).
  package func waitUntilIdle() {
    queue.sync {}
  }

  /// Runs `command` to its end; nil when it succeeded, else how it failed.
  private func execute(_ command: String) -> String? {
    var ends: [Int32] = [-1, -1]
    guard carousel_wake_pipe(&ends) == 0 else {
      return "could not run: no pipe (\(String(cString: strerror(errno))))"
    }
    defer { close(ends[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    _ = carousel_spawn_close_from(&actions, 3)
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let words: [String] = ["sh", "-c", command]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
    close(ends[1])
    guard spawned == 0 else { return "could not run: \(String(cString: strerror(spawned)))" }
    let (said, silent) = readError(ends[0])
    if silent { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = String(decoding: said, as: UTF8.self).trimmingWhitespace
    let detail = text.isEmpty ? "" : ": " + text
    if silent { return "was stopped after \(Int(silence)) s without an end\(detail)" }
    if status & 0x7F != 0 { return "was killed by signal \(status & 0x7F)\(detail)" }
    let code = (status >> 8) & 0xFF
    return code == 0 ? nil : "failed with exit status \(code)\(detail)"
  }

  /// Reads the command's standard error until its end, keeping the first `errorBytes` bytes.
  /// - Returns: what was kept, and whether the command fell silent for ``silence`` seconds.
  private func readError(_ descriptor: Int32) -> ([UInt8], Bool) {
    var kept: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = Glibc.poll(&poll, 1, Int32(silence * 1000))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return (kept, true) }
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return (kept, false) }
      kept += chunk[..<min(count, max(0, errorBytes - kept.count))]
    }
  }
}

extension String {
  /// The text without whitespace at its ends.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
