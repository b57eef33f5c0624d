/// A command that cannot be read or obeyed; the message says why, in words for the person who
/// sent it (a line answers `error: MESSAGE`).
package struct ControlError: Error, Equatable, Sendable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
