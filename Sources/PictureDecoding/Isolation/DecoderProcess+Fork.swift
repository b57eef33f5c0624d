import CLinux

#if canImport(Glibc)
  import Glibc
#endif

extension DecoderProcess {
  /// Starts a worker as a copy of this process (`fork`), which runs ``DecodeWorker`` on its
  /// socket and never returns here: no program to load, so it is ready at once (an exec of the
  /// binary and its libraries takes tens of ms of CPU, on the first picture's path).
  ///
  /// Only while this process has a single thread (start-up, before SDL and any worker thread):
  /// a copy of a process whose other threads hold locks could deadlock. Otherwise it fails,
  /// and the caller spawns. The copy shares the app's address layout (one exec'd worker each
  /// would have its own); crashes cost it alone, as with a spawned worker.
  ///
  /// - Parameters:
  ///   - arguments: the worker's words after ``DecodeWorker/flag``.
  ///   - environment: `NAME=value` entries set in the copy (tests).
  static func fork(arguments: [String], environment: [String])
    -> Result<DecoderProcess, SpawnError>
  {
    guard ProcessThreads.count == 1 else {
      return .failure(SpawnError(message: "the process has threads: spawning instead"))
    }
    guard let (mine, theirs) = WorkerSocket.pair() else {
      return .failure(SpawnError(message: "no socket: \(String(cString: strerror(errno)))"))
    }
    let pid = Glibc.fork()
    if pid == 0 {
      mine.close()
      _exit(runCopy(socket: theirs, arguments: arguments, environment: environment))
    }
    theirs.close()
    guard pid > 0 else {
      mine.close()
      return .failure(SpawnError(message: "fork: \(String(cString: strerror(errno)))"))
    }
    return .success(DecoderProcess(pid: pid, socket: mine))
  }

  /// In the copy: the socket on ``DecodeWorker/socketDescriptor``, standard input and output on
  /// /dev/null, every other descriptor closed, signals as a fresh process has them; then the
  /// worker's loop.
  private static func runCopy(socket: WorkerSocket, arguments: [String], environment: [String])
    -> Int32
  {
    if socket.descriptor != DecodeWorker.socketDescriptor {
      guard dup2(socket.descriptor, DecodeWorker.socketDescriptor) >= 0 else { return 1 }
    }
    let null = open("/dev/null", O_RDWR)
    if null >= 0 {
      _ = dup2(null, 0)
      _ = dup2(null, 1)
    }
    _ = carousel_close_from(DecodeWorker.socketDescriptor + 1)
    carousel_reset_signals()
    for entry in environment {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { setenv(parts[0], parts[1], 1) }
    }
    return DecodeWorker.run(arguments: arguments)
  }
}

/// This process's threads, from the kernel.
enum ProcessThreads {
  /// How many threads the process has now (field 20 of `/proc/self/stat`); 0 if unreadable.
  static var count: Int {
    let descriptor = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let length = read(descriptor, &buffer, buffer.count)
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    guard length > 0, let end = buffer[..<length].lastIndex(of: UInt8(ascii: ")")) else {
      return 0
    }
    let fields = buffer[(end + 1)..<length].split(separator: UInt8(ascii: " "))
    guard fields.count > 17 else { return 0 }
    return Int(String(decoding: fields[17], as: UTF8.self)) ?? 0
  }
}
