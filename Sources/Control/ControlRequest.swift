/// A command on its way to the app, with where it came from and how to answer it.
package struct ControlRequest: Sendable {
  /// What is asked.
  package let command: ControlCommand
  /// Who asks.
  package let origin: ControlOrigin
  private let answer: @Sendable (ControlReply) -> Void

  /// A request whose answer goes to `answer`, called once, on the app's main thread: it must
  /// return quickly (queue the answer and wake the surface's own thread).
  package init(
    _ command: ControlCommand, from origin: ControlOrigin,
    answer: @escaping @Sendable (ControlReply) -> Void
  ) {
    self.command = command
    self.origin = origin
    self.answer = answer
  }

  /// Hands `reply` back to the surface that sent the request.
  package func reply(_ reply: ControlReply) {
    answer(reply)
  }
}

/// Where a command came from: a signal, or a surface by name ("control socket", "replay").
package enum ControlOrigin: Equatable, Sendable {
  case signal(ControlSignal)
  case surface(String)
}
