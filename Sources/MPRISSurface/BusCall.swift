import CSystemd

/// One method call to the served object, valid while the handler runs.
struct BusCall {
  let message: OpaquePointer

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

  /// Reads the next argument as a 64-bit integer (`x`); nil when it is not one.
  func readInt64() -> Int64? {
    var value: Int64 = 0
    guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "x")), &value) > 0 else {
      return nil
    }
    return value
  }

  /// Reads the next argument as a variant holding a double (`v` of `d`, as `Set` carries a
  /// `Volume`); nil when it is not one.
  func readVariantDouble() -> Double? {
    guard sd_bus_message_enter_container(message, CChar(UInt8(ascii: "v")), "d") > 0 else {
      return nil
    }
    var value = 0.0
    let read = sd_bus_message_read_basic(message, CChar(UInt8(ascii: "d")), &value) > 0
    _ = sd_bus_message_exit_container(message)
    return read ? value : nil
  }

  /// Reads the next argument as an object path (`o`); nil when it is not one.
  func readObjectPath() -> String? {
    var text: UnsafePointer<CChar>?
    guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "o")), &text) > 0, let text
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
