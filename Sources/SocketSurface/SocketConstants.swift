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
  /// The most lines of one client taken before their answers are written (proposal: a script
  /// sends a line or a few); more wait unread in the socket until answers go out.
  static let mostOwedAnswers = 64
  /// The most bytes of answers a client may leave unread, beyond what the kernel holds for it
  /// (proposal: 64 KiB is hundreds of answers); past it the client is dropped.
  static let mostUnreadBytes = 64 * 1024
  /// How long a client may keep the server waiting, in s (proposal).
  ///
  /// Without a line from it, or with answers it does not read, it is closed, so idle
  /// connections cannot hold every slot (``mostClients``). A command the app works on longer
  /// (a reload's scan) does not count.
  package static let idleTimeout = 5.0
  /// The name commands from the socket carry (``ControlOrigin/surface(_:)``).
  static let origin = ControlOrigin.surface("control socket")
}
