import Control
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The control socket (`--control PATH`), the command set's first surface: lines from clients
/// in, answers out.
///
/// A thread of its own waits in `poll` on the listening socket, every client and a wake-up
/// pipe. Each complete line is parsed here (``ControlCommand/init(line:)``): a line that is not
/// a command is answered at once, a command goes to the ``ControlCenter``, whose reply comes
/// back on the main thread and is written by this thread to the client, one line per line
/// received, in order. A client may send several lines, or one and close its side; the
/// connection closes once every answer is written. ``stop()`` writes the answers still queued,
/// closes everything and removes the socket file.
///
/// `@unchecked Sendable`: `answers`, `isStopping` and `isStopped` are touched only with `lock`
/// held; everything else is either immutable or used by the server thread alone.
package final class ControlServer: @unchecked Sendable {
  private let listener: Int32
  private let path: String
  private let socketIdentity: (device: UInt64, inode: UInt64)?
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let lock = NSCondition()
  /// Where commands go.
  private let center: ControlCenter
  /// Replies from the main thread, for the server thread to write.
  private var answers: [(client: Int, line: Int, text: String)] = []
  private var isStopping = false
  private var isStopped = false
  /// Server thread only.
  private var clients: [Int: ControlClientState] = [:]
  private var nextClient = 0

  /// Serves the listening socket `listener` (from ``UnixSocket/listen(at:)``) bound at `path`,
  /// sending its commands to `center`.
  init(listening listener: Int32, at path: String, center: ControlCenter) {
    self.listener = listener
    self.path = path
    self.center = center
    socketIdentity = UnixSocket.identity(of: path)
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      ends.forEach { _ = UnixSocket.setNonBlocking($0) }
    }
    wakeRead = ends[0]
    wakeWrite = ends[1]
    let thread = Thread { [self] in serve() }
    thread.name = "carousel-control"
    thread.start()
  }

  /// Opens the control socket at `path`, before the window, so a wrong path costs nothing;
  /// its commands go to `center`, which holds them until the app takes them.
  /// - Throws: why it cannot (see ``UnixSocket/listen(at:)``).
  package static func open(at path: String, center: ControlCenter) throws(UnixSocket.Failure)
    -> ControlServer
  {
    ControlServer(listening: try UnixSocket.listen(at: path), at: path, center: center)
  }

  /// Queues `text`, the answer to line `line` of client `client`, for the server thread (any
  /// thread: the center's replies come on the main one).
  private func answer(_ text: String, client: Int, line: Int) {
    lock.lock()
    let isServing = !isStopped  // once stopped, the wake-up pipe is closed
    if isServing { answers.append((client, line, text)) }
    lock.unlock()
    if isServing { wake() }
  }

  /// Writes the answers still queued, closes every connection and removes the socket file;
  /// returns once the server thread has ended.
  package func stop() {
    lock.lock()
    isStopping = true
    lock.unlock()
    wake()
    lock.lock()
    while !isStopped { lock.wait() }
    lock.unlock()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  // MARK: - The server thread

  private func serve() {
    while !shouldStop() {
      var descriptors = [
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(
          fd: clients.count < SocketConstants.mostClients ? listener : -1, events: Int16(POLLIN),
          revents: 0),
      ]
      let order = clients.keys.sorted()
      for id in order {
        guard let client = clients[id] else { continue }
        descriptors.append(pollfd(fd: client.descriptor, events: client.events, revents: 0))
      }
      guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 || errno == EINTR else { break }
      if descriptors[0].revents != 0 { drainWakeUps() }
      takeAnswers()
      if descriptors[1].revents != 0 { acceptClients() }
      for (offset, id) in order.enumerated() where descriptors[offset + 2].revents != 0 {
        serviceClient(id, events: descriptors[offset + 2].revents)
      }
      closeFinishedClients()
    }
    finish()
  }

  private func shouldStop() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopping
  }

  private func drainWakeUps() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &buffer, buffer.count) > 0 {}
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
    close(wakeRead)
    close(wakeWrite)
    lock.lock()
    isStopped = true
    lock.broadcast()
    lock.unlock()
  }
}
