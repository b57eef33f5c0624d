/// One line a client sent to the control socket, waiting for its answer.
package struct ControlRequest: Sendable {
  /// Which connection sent it.
  let client: Int
  /// The line, without its newline.
  package let line: String
}
