import CLinux
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// One decoder worker process as the app sees it: its pid and the app's end of its socket.
///
/// Owned by the ``IsolatedDecoder`` that started it; one thread uses it at a time, and others
/// only signal its pid, while the decoder knows it is not reaped yet.
final class DecoderProcess {
  let pid: pid_t
  let socket: WorkerSocket
  /// Whether ``reap()`` found the worker ended by SIGTERM, SIGINT or SIGHUP: signals that come
  /// from outside (a terminal's Ctrl+C, `systemctl stop`, sent to the viewer's whole group at
  /// once), never from what it decoded.
  private(set) var endedByStopSignal = false

  init(pid: pid_t, socket: WorkerSocket) {
    self.pid = pid
    self.socket = socket
  }

  /// Starts `executable` in worker mode with `arguments` after `flag` (``DecodeWorker/flag``,
  /// or ``VideoWorker/flag`` for a clip's worker), its socket on descriptor 3, standard input and output on /dev/null, standard error shared
  /// (a codec's own warning reaches the user as before), no signal blocked.
  ///
  /// `environment` is added to the app's (tests set the fault switch, ``WorkerFault``, there).
  static func spawn(
    executable: String, flag: String = DecodeWorker.flag, arguments: [String],
    environment extra: [String]
  ) -> Result<DecoderProcess, SpawnError> {
    guard let (mine, theirs) = WorkerSocket.pair() else {
      return .failure(SpawnError(message: "no socket: \(String(cString: strerror(errno)))"))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, theirs.descriptor, DecodeWorker.socketDescriptor)
    // Nothing else crosses into the worker: a descriptor another thread opened a moment ago,
    // before it could mark it close-on-exec (libdbus's pipe to dbus-launch during SDL_Init),
    // would otherwise stay open in the worker, and its reader would wait for an end of file
    // that never comes.
    _ = carousel_spawn_close_from(&actions, DecodeWorker.socketDescriptor + 1)
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    let argv = ([executable, flag] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = (environment() + extra).map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    theirs.close()
    guard status == 0 else {
      mine.close()
      return .failure(SpawnError(message: "\(executable): \(String(cString: strerror(status)))"))
    }
    return .success(DecoderProcess(pid: pid, socket: mine))
  }

  /// The app's environment, with Swift's crash backtracer off: a codec's crash is reported as
  /// one error page, not a page of backtrace, and the process ends at once.
  private static func environment() -> [String] {
    var result: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if !text.hasPrefix("SWIFT_BACKTRACE=") { result.append(text) }
      entry += 1
    }
    return result + ["SWIFT_BACKTRACE=enable=no"]
  }

  /// Kills the worker (SIGKILL) and waits for it; closes the socket.
  ///
  /// - Returns: how it ended, as ``reap()`` says it (a worker dead already keeps its own end).
  @discardableResult
  func kill() -> String {
    _ = Glibc.kill(pid, SIGKILL)
    return reap()
  }

  /// Waits for the ended worker and says how it ended ("segmentation fault", "exit status 1");
  /// closes the socket.
  @discardableResult
  func reap() -> String {
    socket.close()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    endedByStopSignal = [SIGTERM, SIGINT, SIGHUP].contains(signal)
    if signal != 0 {
      return strsignal(signal).map { String(cString: $0).lowercased() } ?? "signal \(signal)"
    }
    return "exit status \((status >> 8) & 0xFF)"
  }

  /// Ends the worker gently: it exits when its socket closes (SIGKILL after that, should it be
  /// busy), and is waited for.
  func finish() {
    socket.close()
    _ = Glibc.kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
  }
}

/// Why a worker could not be started.
struct SpawnError: Error {
  let message: String
}
