import CSystemd

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to the session bus through libsystemd's sd-bus, the one place sd-bus is
/// called: the bus's descriptor to poll, one object served by a Swift handler, replies and
/// signals of ``BusValue``s.
///
/// Used from one thread only (the surface's).
final class BusConnection {
  private let bus: OpaquePointer
  private var slot: OpaquePointer?
  /// Handles each method call on the served object; returns false to let sd-bus answer that
  /// the method is unknown.
  private var handler: ((BusCall) -> Bool)?

  /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`),
  /// opening libsystemd first (CSystemd opens it on the surface's first connection).
  /// - Throws: why not, in words.
  init() throws(MPRISError) {
    var reason = [CChar](repeating: 0, count: 256)
    guard carousel_systemd_load(&reason, reason.count) != 0 else {
      let text = String(
        decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw MPRISError("libsystemd cannot be loaded (\(text))")
    }
    var opened: OpaquePointer?
    let result = sd_bus_open_user(&opened)
    guard result >= 0, let opened else {
      throw MPRISError("cannot reach the session bus: \(Self.describe(result))")
    }
    bus = opened
    sd_bus_set_method_call_timeout(bus, MPRISConstants.callTimeout)
  }

  deinit {
    if let slot { sd_bus_slot_unref(slot) }
    sd_bus_flush_close_unref(bus)
  }

  /// Asks for the bus name `name`, refusing to queue behind another owner.
  /// - Returns: nil once owned, else the reason (`EEXIST` when another owns it).
  func requestName(_ name: String) -> Int32? {
    let result = sd_bus_request_name(bus, name, 0)
    return result >= 0 ? nil : -result
  }

  /// Serves the object at `path`: every method call on it goes to `handler`.
  func serve(_ path: String, handler: @escaping (BusCall) -> Bool) throws(MPRISError) {
    self.handler = handler
    let result = sd_bus_add_object(
      bus, &slot, path,
      { message, user, _ in
        guard let message, let user else { return 0 }
        let connection = Unmanaged<BusConnection>.fromOpaque(user).takeUnretainedValue()
        return connection.handler?(BusCall(message: message)) == true ? 1 : 0
      }, Unmanaged.passUnretained(self).toOpaque())
    guard result >= 0 else {
      throw MPRISError("cannot serve \(path): \(Self.describe(result))")
    }
  }

  /// The descriptor to poll, the events to wait for on it, and the wait sd-bus asks for in ms
  /// (nil for none: an idle bus has no timeout).
  var wait: (descriptor: Int32, events: Int16, timeout: Int32?) {
    let events = Int16(truncatingIfNeeded: max(sd_bus_get_events(bus), 0))
    var deadline: UInt64 = .max
    guard sd_bus_get_timeout(bus, &deadline) >= 0, deadline != .max else {
      return (sd_bus_get_fd(bus), events, nil)
    }
    // sd-bus's deadlines are on CLOCK_MONOTONIC in µs: the wait is the distance to it.
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    let now = UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1000
    let wait = deadline > now ? (deadline - now + 999) / 1000 : 0
    return (sd_bus_get_fd(bus), events, Int32(min(wait, UInt64(Int32.max))))
  }

  /// Reads, writes and dispatches everything pending (calls reach the handler here).
  /// - Returns: false when the connection is gone.
  func process() -> Bool {
    while true {
      let result = sd_bus_process(bus, nil)
      if result < 0 { return false }
      if result == 0 { return true }
    }
  }

  /// Emits `org.freedesktop.DBus.Properties.PropertiesChanged` for `interface` of the object at
  /// `path` with `changed`, none invalidated.
  func emitPropertiesChanged(path: String, interface: String, _ changed: [BusValue.Entry]) {
    var signal: OpaquePointer?
    guard
      sd_bus_message_new_signal(
        bus, &signal, path, MPRISConstants.propertiesInterface, "PropertiesChanged") >= 0,
      let signal
    else { return }
    defer { sd_bus_message_unref(signal) }
    var appended = BusMessage.append(.string(interface), to: signal)
    appended = appended && BusMessage.append(.dictionary(changed), to: signal)
    appended = appended && BusMessage.append(.strings([]), to: signal)
    if appended { sd_bus_send(bus, signal, nil) }
  }

  /// Emits the signal `member` of `interface` from the object at `path`, carrying `values`.
  func emitSignal(path: String, interface: String, member: String, _ values: [BusValue]) {
    var signal: OpaquePointer?
    guard sd_bus_message_new_signal(bus, &signal, path, interface, member) >= 0, let signal
    else { return }
    defer { sd_bus_message_unref(signal) }
    if values.allSatisfy({ BusMessage.append($0, to: signal) }) { sd_bus_send(bus, signal, nil) }
  }

  /// sd-bus's words for the negative errno `result`.
  static func describe(_ result: Int32) -> String {
    String(cString: strerror(abs(result)))
  }
}
