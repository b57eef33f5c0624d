#if canImport(Glibc)
  import Glibc
#endif

/// The server's listening socket, made before the window so that a port in use is a mistake
/// said at once (exit status 2), and handed to the server once the first picture is on screen.
///
/// Connections that arrive meanwhile wait in its backlog. Closed when freed, unless the server
/// took it (``take()``).
package final class HTTPListener {
  /// The address as asked for; ``port`` is the one bound (the system's choice for port 0).
  package let address: ListenAddress
  /// The port listened on.
  package let port: Int
  private var descriptor: Int32

  /// A socket listening at `address` (non-blocking, close-on-exec, `SO_REUSEADDR`).
  /// - Throws: why it cannot (the port is in use, the address is not this machine's, a port
  ///   below 1024 needs privileges).
  package init(_ address: ListenAddress) throws(HTTPListener.Failure) {
    self.address = address
    let family = address.isIPv6 ? AF_INET6 : AF_INET
    let kind =
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      | Int32(SOCK_NONBLOCK.rawValue)
    descriptor = socket(family, kind, 0)
    guard descriptor >= 0 else { throw Self.failure("cannot make a socket") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    do throws(Failure) {
      try Self.bind(descriptor, to: address)
      guard listen(descriptor, HTTPConstants.listenBacklog) == 0 else {
        throw Self.failure("cannot listen on \(address)")
      }
      port = try Self.boundPort(of: descriptor)
    } catch {
      close(descriptor)
      throw error
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Hands the socket over to the server, which closes it; the listener no longer does.
  func take() -> Int32 {
    defer { descriptor = -1 }
    return descriptor
  }

  /// A socket that cannot be made; the message says why.
  package struct Failure: Error, Equatable {
    package let message: String
  }

  private static func bind(_ descriptor: Int32, to address: ListenAddress) throws(Failure) {
    let result: Int32
    if address.isIPv6 {
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = in_port_t(UInt16(address.port).bigEndian)
      inet_pton(AF_INET6, address.host, &socketAddress.sin6_addr)
      result = withUnsafePointer(to: &socketAddress) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = in_port_t(UInt16(address.port).bigEndian)
      inet_pton(AF_INET, address.host, &socketAddress.sin_addr)
      result = withUnsafePointer(to: &socketAddress) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard result == 0 else { throw failure("cannot listen on \(address)") }
  }

  private static func boundPort(of descriptor: Int32) throws(Failure) -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let found = withUnsafeMutablePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard found == 0 else { throw failure("cannot read the port listened on") }
    return withUnsafePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))  // sin6_port sits at the same offset
      }
    }
  }

  /// A failure whose message ends with the system's reason (`errno`).
  private static func failure(_ what: String) -> Failure {
    Failure(message: "\(what): \(String(cString: strerror(errno)))")
  }
}
