import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The control socket (`--control PATH`), the command set's first surface: lines from clients
/// in, answers out.
///
/// A thread of its own (a ``PollThread``) waits in `poll` on the listening socket, every client
/// and its wake-up pipe. Each complete line is parsed here (``ControlCommand/init(line:)``): a
/// line that is not a command is answered at once, a command goes to the ``ControlCenter``,
/// whose reply comes back on the main thread and is written by this thread to the client, one
/// line per line received, in order. A client may send several lines, or one and close its
/// side; the connection closes once every answer is written. Each client is bounded
/// (``ControlClientState``): a client that leaves too many answers unread is dropped, and one
/// that keeps the server waiting ``SocketConstants/idleTimeout`` (no line, or answers not read)
/// is closed, so idle connections cannot hold every slot. ``stop()`` writes the answers still
/// queued, closes everything and removes the socket file.
///
/// `@unchecked Sendable`: `answers` is touched only with `lock` held, `mostHeld` only inside
/// its `Locked`; everything else is either
/// immutable or used by the server thread alone.
package final class ControlServer: @unchecked Sendable {
  private let listener: Int32
  private let path: String
  private let socketIdentity: (device: UInt64, inode: UInt64)?
  private let thread: PollThread
  private let lock = Condition()
  /// Where commands go.
  private let center: ControlCenter
  /// The most bytes one client's buffers held so far (``mostHeldBytes``).
  private let mostHeld = Locked(0)
  /// The clock idle clients are timed on (s), and how long one may idle.
  private let now: @Sendable () -> Double
  private let idleTimeout: Double
  /// Replies from the main thread, for the server thread to write.
  private var answers: [(client: Int, line: Int, text: String)] = []
  /// Server thread only; `polled` are the clients of this round's wait, in its order.
  private var clients: [Int: ControlClientState] = [:]
  private var nextClient = 0
  private var polled: [Int] = []

  /// Serves the listening socket `listener` (from ``UnixSocket/listen(at:)``) bound at `path`
  /// on `thread`, which it starts, sending its commands to `center`; clients idle for
  /// `idleTimeout` s on the clock `now` are closed.
  init(
    listening listener: Int32, at path: String, on thread: PollThread, center: ControlCenter,
    now: @escaping @Sendable () -> Double, idleTimeout: Double
  ) {
    self.listener = listener
    self.path = path
    self.center = center
    self.now = now
    self.idleTimeout = idleTimeout
    socketIdentity = UnixSocket.identity(of: path)
    self.thread = thread
    thread.start(
      PollWork(
        round: { [self] in round() }, handle: { [self] polled, _ in handle(polled) },
        end: { [self] in finish() }))
  }

  /// Opens the control socket at `path`, before the window, so a wrong path costs nothing.
  ///
  /// Its commands go to `center`, which holds them until the app takes them. Clients idle for
  /// `idleTimeout` s on the clock `now` (s; the system's monotonic one unless told) are closed.
  /// - Throws: why it cannot (see ``UnixSocket/listen(at:)``), or that there is no pipe to
  ///   wake the server's thread.
  package static func open(
    at path: String, center: ControlCenter,
    now: @escaping @Sendable () -> Double = ControlServer.monotonicSeconds,
    idleTimeout: Double = SocketConstants.idleTimeout
  ) throws(UnixSocket.Failure) -> ControlServer {
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-control")
    } catch {
      throw UnixSocket.Failure(message: "no pipe to wake the server's thread (\(error))")
    }
    return ControlServer(
      listening: try UnixSocket.listen(at: path), at: path, on: thread, center: center, now: now,
      idleTimeout: idleTimeout)
  }

  /// The system's monotonic clock (`CLOCK_MONOTONIC`), in s.
  package static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Queues `text`, the answer to line `line` of client `client`, for the server thread (any
  /// thread: the center's replies come on the main one).
  private func answer(_ text: String, client: Int, line: Int) {
    lock.lock()
    answers.append((client, line, text))
    lock.unlock()
    wake()
  }

  /// Writes the answers still queued, closes every connection and removes the socket file;
  /// returns once the server thread has ended.
  package func stop() {
    thread.stop()
  }

  /// The most bytes one client's buffers held so far, input and output (for tests: bounded).
  var mostHeldBytes: Int { mostHeld.withLock { $0 } }

  /// Makes the server thread look again (at the clock too); any thread.
  func wake() {
    thread.wake()
  }

  // MARK: - The server thread

  /// The listening socket while there is room for a client, and every client; the first idle
  /// deadline as the timeout.
  private func round() -> PollRound {
    var descriptors = [
      pollfd(
        fd: clients.count < SocketConstants.mostClients ? listener : -1, events: Int16(POLLIN),
        revents: 0)
    ]
    polled = clients.keys.sorted()
    for id in polled {
      guard let client = clients[id] else { continue }
      descriptors.append(pollfd(fd: client.descriptor, events: client.events, revents: 0))
    }
    let deadline = clients.values.compactMap { $0.idleDeadline(timeout: idleTimeout) }.min()
    let timeout = deadline.map { deadline in
      Int32(max(0, min((deadline - now()) * 1000, Double(Int32.max))).rounded(.up))
    }
    return PollRound(descriptors: descriptors, timeout: timeout)
  }

  private func handle(_ descriptors: [pollfd]) {
    takeAnswers()
    if descriptors[0].revents != 0 { acceptClients() }
    for (offset, id) in polled.enumerated() where descriptors[offset + 1].revents != 0 {
      serviceClient(id, events: descriptors[offset + 1].revents)
    }
    closeFinishedClients()
  }

  /// Moves the main thread's answers into their clients' output.
  private func takeAnswers() {
    lock.lock()
    let taken = answers
    answers.removeAll()
    lock.unlock()
    for (id, line, text) in taken {
      clients[id]?.queue(answer: text, toLine: line)
    }
    // Answers out make room for the lines waiting behind them.
    for id in Set(taken.map(\.client)) { serviceClient(id, events: 0) }
  }

  private func acceptClients() {
    while clients.count < SocketConstants.mostClients {
      let descriptor = accept(listener, nil, nil)
      guard descriptor >= 0 else { return }
      guard UnixSocket.setNonBlocking(descriptor) else {
        close(descriptor)
        continue
      }
      clients[nextClient] = ControlClientState(descriptor: descriptor, at: now())
      nextClient += 1
    }
  }

  /// Reads the client's lines (when `events` say there is input, or lines wait for room) and
  /// writes its answers, until it has nothing more for now or is done.
  private func serviceClient(_ id: Int, events: Int16) {
    guard var client = clients[id] else { return }
    var reads = events & Int16(POLLIN | POLLHUP | POLLERR) != 0 || client.hasLinesToTake
    while reads, !client.isFinished {
      let time = now()
      let lines = client.readLines(longest: SocketConstants.longestLine, at: time)
      for (number, line) in lines {
        do {
          let command = try ControlCommand(line: line)
          center.send(command, from: SocketConstants.origin) { [self] reply in
            answer(reply.line, client: id, line: number)
          }
        } catch {
          client.queue(answer: ControlReply.failure(error).line, toLine: number)
        }
      }
      let held = client.heldBytes
      client.writeOutput(at: time)
      mostHeld.withLock { $0 = max($0, held) }
      reads = !lines.isEmpty
    }
    client.writeOutput(at: now())
    clients[id] = client
  }

  /// Closes the clients that are done, and those idle past the timeout.
  private func closeFinishedClients() {
    let time = now()
    for (id, client) in clients
    where client.isFinished
      || client.idleDeadline(timeout: idleTimeout).map({ time >= $0 }) == true
    {
      close(client.descriptor)
      clients[id] = nil
    }
  }

  /// Writes what is queued (best effort: the clients are not waited for), closes everything
  /// and removes the socket file if it is still this server's.
  private func finish() {
    takeAnswers()
    for client in clients.values { close(client.descriptor) }
    clients.removeAll()
    close(listener)
    if let socketIdentity, let now = UnixSocket.identity(of: path),
      now.device == socketIdentity.device, now.inode == socketIdentity.inode
    {
      unlink(path)
    }
  }
}
