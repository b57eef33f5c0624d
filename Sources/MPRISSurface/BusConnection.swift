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

  /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
  /// - Throws: why not, in words.
  init() throws(MPRISError) {
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

  /// sd-bus's words for the negative errno `result`.
  static func describe(_ result: Int32) -> String {
    String(cString: strerror(abs(result)))
  }
}

/// One method call to the served object, valid while the handler runs.
struct BusCall {
  fileprivate let message: OpaquePointer

  /// The interface and the method called.
  var interface: String { sd_bus_message_get_interface(message).map { String(cString: $0) } ?? "" }
  var member: String { sd_bus_message_get_member(message).map { String(cString: $0) } ?? "" }

  /// Reads the next argument as a string; nil when it is not one.
  func readString() -> String? {
    var text: UnsafePointer<CChar>?
    guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "s")), &text) > 0, let text
    else { return nil }
    return String(cString: text)
  }

  /// Answers with `values`, in order; `variant` wraps the one value in a variant (`v`).
  func reply(_ values: [BusValue] = [], variant: Bool = false) {
    var reply: OpaquePointer?
    guard sd_bus_message_new_method_return(message, &reply) >= 0, let reply else { return }
    defer { sd_bus_message_unref(reply) }
    let appended = values.allSatisfy { value in
      variant ? BusMessage.appendVariant(value, to: reply) : BusMessage.append(value, to: reply)
    }
    if appended { sd_bus_send(sd_bus_message_get_bus(message), reply, nil) }
  }

  /// Answers with the D-Bus error `name` and `text`.
  func fail(_ name: String, _ text: String) {
    var error = sd_bus_error()
    sd_bus_error_set(&error, name, text)
    sd_bus_reply_method_error(message, &error)
    sd_bus_error_free(&error)
  }
}

/// Writing ``BusValue``s into sd-bus messages.
private enum BusMessage {
  static func code(_ letter: String) -> CChar { CChar(letter.utf8.first ?? 0) }

  /// Appends `value`; false when sd-bus refused it.
  static func append(_ value: BusValue, to message: OpaquePointer) -> Bool {
    switch value {
    case .string(let text): return text.withCString { basic("s", $0, to: message) }
    case .objectPath(let path): return path.withCString { basic("o", $0, to: message) }
    case .bool(let flag):
      var number: Int32 = flag ? 1 : 0
      return basic("b", &number, to: message)
    case .double(var number): return basic("d", &number, to: message)
    case .int64(var number): return basic("x", &number, to: message)
    case .strings(let texts):
      return container("a", "s", of: message) {
        texts.allSatisfy { append(.string($0), to: message) }
      }
    case .dictionary(let entries):
      return container("a", "{sv}", of: message) {
        entries.allSatisfy { entry in
          container("e", "sv", of: message) {
            append(.string(entry.key), to: message) && appendVariant(entry.value, to: message)
          }
        }
      }
    }
  }

  /// Appends `value` inside a variant.
  static func appendVariant(_ value: BusValue, to message: OpaquePointer) -> Bool {
    container("v", value.signature, of: message) { append(value, to: message) }
  }

  private static func basic(_ type: String, _ pointer: UnsafeRawPointer, to message: OpaquePointer)
    -> Bool
  {
    sd_bus_message_append_basic(message, code(type), pointer) >= 0
  }

  private static func container(
    _ type: String, _ contents: String, of message: OpaquePointer, _ body: () -> Bool
  ) -> Bool {
    guard sd_bus_message_open_container(message, code(type), contents) >= 0, body() else {
      return false
    }
    return sd_bus_message_close_container(message) >= 0
  }
}

/// Something the MPRIS surface cannot do; the message says why.
package struct MPRISError: Error, Equatable, Sendable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
