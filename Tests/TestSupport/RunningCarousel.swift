import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The built `carousel` running in the background, its standard output (or error) read line by
/// line through a pipe (blocking reads, no sleeps), so a test can act once the child has reached
/// a point it prints, then signal it and collect how it ended.
public final class RunningCarousel {
  public let pid: pid_t
  private let output: Int32
  private var buffer: [UInt8] = []
  private let folder: TemporaryFolder
  private let readsStandardError: Bool

  /// Starts `carousel` with `arguments` and `environment` added to this process's; the other
  /// stream goes to a file, read by ``wait()``.
  ///
  /// - Parameter readsStandardError: whether ``readLine()`` reads standard error (the decoder
  ///   workers' fault switch writes there) instead of standard output.
  public init(
    _ arguments: [String], environment: [String: String] = [:], readsStandardError: Bool = false
  ) throws {
    self.readsStandardError = readsStandardError
    folder = try TemporaryFolder()
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw CarouselProcessError(code: errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let (piped, filed) = readsStandardError ? (Int32(2), Int32(1)) : (1, 2)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], piped)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addopen(
      &actions, filed, folder.file("other"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // None of the test process's other descriptors: see ToolProcess.
    SpawnFileActions.closeFrom(3, in: &actions)
    let argv = ([CarouselProcess.executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let merged = CarouselProcess.isolatedEnvironment(in: folder).merging(environment) { $1 }
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var child: pid_t = 0
    let spawned = posix_spawn(
      &child, CarouselProcess.executable, &actions, &attributes, argv, envp)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw CarouselProcessError(code: spawned)
    }
    pid = child
    output = pipeEnds[0]
  }

  deinit {
    close(output)
  }

  /// The next line of standard output (without its newline), or nil at its end.
  public func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(output, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        defer { buffer.removeAll() }
        return buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self)
      }
      buffer += chunk[..<count]
    }
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Reads the rest of standard output, waits for the child to end, and returns how.
  ///
  /// Throws ``WaitTimeout`` (after killing the child) when it has not ended within `seconds`: a
  /// child that does not end fails its test instead of hanging it.
  public func wait(seconds: Double = WaitTimeout.defaultSeconds) throws -> CarouselProcess.Result {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var status: Int32 = 0
    func giveUp() -> WaitTimeout {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      return WaitTimeout("carousel (pid \(pid)) to end", seconds: seconds)
    }
    while !readUntilEnd(before: deadline) {
      guard ContinuousClock.now < deadline else { throw giveUp() }
    }
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }  // from the buffer: the output has ended
    // The output has ended: the child is ending, or has ended.
    let left = (deadline - ContinuousClock.now).components
    let remaining = Double(left.seconds) + Double(left.attoseconds) * 1e-18
    guard let ended = ChildEnd.wait(for: pid, until: Deadline(secondsFromNow: max(remaining, 0)))
    else { throw giveUp() }
    status = ended
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let piped = lines.map { $0 + "\n" }.joined()
    let filed = (try? String(contentsOfFile: folder.file("other"), encoding: .utf8)) ?? ""
    return CarouselProcess.Result(
      status: exitStatus, standardOutput: readsStandardError ? filed : piped,
      standardError: readsStandardError ? piped : filed)
  }

  /// Reads lines until one satisfies `isWanted` and returns it, blocking on the pipe; throws
  /// ``WaitTimeout`` naming `what` when none has come within `seconds` or the output ended.
  public func readLine(
    _ what: String, seconds: Double = WaitTimeout.defaultSeconds,
    where isWanted: (String) -> Bool
  ) throws -> String {
    let deadline = Deadline(secondsFromNow: seconds)
    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    while true {
      while let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        if isWanted(line) { return line }
      }
      guard poll(&ready, 1, deadline.milliseconds) > 0 else {
        if errno == EINTR, !deadline.hasPassed { continue }
        throw WaitTimeout(what, seconds: seconds)
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let length = read(output, &chunk, chunk.count)
      guard length != 0 else { throw WaitTimeout(what + " (the output ended first)", seconds: 0) }
      if length > 0 { buffer += chunk[..<length] }
    }
  }

  /// Moves what the child writes into the buffer until its output ends (true) or `deadline`
  /// passes (false).
  private func readUntilEnd(before deadline: ContinuousClock.Instant) -> Bool {
    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    while true {
      let (seconds, attoseconds) = (deadline - ContinuousClock.now).components
      let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
      guard milliseconds > 0 else { return false }
      guard poll(&ready, 1, Int32(min(milliseconds, Int64(Int32.max)))) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let length = read(output, &chunk, chunk.count)
      if length == 0 { return true }
      if length > 0 { buffer += chunk[..<length] }
    }
  }
}
