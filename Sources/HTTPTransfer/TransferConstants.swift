/// The HTTP client's general bounds, in one table: each with its unit and why it is what it is.
///
/// A request's own time and size bounds are its caller's (``HTTPLimits``).
package enum TransferConstants {
  /// Seconds to connect (TCP and TLS) at most: a server on the network answers in far less.
  package static let connectTimeout = 15.0
  /// A transfer slower than this many bytes a second (for ``lowSpeedSeconds``) ends.
  package static let lowSpeedBytes = 64
  /// Seconds a transfer may stay slower than ``lowSpeedBytes`` a second: a server that
  /// accepts and never answers is stalled.
  package static let lowSpeedSeconds = 30
  /// Redirects followed at most (a Nextcloud behind a proxy redirects once or twice).
  package static let maximumRedirects = 5
}
