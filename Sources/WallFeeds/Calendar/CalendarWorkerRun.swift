import CLinux
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// One reading of a feed's bytes by a calendar worker process (``CalendarWorker``), from the
/// viewer's side: the worker started on the bytes, its answer read to its end, the worker
/// reaped.
///
/// The worker's CPU time and memory are bounded by the worker itself; its answer by
/// ``WallConstants/workerOutputBytes``. A worker that dies answers nothing, which is a failure.
struct CalendarWorkerRun {
  /// The binary that runs the worker (`/proc/self/exe`; the built `carousel` in tests).
  var executable: String

  /// The answer of a worker reading `descriptor` (from its start) for `window`.
  func read(_ descriptor: Int32, window: CalendarWindow) -> CalendarAnswer {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      return .failed("cannot read the copy (\(String(cString: strerror(errno))))")
    }
    var ends: [Int32] = [-1, -1]
    guard pipe2(&ends, O_CLOEXEC) == 0 else {  // blocking: the answer is read to its end
      return .failed("no pipe for the calendar worker (\(String(cString: strerror(errno))))")
    }
    defer { close(ends[0]) }
    var pid: pid_t = 0
    let spawned = spawn(&pid, input: descriptor, output: ends[1], window: window)
    close(ends[1])
    guard spawned == 0 else {
      return .failed("cannot start the calendar worker (\(String(cString: strerror(spawned))))")
    }
    let bytes = DescriptorReader.read(ends[0], limit: WallConstants.workerOutputBytes)
    if bytes.count >= WallConstants.workerOutputBytes { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    if status & 0x7F != 0 {
      return .failed("the calendar worker was killed by signal \(status & 0x7F)")
    }
    return CalendarAnswer.parse(bytes)
  }

  /// Starts the worker with `input` as its standard input and `output` as its standard output
  /// (standard error to /dev/null: libical's own complaints are not the user's); `posix_spawn`'s
  /// answer.
  private func spawn(_ pid: inout pid_t, input: Int32, output: Int32, window: CalendarWindow)
    -> Int32
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    SpawnFileActions.closeFrom(3, in: &actions)
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    let arguments = [executable] + CalendarWorker.arguments(for: window)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    return posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
  }
}
