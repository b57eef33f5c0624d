import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The web page and its API (`--http`): the frame steered, followed and fed from a phone.
///
/// A thread of its own (a ``PollThread``) waits on libmicrohttpd's epoll descriptor, the
/// sockets of the event streams it has suspended and of the requests still arriving (for
/// their clients going away), and its wake-up pipe, with no timeout unless a connection has a
/// deadline. Requests are read, guarded (``AccessGuard``) and answered
/// there; commands go to the ``ControlCenter`` with the client's address as their origin, and
/// their replies, the pictures of ``PictureSnapshots`` and the verdicts of ``UploadChecking``
/// come back as mail from other threads, each waking the thread. Status changes come through
/// a subscription and go to every event stream. An idle server, with or without streams open,
/// waits without waking.
///
/// `@unchecked Sendable`: `mail`, the counts and `holdings` are `Locked`; everything else is
/// constant or touched by the server thread alone (libmicrohttpd's callbacks run there, inside
/// `MHDDaemon.run()`).
package final class HTTPServer: MHDDelegate, @unchecked Sendable {
  /// What other threads hand the server thread.
  enum Mail {
    case reply(exchange: Int, ControlReply)
    case picture(exchange: Int, Result<[UInt8], ControlError>)
    case verdict(exchange: Int, entry: Int, Result<[String], UploadRefusal>)
  }

  /// The port listened on.
  package let port: Int
  let settings: HTTPSettings
  let center: ControlCenter
  let snapshots: (any PictureSnapshots)?
  let checker: (any UploadChecking)?
  let clock: @Sendable () -> Double
  /// Told each refusal worth telling, its lines reading `carousel: http: …`.
  let reporter: Reporter
  private let thread: PollThread
  private let mail = Locked<[Mail]>([])
  private let listener: Int32
  /// How many event streams and connections are open, for tests (the server thread keeps the
  /// counts; other threads read them).
  let streamCount = Locked(0)
  let connectionCount = Locked(0)
  /// What the server thread held after its last round (exchanges awaiting an answer, streams,
  /// connections, sessions), for the soak: each must come back to what it was.
  let holdings = Locked((exchanges: 0, streams: 0, connections: 0, sessions: 0))

  // Server thread only.
  private var daemon: MHDDaemon?
  private var subscription: StatusSubscription?
  var guardian: AccessGuard
  /// The latest status published, for new streams and `/api/current`.
  var latest: Status?
  var exchanges: [Int: Exchange] = [:]
  var streams: [Int: EventStream] = [:]
  private var watches: [ObjectIdentifier: ConnectionWatch] = [:]
  private var nextID = 1
  /// The suspended streams and the connections whose request is still arriving, of this
  /// round's wait, in its order after the epoll descriptor.
  private var polledStreams: [EventStream] = []
  private var polledWatches: [ConnectionWatch] = []

  /// Starts serving `listener` on a thread of its own, sending commands to `center`.
  ///
  /// - Parameters:
  ///   - snapshots: the pictures for `/api/current`; nil answers it 404.
  ///   - checker: what says whether an upload is a picture; uploads need it and
  ///     `settings.uploadFolder`.
  ///   - clock: the time in s (the app's one clock; a test's).
  ///   - reporter: told one line per refusal worth telling (scoped `http` here).
  /// - Throws: why it cannot: libmicrohttpd does not load, or refuses the TLS key.
  package init(
    listener: HTTPListener, settings: HTTPSettings, center: ControlCenter,
    snapshots: (any PictureSnapshots)?, checker: (any UploadChecking)?,
    clock: @escaping @Sendable () -> Double, reporter: Reporter
  ) throws(HTTPServer.Failure) {
    if let reason = MHDDaemon.load() {
      throw Failure(message: "libmicrohttpd cannot be loaded (\(reason))")
    }
    if settings.tls != nil, !MHDDaemon.hasTLS {
      throw Failure(message: "this libmicrohttpd has no TLS (GnuTLS)")
    }
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-http")
    } catch {
      throw Failure(message: "no pipe to wake the server's thread (\(error))")
    }
    self.thread = thread
    port = listener.port
    self.settings = settings
    self.center = center
    self.snapshots = snapshots
    self.checker = checker
    self.clock = clock
    let reporter = reporter.scoped("http")
    self.reporter = reporter
    guardian = AccessGuard(
      password: settings.password, isSecure: settings.tls != nil, reporter: reporter)
    self.listener = listener.take()
    guard
      let daemon = MHDDaemon(
        listener: self.listener, tls: settings.tls,
        perAddress: settings.limits.connectionsPerAddress, delegate: self)
    else {
      close(self.listener)
      throw Failure(
        message: "libmicrohttpd refused to start (a key or certificate it cannot read?)")
    }
    self.daemon = daemon
    subscription = center.subscribe { [thread] in thread.wake() }
    thread.start(
      PollWork(
        round: { [self] in round() }, handle: { [self] polled, _ in handle(polled) },
        end: { [self] in finish() }))
  }

  /// A server that cannot start; the message says why.
  package struct Failure: Error, Equatable {
    package let message: String
  }

  /// Stops the server; returns once its thread has ended.
  ///
  /// What waits is answered 503, the event streams end, every connection and the listening
  /// socket close. From any thread but the server's.
  package func stop() {
    thread.stop()
  }

  /// Wakes the server's thread: it reads its mail, the statuses and the clock again.
  package func wake() {
    thread.wake()
  }

  /// Hands `letter` to the server's thread (from any thread).
  func post(_ letter: Mail) {
    mail.withLock { $0.append(letter) }
    thread.wake()
  }

  /// A new number for an exchange or a stream.
  func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  // MARK: - The server thread

  private func round() -> PollRound {
    guard let daemon else { return PollRound() }
    polledStreams = streams.values.filter(\.isSuspended).sorted { $0.id < $1.id }
    polledWatches = watches.values.filter { $0.deadline != nil }
    var descriptors = [pollfd(fd: daemon.epollDescriptor, events: Int16(POLLIN), revents: 0)]
    // A client that goes away is seen by the kernel, not always by libmicrohttpd: a suspended
    // stream is not watched by it, and a close that arrives with a request's last bytes is
    // missed by its edge-triggered epoll until the idle timeout.
    for socket in polledStreams.map(\.socket) + polledWatches.map(\.socket) {
      descriptors.append(pollfd(fd: socket, events: PollRound.peerClosed, revents: 0))
    }
    return PollRound(descriptors: descriptors, timeout: timeout(daemon))
  }

  /// The wait's bound, in ms: libmicrohttpd's, the nearest connection deadline, or when the
  /// wrong passwords counted are to be said.
  private func timeout(_ daemon: MHDDaemon) -> Int32? {
    let now = clock()
    let deadlines = watches.values.compactMap(\.deadline).map { deadline in
      Int32(clamping: Int64(max(0, (deadline - now) * 1000).rounded(.up)))
    }
    let failures = guardian.failuresDue.map { due in
      Int32(clamping: Int64(max(0, (due - now) * 1000).rounded(.up)))
    }
    return ([daemon.timeout, failures].compactMap { $0 } + deadlines).min()
  }

  private func handle(_ polled: [pollfd]) {
    for (offset, stream) in polledStreams.enumerated()
    where polled.count > offset + 1 && polled[offset + 1].revents != 0 {
      stream.end()  // the client went away: let libmicrohttpd find out and close it
    }
    let watchesStart = polledStreams.count + 1
    for (offset, watch) in polledWatches.enumerated()
    where polled.count > watchesStart + offset && polled[watchesStart + offset].revents != 0 {
      watch.drop()  // its request can no longer arrive whole
    }
    takeStatuses()
    takeMail()
    dropLateConnections()
    guardian.sayFailures(at: clock())
    let wasFull = watches.count > HTTPConstants.mostConnections
    daemon?.run()
    // libmicrohttpd watches the listening socket again only from its next run: when a
    // connection closed at the limit, that run is now, for the clients waiting in the backlog.
    if wasFull, watches.count <= HTTPConstants.mostConnections { daemon?.run() }
    holdings.withLock {
      $0 = (exchanges.count, streams.count, watches.count, guardian.sessionCount)
    }
  }

  private func takeStatuses() {
    guard let statuses = subscription?.take(), let last = statuses.last else { return }
    latest = last
    for stream in streams.values { stream.send(last) }
  }

  private func takeMail() {
    let letters = mail.withLock { letters in
      defer { letters.removeAll() }
      return letters
    }
    for letter in letters { deliver(letter) }
  }

  private func dropLateConnections() {
    let now = clock()
    for watch in watches.values {
      guard let deadline = watch.deadline, deadline <= now else { continue }
      reporter.warning("dropped \(watch.client): its request came too slowly")
      watch.drop()
    }
  }

  /// Answers what waits, ends the streams, then stops libmicrohttpd (which panics on a
  /// connection still suspended).
  private func finish() {
    subscription?.cancel()
    for exchange in exchanges.values where exchange.answer == nil {
      exchange.answer(with: .error(503, "Carousel is ending"))
    }
    for stream in streams.values { stream.end() }
    daemon?.stop()
    daemon = nil
  }

  // MARK: - libmicrohttpd's callbacks

  func connectionOpened(_ connection: MHDConnection) -> AnyObject {
    let socket = connection.socket
    Self.keepAlive(socket)
    let watch = ConnectionWatch(
      socket: socket, client: connection.client, order: makeID(), limits: settings.limits,
      at: clock())
    watches[ObjectIdentifier(watch)] = watch
    connectionCount.withLock { $0 = watches.count }
    if watches.count > HTTPConstants.mostConnections { makeRoom(besides: watch) }
    return watch
  }

  /// Frees the spare that `newcomer` took when every slot was taken.
  ///
  /// The connection that has waited longest for its request's headers (of those that began
  /// to wait at once, the one opened first) is dropped, so that the spare is free again once
  /// it closes. None waits (all are answered or sending bodies): `newcomer` is served in the
  /// spare, and the rest wait in the backlog.
  private func makeRoom(besides newcomer: ConnectionWatch) {
    let waiting = watches.values.compactMap { watch in
      watch.waitingSince.map { (since: $0, order: watch.order, watch: watch) }
    }.filter { $0.watch !== newcomer }
    guard let longest = waiting.min(by: { ($0.since, $0.order) < ($1.since, $1.order) })?.watch
    else { return }
    longest.drop()  // unsaid: a flood of connections would be a flood of lines
  }

  func connectionClosed(_ context: AnyObject) {
    watches[ObjectIdentifier(context)] = nil
    connectionCount.withLock { $0 = watches.count }
  }

  func requestCompleted(_ exchange: AnyObject) {
    guard let exchange = exchange as? Exchange else { return }
    exchanges[exchange.id] = nil
    watch(of: exchange.connection)?.waitForRequest(at: clock())
  }

  /// The deadline of `connection`.
  func watch(of connection: MHDConnection) -> ConnectionWatch? {
    connection.context.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
      as? ConnectionWatch
  }

  /// TCP keep-alive on `socket`, so that a phone gone from the network ends its event stream
  /// within ``HTTPConstants/keepAliveIdle`` plus the probes, without the server waking.
  private static func keepAlive(_ socket: Int32) {
    var on: Int32 = 1
    var idle = HTTPConstants.keepAliveIdle
    var interval = HTTPConstants.keepAliveInterval
    var count = HTTPConstants.keepAliveProbes
    let size = socklen_t(MemoryLayout<Int32>.size)
    setsockopt(socket, SOL_SOCKET, SO_KEEPALIVE, &on, size)
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_KEEPIDLE, &idle, size)
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_KEEPINTVL, &interval, size)
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_KEEPCNT, &count, size)
  }
}
