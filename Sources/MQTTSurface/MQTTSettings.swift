/// What the MQTT surface connects to and how it names itself (`--mqtt` and its options).
package struct MQTTSettings: Equatable, Sendable {
  /// The broker's host name or address, and port.
  package var host: String
  package var port: Int
  /// The user name and password the broker asks for, if any.
  package var user: String?
  package var password: String?
  /// The frame's name in topics and in Home Assistant (``MQTTTopics``).
  package var name: String
  /// A file of certificate authorities: with it, the connection uses TLS and checks the
  /// broker's certificate against them.
  package var certificateAuthorities: String?
  /// The program's version, for the Home Assistant device.
  package var version: String
  /// Others' topics subscribed to on each connection, their messages (retained ones too) handed
  /// to the surface's listener as they come (`--weather-ha`'s statestream topics); no
  /// wildcards, so what comes is bounded by their number.
  package var listened: [String] = []

  package init(
    host: String, port: Int, name: String, user: String? = nil, password: String? = nil,
    certificateAuthorities: String? = nil, version: String = ""
  ) {
    self.host = host
    self.port = port
    self.name = name
    self.user = user
    self.password = password
    self.certificateAuthorities = certificateAuthorities
    self.version = version
  }

  /// Reads `HOST[:PORT]` (an IPv6 address in brackets, `[::1]:1883`); without a port, MQTT's
  /// (1883, or 8883 with TLS).
  /// - Throws: a message naming the address and the accepted form.
  package static func address(_ text: String, tls: Bool) throws(MQTTError) -> (
    host: String, port: Int
  ) {
    let defaultPort = tls ? MQTTConstants.tlsPort : MQTTConstants.plainPort
    var host = Substring(text)
    var portText: Substring?
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { throw addressError(text) }
      let rest = host[host.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { throw addressError(text) }
        portText = rest.dropFirst()
      }
      host = host[host.index(after: host.startIndex)..<close]
    } else if let colon = host.lastIndex(of: ":") {
      guard host.firstIndex(of: ":") == colon else { throw addressError(text) }
      portText = host[host.index(after: colon)...]
      host = host[..<colon]
    }
    guard !host.isEmpty, host.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "/" }) else {
      throw addressError(text)
    }
    guard let portText else { return (String(host), defaultPort) }
    guard let port = Int(portText), (1...65535).contains(port) else { throw addressError(text) }
    return (String(host), port)
  }

  private static func addressError(_ text: String) -> MQTTError {
    MQTTError(
      "'\(text)' is not a broker's address; expected HOST or HOST:PORT (a port from 1 to "
        + "65535; an IPv6 address in brackets, [::1]:1883)")
  }
}
