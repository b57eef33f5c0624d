import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The control socket (`--control PATH`): lines from clients in, answers out.
///
/// A thread of its own waits in `poll` on the listening socket, every client and a wake-up
/// pipe. Each complete line becomes a ``ControlRequest``, and `notify` posts to the app's inbox;
/// the main thread takes the requests (``takeRequests()``), carries each out and hands the
/// answer back (``reply(_:to:)``), which this thread writes to the client, one line per request,
/// in order. A client may send several lines, or one and close its side; the connection closes
/// once every answer is written. ``stop()`` writes the answers still queued, closes everything
/// and removes the socket file.
///
/// `@unchecked Sendable`: `requests`, `answers`, `notify`, `isStopping` and `isStopped` are
/// touched only with `lock` held; everything else is either immutable or used by the server
/// thread alone.
package final class ControlServer: @unchecked Sendable {
  private let listener: Int32
  private let path: String
  private let socketIdentity: (device: UInt64, inode: UInt64)?
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let lock = NSCondition()
  /// Told after each line received; set by ``connect(_:)`` once the viewer exists.
  private var notify: (@Sendable () -> Void)?
  private var requests: [ControlRequest] = []
  private var answers: [(client: Int, text: String)] = []
  private var isStopping = false
  private var isStopped = false
  /// Server thread only.
  private var clients: [Int: ControlClientState] = [:]
  private var nextClient = 0

  /// Serves the listening socket `listener` (from ``UnixSocket/listen(at:)``) bound at `path`.
  init(listening listener: Int32, at path: String) {
    self.listener = listener
    self.path = path
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

  /// Opens the control socket at `path`, before the window, so a wrong path costs nothing.
  /// - Throws: why it cannot (see ``UnixSocket/listen(at:)``).
  package static func open(at path: String) throws(UnixSocket.Failure) -> ControlServer {
    ControlServer(listening: try UnixSocket.listen(at: path), at: path)
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
          fd: clients.count < RemoteConstants.mostClients ? listener : -1, events: Int16(POLLIN),
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
    close(wakeRead)
    close(wakeWrite)
    lock.lock()
    isStopped = true
    lock.broadcast()
    lock.unlock()
  }
}
