/// Something the MQTT surface cannot do or accept; the message says why.
package struct MQTTError: Error, Equatable, Sendable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
