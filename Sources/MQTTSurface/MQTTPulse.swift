/// What the MQTT surface's thread did, as another thread may read it (tests and the soak): how
/// often it woke, how long it meant to sleep, and what waits to be published.
struct MQTTPulse: Sendable, Equatable {
  /// The thread's rounds (waits) so far.
  var rounds = 0
  /// The last round's timeout in ms (nil: none), and the time it was chosen at, on the
  /// surface's clock (s).
  var timeout: Int32?
  var time = 0.0
  /// The statuses taken and shown so far.
  var statuses = 0
  /// The outbox: messages waiting, messages in flight, messages dropped.
  var waiting = 0
  var inFlight = 0
  var dropped = 0
}
