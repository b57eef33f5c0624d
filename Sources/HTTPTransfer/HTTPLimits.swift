/// The bounds of one HTTP request: its time and the size of its answer.
package struct HTTPLimits: Equatable, Sendable {
  /// Seconds to connect (TCP and TLS) at most.
  package var connectTimeout: Double
  /// Seconds the whole transfer may take at most.
  package var totalTimeout: Double
  /// A transfer slower than `lowSpeedBytes` a second for `lowSpeedSeconds` ends (stalled).
  package var lowSpeedBytes: Int
  package var lowSpeedSeconds: Int
  /// Redirects followed at most (to http and https only).
  package var maximumRedirects: Int
  /// Bytes of the answer's body at most; a larger one is refused.
  package var maximumBytes: Int

  package init(
    connectTimeout: Double = TransferConstants.connectTimeout,
    totalTimeout: Double, lowSpeedBytes: Int = TransferConstants.lowSpeedBytes,
    lowSpeedSeconds: Int = TransferConstants.lowSpeedSeconds,
    maximumRedirects: Int = TransferConstants.maximumRedirects, maximumBytes: Int
  ) {
    self.connectTimeout = connectTimeout
    self.totalTimeout = totalTimeout
    self.lowSpeedBytes = lowSpeedBytes
    self.lowSpeedSeconds = lowSpeedSeconds
    self.maximumRedirects = maximumRedirects
    self.maximumBytes = maximumBytes
  }
}
