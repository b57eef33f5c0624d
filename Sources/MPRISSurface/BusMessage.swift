import CSystemd

/// Writing ``BusValue``s into sd-bus messages.
enum BusMessage {
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
