#if canImport(Glibc)
  import Glibc
#endif

/// Tells systemd how the service is doing (`sd_notify`'s datagram protocol, as systemd's
/// sd_notify(3) documents it): `READY=1`, `WATCHDOG=1`, `STATUS=…`, `STOPPING=1`, each one
/// datagram to the Unix socket `NOTIFY_SOCKET` names (a path, or `@` for the abstract
/// namespace).
///
/// A send never blocks (the socket does not) and a failed one is dropped: systemd's own
/// `sd_notify` does the same. Main thread only, like the loop that sends.
package final class ServiceNotifier {
  private let socket: Int32
  private var address: sockaddr_un
  private let addressLength: socklen_t
  /// How often the watchdog must hear from the service, in s (`WATCHDOG_USEC`), nil when no
  /// watchdog is set for this process.
  package let watchdogInterval: Double?

  /// The notifier `environment` asks for (`NOTIFY_SOCKET`, and `WATCHDOG_USEC` with
  /// `WATCHDOG_PID` when it names this process `pid`); nil when the process was not started
  /// by systemd or the socket's name is unusable.
  package init?(environment: [String: String], pid: Int32 = getpid()) {
    guard let name = environment["NOTIFY_SOCKET"], let address = Self.address(name) else {
      return nil
    }
    let type = Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
    let descriptor = Glibc.socket(AF_UNIX, type, 0)
    guard descriptor >= 0 else { return nil }
    socket = descriptor
    self.address = address.address
    addressLength = address.length
    let forUs = environment["WATCHDOG_PID"].map { Int32($0) == pid } ?? true
    let microseconds = environment["WATCHDOG_USEC"].flatMap { UInt64($0) }
    watchdogInterval = forUs ? microseconds.flatMap { $0 > 0 ? Double($0) / 1e6 : nil } : nil
  }

  deinit {
    close(socket)
  }

  /// Sends `state` (`READY=1`, lines joined by newlines) as one datagram.
  /// - Returns: whether it was sent.
  @discardableResult
  package func send(_ state: String) -> Bool {
    let bytes = Array(state.utf8)
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        sendto(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL), generic, addressLength) >= 0
      }
    }
  }

  /// The variables `sd_notify` reads, which a child must not inherit (a hook that called
  /// `systemd-notify` would speak for Carousel).
  package static let variables = ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"]

  /// The address `name` names: a path, or after `@` a name in the abstract namespace.
  private static func address(_ name: String) -> (address: sockaddr_un, length: socklen_t)? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    var bytes = Array(name.utf8)
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "/") || bytes[0] == UInt8(ascii: "@")
    else { return nil }
    let isAbstract = bytes[0] == UInt8(ascii: "@")
    if isAbstract { bytes[0] = 0 }
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { path in
      path.copyBytes(from: bytes)
    }
    let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
    // A path ends with its NUL; an abstract name is exactly its bytes.
    let length = pathOffset + bytes.count + (isAbstract ? 0 : 1)
    return (address, socklen_t(length))
  }
}
