/// The messages the MQTT surface publishes, on their way to the broker: at most
/// ``MQTTConstants/mostInFlight`` handed to libmosquitto and not yet taken by the broker, the
/// others waiting here, within bounds.
///
/// A broker that stops answering (or a half-open link) takes nothing, and libmosquitto keeps
/// every message handed to it until the broker does: without a bound the frame's memory grew
/// with every slide shown (about 5 MB a minute). Here a retained message replaces one waiting
/// on its topic (only the newest state counts), and beyond ``MQTTConstants/mostWaiting``
/// messages or ``MQTTConstants/mostWaitingBytes`` the oldest waiting is dropped.
struct MQTTOutbox {
  /// One message to publish.
  struct Message: Equatable {
    var topic: String
    var payload: [UInt8]
    var retain: Bool

    /// What it holds, in bytes: its topic and payload.
    var size: Int { topic.utf8.count + payload.count }
  }

  /// The messages not handed on yet, oldest first.
  private(set) var waiting: [Message] = []
  /// Their sizes added up, in bytes.
  private(set) var waitingBytes = 0
  /// The ids of the messages handed on that the broker has not taken yet.
  private(set) var inFlight: Set<Int32> = []
  /// How many were dropped since the outbox was made.
  private(set) var dropped = 0

  /// Queues `message` behind those waiting, and drops the oldest while the bounds are passed.
  ///
  /// A retained one takes the place of one waiting on its topic.
  /// - Returns: how many were dropped.
  @discardableResult
  mutating func add(_ message: Message) -> Int {
    if message.retain,
      let index = waiting.firstIndex(where: { $0.retain && $0.topic == message.topic })
    {
      waitingBytes -= waiting.remove(at: index).size
    }
    waiting.append(message)
    waitingBytes += message.size
    var count = 0
    while waiting.count > MQTTConstants.mostWaiting
      || waitingBytes > MQTTConstants.mostWaitingBytes
    {
      waitingBytes -= waiting.removeFirst().size
      count += 1
    }
    dropped += count
    return count
  }

  /// The oldest message waiting, taken out, while fewer than ``MQTTConstants/mostInFlight``
  /// are in flight; nil otherwise.
  mutating func next() -> Message? {
    guard inFlight.count < MQTTConstants.mostInFlight, !waiting.isEmpty else { return nil }
    let message = waiting.removeFirst()
    waitingBytes -= message.size
    return message
  }

  /// The message taken by ``next()`` was handed to libmosquitto as `id`.
  mutating func handedOn(_ id: Int32) {
    inFlight.insert(id)
  }

  /// The broker took the message `id` (libmosquitto keeps those it has not taken across a
  /// reconnection, and sends them again).
  mutating func taken(_ id: Int32) {
    inFlight.remove(id)
  }
}
