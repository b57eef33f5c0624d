import Control
import SystemKit

/// Tuning of the HTTP server, with units and where the values come from.
package enum HTTPConstants {
  // MARK: - Connections

  /// Connections served at once; more wait in the listening socket's backlog until one
  /// closes (proposal: a household's phones, each with a page open and an upload under way).
  package static let mostConnections = 16
  /// Event streams (`/api/events`) open at once, of ``mostConnections``: the rest stay free for
  /// requests; one more is refused with 503 (proposal).
  package static let mostEventStreams = 8
  /// Connections the kernel queues while all are served (the `listen` backlog): room for a
  /// burst of uploads from one page.
  static let listenBacklog: Int32 = 128
  /// Bytes of memory libmicrohttpd gives each connection, in which the request line and its
  /// headers must fit: 32 KiB, libmicrohttpd's own default; a longer header is answered 431.
  static let connectionMemory = 32 * 1024
  /// Seconds a kept-alive connection may wait idle for its next request, libmicrohttpd's own
  /// timeout; the header deadline below is the stricter one while a request arrives.
  static let idleTimeout: UInt32 = 60
  /// Seconds a client has from connecting (or from the end of its last answer) to the end of
  /// its request's headers (proposal): a phone sends them in one packet; a client that dribbles
  /// them a byte a second is dropped.
  package static let headerDeadline = 10.0
  /// Seconds a request body may take before ``slowestBody`` applies (proposal).
  package static let bodyGrace = 10.0
  /// The slowest average a request body may arrive at after ``bodyGrace``, in bytes per second
  /// (proposal): 32 KiB/s is a poor mobile link; a 64 MB picture may take half an hour.
  package static let slowestBody = 32.0 * 1024

  /// Seconds a connection may be silent before the kernel asks whether its client is still
  /// there (TCP keep-alive), and the seconds between its questions, and how many go unanswered
  /// before the connection ends (proposal): a phone that left the network ends its event
  /// stream after about 90 s, with no wake-up of the server meanwhile.
  static let keepAliveIdle: Int32 = 60
  static let keepAliveInterval: Int32 = 10
  static let keepAliveProbes: Int32 = 3

  // MARK: - Requests

  /// The longest JSON body (a command, a login), in bytes: the command set's own limit.
  static let longestJSONBody = ControlConstants.longestCommand
  /// The longest password read from `--http-password-file`, in bytes (proposal).
  package static let longestPassword = 1024
  /// Files one upload request may carry (proposal): the page sends one a request; an API
  /// client may send several.
  static let mostFilesPerUpload = 16
  /// Bytes of a multipart part's headers (proposal: a file name of 255 bytes written out
  /// several ways fits many times over).
  static let longestPartHeaders = 8 * 1024
  /// Default `--upload-max-mb`, in MiB: a phone's full-size photo is 3 to 12 MB, a 50 MP
  /// camera's JPEG about 25 MB.
  package static let defaultUploadMegabytes = 64
  /// Accepted `--upload-max-mb` values, in MiB.
  package static let uploadMegabytesRange = 1...2048
  /// Milliseconds a browser waits before it opens an event stream again after it dropped
  /// (the stream's `retry:`; browsers' own default is 3 s).
  static let eventRetry = 2000
  /// The longest side of `/api/current`'s JPEG, in px.
  static let currentPictureSide = 1280
  /// Names `name-2.jpg` … tried before an upload is refused as having no free name.
  static let mostNameSuffixes = 10_000

  // MARK: - Passwords and sessions

  /// Wrong passwords a client may send before ``retryInterval`` applies.
  static let freeFailures = 5
  /// Seconds between tries once a client has failed ``freeFailures`` times in a row.
  static let retryInterval = 10.0
  /// Clients whose failures are remembered; the one failed longest ago is forgotten first.
  static let rememberedClients = 1024
  /// Sessions (browsers logged in) kept; the oldest is logged out first (proposal).
  static let mostSessions = 64
  /// Seconds a session lasts: 30 days, the cookie's Max-Age too (proposal: a frame's page on
  /// a phone's home screen should not ask every week).
  static let sessionLifetime = 30.0 * Double(CivilTime.secondsPerDay)
  /// The session cookie's name.
  static let cookieName = "carousel_session"

  /// The name commands from the server carry (``ControlOrigin/surface(_:)``), with the
  /// client's address.
  static func origin(client: String) -> ControlOrigin { .surface("http \(client)") }
}
