#if canImport(Glibc)
  import Glibc
#endif

/// Where the server listens: `--http [ADDRESS:]PORT`.
///
/// An IPv4 address (`0.0.0.0`, `192.168.1.5`), an IPv6 one in brackets (`[::]`, `[::1]`), or
/// `localhost`; without one, the IPv4 loopback address 127.0.0.1.
package struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
  /// The address as given (`0.0.0.0`, `::1`), or `127.0.0.1` when none was.
  package let host: String
  /// The TCP port, 1 to 65535, or 0 for any free one (the server says which).
  package let port: Int
  /// Whether `host` is IPv6.
  package let isIPv6: Bool

  /// The accepted form, for messages.
  package static let form = "PORT, or ADDRESS:PORT (IPv4, [IPv6] or localhost)"

  /// The loopback address on `port`.
  package init(loopbackPort port: Int) {
    host = "127.0.0.1"
    self.port = port
    isIPv6 = false
  }

  /// Parses `PORT` or `ADDRESS:PORT`.
  /// - Throws: a message naming what is wrong and the accepted form.
  package init(parsing text: String) throws(ListenAddress.Problem) {
    let hostPart: Substring?
    let portPart: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].first == ":"
      else { throw Problem("'\(text)' is not \(Self.form)") }
      hostPart = text[text.index(after: text.startIndex)..<close]
      portPart = text[text.index(close, offsetBy: 2)...]
    } else if let colon = text.lastIndex(of: ":") {
      hostPart = text[..<colon]
      portPart = text[text.index(after: colon)...]
    } else {
      hostPart = nil
      portPart = text[...]
    }
    guard let port = Int(portPart), (0...65_535).contains(port),
      portPart.allSatisfy(\.isASCII)
    else { throw Problem("'\(portPart)' is not a port (0 to 65535); expected \(Self.form)") }
    self.port = port
    switch hostPart.map(String.init) {
    case nil, "localhost":
      host = "127.0.0.1"
      isIPv6 = false
    case let host?:
      if Self.parses(host, family: AF_INET) {
        isIPv6 = false
      } else if text.hasPrefix("["), Self.parses(host, family: AF_INET6) {
        isIPv6 = true
      } else {
        throw Problem("'\(host)' is not an IP address; expected \(Self.form)")
      }
      self.host = host
    }
  }

  /// Whether only this machine can reach the address: 127.0.0.0/8 or ::1.
  package var isLoopback: Bool {
    if isIPv6 { return host == "::1" || host.lowercased().hasPrefix("::ffff:127.") }
    return host.hasPrefix("127.")
  }

  /// `127.0.0.1:8080`, `[::]:8080`.
  package var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// What is wrong with an address.
  package struct Problem: Error, Equatable {
    package let message: String

    init(_ message: String) {
      self.message = message
    }
  }

  private static func parses(_ host: String, family: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16)
    return inet_pton(family, host, &buffer) == 1
  }
}
