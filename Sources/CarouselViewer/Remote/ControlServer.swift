import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The control socket (`--control PATH`): lines from clients in, answers out.
///
/// A thread of its own (a ``PollThread``) waits in `poll` on the listening socket, every client
/// and its wake-up pipe. Each complete line becomes a ``ControlRequest``, and `notify` posts to the app's inbox;
/// the main thread takes the requests (``takeRequests()``), carries each out and hands the
/// answer back (``reply(_:to:)``), which this thread writes to the client, one line per request,
/// in order. A client may send several lines, or one and close its side; the connection closes
/// once every answer is written. ``stop()`` writes the answers still queued, closes everything
/// and removes the socket file.
///
/// `@unchecked Sendable`: `requests`, `answers` and `notify` are touched only with `lock`
/// held; everything else is either immutable or used by the server thread alone.
package final class ControlServer: @unchecked Sendable {
  private let listener: Int32
  private let path: String
  private let socketIdentity: (device: UInt64, inode: UInt64)?
  private let thread: PollThread
  private let lock = NSCondition()
  /// Told after each line received; set by ``connect(_:)`` once the viewer exists.
  private var notify: (@Sendable () -> Void)?
  private var requests: [ControlRequest] = []
  private var answers: [(client: Int, text: String)] = []
  /// Server thread only; `polled` are the clients of this round's wait, in its order.
  private var clients: [Int: ControlClientState] = [:]
  private var nextClient = 0
  private var polled: [Int] = []

  /// Serves the listening socket `listener` (from ``UnixSocket/listen(at:)``) bound at `path`
  /// on `thread`, which it starts.
  init(listening listener: Int32, at path: String, on thread: PollThread) {
    self.listener = listener
    self.path = path
    socketIdentity = UnixSocket.identity(of: path)
    self.thread = thread
    thread.start(
      PollWork(
        round: { [self] in round() }, handle: { [self] polled, _ in handle(polled) },
        end: { [self] in finish() }))
  }

  /// Opens the control socket at `path`, before the window, so a wrong path costs nothing.
  /// - Throws: why it cannot (see ``UnixSocket/listen(at:)``), or that there is no pipe to
  ///   wake the server's thread.
  package static func open(at path: String) throws(UnixSocket.Failure) -> ControlServer {
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-control")
    } catch {
      throw UnixSocket.Failure(message: "no pipe to wake the server's thread (\(error))")
    }
    return ControlServer(listening: try UnixSocket.listen(at: path), at: path, on: thread)
  }

  /// Sets what to call, on the server thread, after lines arrive (the app posts to its inbox);
  /// lines that came before are told at once.
  package func connect(_ notify: @escaping @Sendable () -> Void) {
    lock.lock()
    self.notify = notify
    let waiting = !requests.isEmpty
    lock.unlock()
    if waiting { notify() }
  }

  /// The lines received since the last call, oldest first (main thread).
  package func takeRequests() -> [ControlRequest] {
    lock.lock()
    defer { lock.unlock() }
    let taken = requests
    requests.removeAll()
    return taken
  }

  /// Sends `answer` (one line) to the client that sent `request` (main thread).
  package func reply(_ answer: String, to request: ControlRequest) {
    lock.lock()
    answers.append((request.client, answer))
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
        fd: clients.count < RemoteConstants.mostClients ? listener : -1, events: Int16(POLLIN),
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
    for (id, text) in taken {
      clients[id]?.queue(answer: text)
      if let client = clients[id] { flush(id, client) }
    }
  }

  private func acceptClients() {
    while clients.count < RemoteConstants.mostClients {
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
      let lines = client.readLines(longest: RemoteConstants.longestLine)
      if !lines.isEmpty {
        lock.lock()
        requests += lines.map { ControlRequest(client: id, line: $0) }
        let notify = self.notify
        lock.unlock()
        notify?()
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
