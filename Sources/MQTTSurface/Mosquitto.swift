import CMosquitto

#if canImport(Glibc)
  import Glibc
#endif

/// One libmosquitto client, the one place the library is called.
///
/// MQTT 3.1.1 over a non-blocking socket that the caller polls (``socket``, ``wantsWrite``),
/// and drives with ``read()``, ``write()`` and ``keepAlive()``. What libmosquitto's callbacks
/// say is queued as ``Event``s for ``takeEvents()``.
///
/// Used from one thread only (the surface's), so libmosquitto's own thread is never started.
final class Mosquitto {
  /// What happened on the connection.
  enum Event: Equatable {
    /// The broker accepted the connection.
    case connected
    /// The broker answered the connection with a refusal (a password refused: the reason).
    case refused(String)
    /// The connection ended (the reason, or nil for one we ended).
    case disconnected(String?)
    /// A message arrived; `retained` when the broker kept it from before this subscription
    /// (MQTT's retain flag: a message published while subscribed comes without it).
    case message(topic: String, payload: [UInt8], retained: Bool)
    /// The broker took the message published as `id` (QoS 1: it answered).
    case published(id: Int32)
  }

  private let handle: OpaquePointer
  private var events: [Event] = []

  /// libmosquitto's own start, once per process (it is not safe to call twice at once), after
  /// the library opened.
  private static let library: Void = { mosquitto_lib_init() }()

