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
    connectTimeout: Double = SourceConstants.connectTimeout,
    totalTimeout: Double, lowSpeedBytes: Int = SourceConstants.lowSpeedBytes,
    lowSpeedSeconds: Int = SourceConstants.lowSpeedSeconds,
    maximumRedirects: Int = SourceConstants.maximumRedirects, maximumBytes: Int
  ) {
    self.connectTimeout = connectTimeout
    self.totalTimeout = totalTimeout
    self.lowSpeedBytes = lowSpeedBytes
    self.lowSpeedSeconds = lowSpeedSeconds
    self.maximumRedirects = maximumRedirects
    self.maximumBytes = maximumBytes
  }

  /// The bounds of a listing request.
  package static let listing = HTTPLimits(
    totalTimeout: SourceConstants.listingTimeout, maximumBytes: SourceConstants.listingBytes)
  /// The bounds of a picture's download.
  package static let picture = HTTPLimits(
    totalTimeout: SourceConstants.pictureTimeout, maximumBytes: SourceConstants.pictureBytes)
}
