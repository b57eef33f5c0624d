/// The app's answer to a command.
package enum ControlReply: Equatable, Sendable {
  /// Done (or, for a step or a jump, under way).
  case ok
  /// The answer to `status`.
  case status(Status)
  /// Not done; the error says why.
  case failure(ControlError)

  /// The answer as one line of the control protocol: `ok`, the status's JSON, or
  /// `error: MESSAGE`.
  package var line: String {
    switch self {
    case .ok: "ok"
    case .status(let status): status.json
    case .failure(let error): "error: \(error.message)"
    }
  }
}