  /// Opens libmosquitto (CMosquitto: not linked, it brings OpenSSL) and starts it; once it is
  /// open this costs nothing, and a call after a failure tries again.
  /// - Throws: why the library cannot be loaded, in the loader's words.
  static func open() throws(MQTTError) {
    var reason = [CChar](repeating: 0, count: 256)
    guard carousel_mosquitto_load(&reason, reason.count) != 0 else {
      let text = String(
        decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw MQTTError("libmosquitto cannot be loaded (\(text))")
    }
    _ = library
  }

  /// A client called `id` with a clean session, libmosquitto opened first (``open()``).
  /// - Throws: when libmosquitto cannot be loaded, or cannot make one (no memory).
  init(id: String) throws(MQTTError) {
    try Self.open()
    guard let handle = mosquitto_new(id, true, nil) else {
      throw MQTTError("libmosquitto cannot make a client: \(String(cString: strerror(errno)))")
    }
    self.handle = handle
    mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
    setCallbacks()
  }

  deinit {
    mosquitto_destroy(handle)
  }

  /// The message the broker publishes for this client when it goes away without saying
  /// goodbye (its last will), retained.
  func setWill(topic: String, payload: String) {
    let bytes = Array(payload.utf8)
    mosquitto_will_set(handle, topic, Int32(bytes.count), bytes, 1, true)
  }

  /// The user name and password the broker asks for.
  func setCredentials(user: String?, password: String?) {
    mosquitto_username_pw_set(handle, user, password)
  }

  /// Uses TLS, checking the broker's certificate against the authorities in `file`.
  /// - Throws: why libmosquitto refuses the file.
  func useTLS(certificateAuthorities file: String) throws(MQTTError) {
    let result = mosquitto_tls_set(handle, file, nil, nil, nil, nil)
    guard result == MOSQ_ERR_SUCCESS.rawValue else {
      throw MQTTError("cannot use '\(file)' for TLS: \(Self.describe(result))")
    }
  }

  /// Starts connecting to `host` at `port` without waiting for the broker (the name lookup
  /// still waits for the resolver); the connection's progress comes as events.
  /// - Returns: nil once under way, else why it cannot start.
  func connect(host: String, port: Int, keepalive: Int32) -> String? {
    failure(mosquitto_connect_bind_async(handle, host, Int32(port), keepalive, nil))
  }

  /// Starts connecting again, to the same broker.
  func reconnect() -> String? {
    failure(mosquitto_reconnect_async(handle))
  }

  /// The socket to poll, or -1 while there is none.
  var socket: Int32 { mosquitto_socket(handle) }

  /// Whether there is something to write (poll for `POLLOUT` too).
  var wantsWrite: Bool { mosquitto_want_write(handle) }

  /// Reads what the socket has; a failure ends the connection (an event says so).
  func read() { step(mosquitto_loop_read(handle, 1)) }

  /// Writes what is queued, or finishes connecting.
  func write() { step(mosquitto_loop_write(handle, 1)) }

  /// Sends a ping when the keepalive is due, and ends a connection whose broker did not answer
  /// the last one.
  func keepAlive() { step(mosquitto_loop_misc(handle)) }

  /// Publishes `payload` on `topic` (QoS 1, or 0 when `confirmed` is false: a message that
  /// the broker does not answer).
  /// - Returns: the message's id once queued (``Event/published(id:)`` names it when the
  ///   broker took it), else why not.
  @discardableResult
  func publish(_ topic: String, _ payload: [UInt8], retain: Bool, confirmed: Bool = true)
    -> Result<Int32, MQTTError>
  {
    var id: Int32 = 0
    let code = mosquitto_publish(
      handle, &id, topic, Int32(payload.count), payload, confirmed ? 1 : 0, retain)
    return code == MOSQ_ERR_SUCCESS.rawValue
      ? .success(id) : .failure(MQTTError(Self.describe(code)))
  }

  /// Subscribes to `topic` (QoS 1); nil once queued, else why not.
  @discardableResult
  func subscribe(_ topic: String) -> String? {
    failure(mosquitto_subscribe(handle, nil, topic, 1))
  }

  /// Says goodbye to the broker (the last will is not published) and closes the socket.
  func disconnect() {
    mosquitto_disconnect(handle)
  }

  /// What happened since the last call, oldest first.
  func takeEvents() -> [Event] {
    defer { events.removeAll() }
    return events
  }

  /// libmosquitto's words for `code`.
  static func describe(_ code: Int32) -> String {
    if code == MOSQ_ERR_ERRNO.rawValue { return String(cString: strerror(errno)) }
    return String(cString: mosquitto_strerror(code))
  }

  private func failure(_ code: Int32) -> String? {
    code == MOSQ_ERR_SUCCESS.rawValue ? nil : Self.describe(code)
  }

  /// A read, write or keepalive that failed ends the connection; libmosquitto has said so
  /// through its disconnect callback, unless the socket was gone already.
  private func step(_ code: Int32) {
    guard code != MOSQ_ERR_SUCCESS.rawValue, code != MOSQ_ERR_NO_CONN.rawValue else { return }
    if mosquitto_socket(handle) >= 0 {
      events.append(.disconnected(Self.describe(code)))
      mosquitto_disconnect(handle)
    }
  }

  private static func client(_ pointer: UnsafeMutableRawPointer?) -> Mosquitto? {
    pointer.map { Unmanaged<Mosquitto>.fromOpaque($0).takeUnretainedValue() }
  }

  private func setCallbacks() {
    mosquitto_connect_callback_set(handle) { _, user, code in
      let event: Event =
        code == 0 ? .connected : .refused(String(cString: mosquitto_connack_string(code)))
      Mosquitto.client(user)?.events.append(event)
    }
    mosquitto_disconnect_callback_set(handle) { _, user, code in
      Mosquitto.client(user)?.events.append(
        .disconnected(code == 0 ? nil : Mosquitto.describe(code)))
    }
    mosquitto_publish_callback_set(handle) { _, user, id in
      Mosquitto.client(user)?.events.append(.published(id: id))
    }
    mosquitto_message_callback_set(handle) { _, user, message in
      guard let message = message?.pointee, let topic = message.topic else { return }
      let count = Int(max(message.payloadlen, 0))
      let payload =
        message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
      Mosquitto.client(user)?.events.append(
        .message(topic: String(cString: topic), payload: payload, retained: message.retain))
    }
  }
}
