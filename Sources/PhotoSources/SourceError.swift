import HTTPTransfer

/// Why a source's list or a picture could not be had.
package enum SourceError: Error, Equatable, Sendable {
  /// No whole answer (``HTTPError``).
  case http(HTTPError)
  /// The server answered with an error status (for the request named).
  case status(Int, String)
  /// The answer is not what the protocol says (what is wrong).
  case malformed(String)
  /// The mirror's folder cannot be written (what failed).
  case mirror(String)
  /// The source cannot be used as asked (why): a server version not known to work, a refused
  /// key, a name the server does not know.
  case unusable(String)

  /// The reason, in words for a stderr line.
  package var message: String {
    switch self {
    case .http(let error): error.message
    case .status(let status, let what): "\(what) answered HTTP \(status)"
    case .malformed(let what): "malformed answer: \(what)"
    case .mirror(let what), .unusable(let what): what
    }
  }

  /// Whether the program is stopping (nothing to report).
  package var isCancelled: Bool { self == .http(.cancelled) }
}
