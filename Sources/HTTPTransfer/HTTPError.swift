/// Why a request got no whole answer.
package enum HTTPError: Error, Equatable, Sendable {
  /// libcurl cannot be loaded (the reason).
  case unavailable(String)
  /// No answer or a broken one: no connection, a refused certificate, a timeout, a stalled
  /// transfer, a refused redirect (libcurl's words).
  case transfer(String)
  /// The body was larger than the request's bound (in bytes).
  case tooLarge(Int)
  /// The client was cancelled (the program is stopping).
  case cancelled
  /// The body could not be written to its file (errno's words).
  case writeFailed(String)

  /// The reason, in words for a stderr line.
  package var message: String {
    switch self {
    case .unavailable(let reason): "libcurl cannot be loaded (\(reason))"
    case .transfer(let reason): reason
    case .tooLarge(let limit): "the answer is larger than \(limit) bytes"
    case .cancelled: "stopped"
    case .writeFailed(let reason): "cannot write the download (\(reason))"
    }
  }
}
