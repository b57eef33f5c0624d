import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// One program run to its end, as the display hooks (``ShellCommands``) and the key actions
/// (``ProgramLauncher``) run theirs: standard input on /dev/null, standard output on /dev/null
/// or Carousel's own, standard error on a pipe whose first `errorBytes` bytes go into the
/// failure's words, no signal blocked, no other descriptor of Carousel's, and a process group
/// of its own (a Ctrl+C meant for Carousel does not reach it).
package struct ChildRun {
  /// The program and its arguments; the first is found on `PATH` when it has no slash.
  var arguments: [String]
  /// The environment; nil: Carousel's own.
  var environment: [String: String]?
  /// Whether standard output goes to /dev/null (else it is Carousel's).
  var discardsOutput = false
  /// Seconds the program may go without writing to standard error before it is stopped with
  /// its group (SIGKILL); nil: as long as it likes.
  var silence: Double?
  /// How much of standard error is kept for the failure's words.
  var errorBytes: Int

  /// Runs it to its end; nil when it succeeded, else how it failed (`failed with exit status
  /// 2: …`), with `cannotStart` before the reason it could not start.
  package func run(cannotStart: String) -> String? {
    var ends: [Int32] = [-1, -1]
    guard carousel_wake_pipe(&ends) == 0 else {
      return "\(cannotStart): no pipe (\(String(cString: strerror(errno))))"
    }
    defer { close(ends[0]) }
    var pid: pid_t = 0
    let spawned = spawn(&pid, errorTo: ends[1])
    close(ends[1])
    guard spawned == 0 else { return "\(cannotStart): \(String(cString: strerror(spawned)))" }
    let (said, silent) = readError(ends[0])
    if silent { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = String(decoding: said, as: UTF8.self).trimmingWhitespace
    let detail = text.isEmpty ? "" : ": " + text
    if silent, let silence { return "was stopped after \(Int(silence)) s without an end\(detail)" }
    if status & 0x7F != 0 { return "was killed by signal \(status & 0x7F)\(detail)" }
    let code = (status >> 8) & 0xFF
    return code == 0 ? nil : "failed with exit status \(code)\(detail)"
  }

  /// Starts the program with its standard error on `descriptor`; `posix_spawnp`'s answer.
  private func spawn(_ pid: inout pid_t, errorTo descriptor: Int32) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if discardsOutput { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
    posix_spawn_file_actions_adddup2(&actions, descriptor, 2)
    SpawnFileActions.closeFrom(3, in: &actions)
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard let environment else {
      return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    }
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
  }

  /// Reads standard error until its end, keeping the first ``errorBytes`` bytes.
  /// - Returns: what was kept, and whether the program fell silent for ``silence`` seconds.
  private func readError(_ descriptor: Int32) -> ([UInt8], Bool) {
    var kept: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let timeout = silence.map { Int32($0 * 1000) } ?? -1
    while true {
      // The pipe does not block (carousel_wake_pipe): each read waits in poll first.
      var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = Glibc.poll(&poll, 1, timeout)
      if ready < 0, errno == EINTR { continue }
      guard ready != 0 else { return (kept, true) }
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
