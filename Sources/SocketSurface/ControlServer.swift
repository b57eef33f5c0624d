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
/// side; the connection closes once every answer is written. ``stop()`` writes the answers
/// still queued, closes everything and removes the socket file.
///
/// `@unchecked Sendable`: `answers` is touched only with `lock` held; everything else is either
/// immutable or used by the server thread alone.
package final class ControlServer: @unchecked Sendable {
  private let listener: Int32
  private let path: String
  private let socketIdentity: (device: UInt64, inode: UInt64)?
  private let thread: PollThread
  private let lock = Condition()
  /// Where commands go.
  private let center: ControlCenter
  /// Replies from the main thread, for the server thread to write.
  private var answers: [(client: Int, line: Int, text: String)] = []
  /// Server thread only; `polled` are the clients of this round's wait, in its order.
  private var clients: [Int: ControlClientState] = [:]
  private var nextClient = 0
  private var polled: [Int] = []

  /// Serves the listening socket `listener` (from ``UnixSocket/listen(at:)``) bound at `path`
  /// on `thread`, which it starts, sending its commands to `center`.
  init(listening listener: Int32, at path: String, on thread: PollThread, center: ControlCenter) {
    self.listener = listener
    self.path = path
    self.center = center
    socketIdentity = UnixSocket.identity(of: path)
    self.thread = thread
    thread.start(
      PollWork(
        round: { [self] in round() }, handle: { [self] polled, _ in handle(polled) },
        end: { [self] in finish() }))
  }

  /// Opens the control socket at `path`, before the window, so a wrong path costs nothing;
  /// its commands go to `center`, which holds them until the app takes them.
  /// - Throws: why it cannot (see ``UnixSocket/listen(at:)``), or that there is no pipe to
  ///   wake the server's thread.
  package static func open(at path: String, center: ControlCenter) throws(UnixSocket.Failure)
    -> ControlServer
  {
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-control")
    } catch {
      throw UnixSocket.Failure(message: "no pipe to wake the server's thread (\(error))")
    }
    return ControlServer(
      listening: try UnixSocket.listen(at: path), at: path, on: thread, center: center)
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

  private func wake() {
    thread.wake()
  }

  // MARK: - The server thread

  /// The listening socket while there is room for a client, and every client.
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
    return PollRound(descriptors: descriptors)
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
      if let client = clients[id] { flush(id, client) }
    }
  }

  private func acceptClients() {
    while clients.count < SocketConstants.mostClients {
      let descriptor = accept(listener, nil, nil)
      guard descriptor >= 0 else { return }
      guard UnixSocket.setNonBlocking(descriptor) else {
        close(descriptor)
        continue
      }
      clients[nextClient] = ControlClientState(descriptor: descriptor)
      nextClient += 1
    }
  }

  private func serviceClient(_ id: Int, events: Int16) {
    guard var client = clients[id] else { return }
    if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      for (number, line) in client.readLines(longest: SocketConstants.longestLine) {
        do {
          let command = try ControlCommand(line: line)
          center.send(command, from: SocketConstants.origin) { [self] reply in
            answer(reply.line, client: id, line: number)
          }
        } catch {
          client.queue(answer: ControlReply.failure(error).line, toLine: number)
        }
      }
    }
    clients[id] = client
    flush(id, client)
  }

  private func flush(_ id: Int, _ client: ControlClientState) {
    var client = client
    client.writeOutput()
    clients[id] = client
  }

  private func closeFinishedClients() {
    for (id, client) in clients where client.isFinished {
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
