#if canImport(Glibc)
  import Glibc
#endif

/// One client connection's deadline: its request's headers must arrive within
/// ``HTTPConstants/headerDeadline`` of its start, and its body at the pace of
/// ``HTTPConstants/slowestBody`` after ``HTTPConstants/bodyGrace``; past it, the connection is
/// dropped (its socket shut down, which libmicrohttpd then closes).
///
/// No deadline runs while the server owes the answer (a command, a picture) or streams events.
/// Server thread only; times in s on the server's clock.
final class ConnectionWatch {
  let socket: Int32
  let client: String
  /// Its place in the order connections were opened (a number that only grows).
  let order: Int
  /// When the connection must have got further, if it must.
  private(set) var deadline: Double?
  /// Since when it waits for a request's headers (from its start, or the end of its last
  /// answer), if it does: the one waiting longest gives its slot to a new client when all are
  /// taken.
  private(set) var waitingSince: Double?
  private var bodyStart = 0.0
  private var bodyBytes = 0
  private let limits: HTTPLimits

  init(socket: Int32, client: String, order: Int, limits: HTTPLimits, at now: Double) {
    self.socket = socket
    self.client = client
    self.order = order
    self.limits = limits
    waitForRequest(at: now)
  }

  /// The connection waits for a request's headers from `now`.
  func waitForRequest(at now: Double) {
    deadline = now + limits.headerDeadline
    waitingSince = now
  }

  /// The headers are in; a body follows from `now` when `expectsBody`.
  func headersArrived(expectsBody: Bool, at now: Double) {
    bodyStart = now
    bodyBytes = 0
    waitingSince = nil
    deadline = expectsBody ? now + limits.bodyGrace : nil
  }

  /// `count` more bytes of the body arrived.
  func received(_ count: Int) {
    bodyBytes += count
    deadline = bodyStart + limits.bodyGrace + Double(bodyBytes) / limits.slowestBody
  }

  /// The server owes the next move (an answer, an event): no deadline.
  func serverOwes() {
    deadline = nil
    waitingSince = nil
  }

  /// Drops the connection: libmicrohttpd sees it end and closes it.
  func drop() {
    deadline = nil
    waitingSince = nil
    shutdown(socket, Int32(SHUT_RDWR))
  }
}

/// The deadlines of connections, in s, and how many one address may hold: ``HTTPConstants``'s,
/// other in tests.
package struct HTTPLimits: Sendable {
  package var connectionsPerAddress = HTTPConstants.mostConnectionsPerAddress
  package var headerDeadline = HTTPConstants.headerDeadline
  package var bodyGrace = HTTPConstants.bodyGrace
  package var slowestBody = HTTPConstants.slowestBody

  package init() {}
}
