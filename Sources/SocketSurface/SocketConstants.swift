import Control

/// Tuning of the control socket and its client, with their units and where they come from.
package enum SocketConstants {
  /// The longest line a client may send, in bytes: the longest command.
  ///
  /// A longer line is answered with an error and the connection closed.
  static let longestLine = ControlConstants.longestCommand
  /// Clients served at once (proposal): scripts connect, send a line and go; more wait in the
  /// listening queue.
  static let mostClients = 16
  /// Connections the kernel queues while the server is busy (the `listen` backlog), as many as
  /// it serves at once.
  static let listenBacklog: Int32 = 16
  /// How long `carousel --send` waits for the answer, in s (proposal): a running Carousel
  /// answers within a frame, a reload within its scan; this only keeps a script from hanging on
  /// one that no longer draws.
  static let answerTimeout = 10
  /// The name commands from the socket carry (``ControlOrigin/surface(_:)``).
  static let origin = ControlOrigin.surface("control socket")
}
