#if canImport(Glibc)
  import Glibc
#endif

/// A broker that stops answering, as one that hangs or a half-open Wi-Fi link does.
///
/// On a free loopback port, it accepts a connection, reads the client's CONNECT, accepts it
/// (CONNACK) and then reads nothing more and sends nothing. The connection stays open until
/// the broker is dropped.
public final class StalledBroker {
  public let port: Int
  private let listener: Int32
  private var connections: [Int32] = []

  /// Listens on 127.0.0.1 at a free port.
  public init() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard listener >= 0 else { throw CarouselProcessError(code: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard bound, listen(listener, 4) == 0 else {
      let code = errno
      close(listener)
      throw CarouselProcessError(code: code)
    }
    self.listener = listener
    port = Int(UInt16(bigEndian: address.sin_port))
    // A hang guard: accept and the CONNECT's read give up after 30 s.
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(listener, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit {
    for connection in connections { close(connection) }
    close(listener)
  }

  /// `127.0.0.1:PORT`, as `--mqtt` takes it.
  public var address: String { "127.0.0.1:\(port)" }

  /// Waits for the next client, reads its CONNECT and accepts it; from then on reads nothing.
  /// - Throws: when no client connects (30 s) or it sends nothing.
  public func acceptAndStall() throws {
    let connection = accept(listener, nil, nil)
    guard connection >= 0 else { throw CarouselProcessError(code: errno) }
    connections.append(connection)
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 4096)
    // The CONNECT is one small packet, read whole (a client sends it in one write).
    guard recv(connection, &chunk, chunk.count, 0) > 0, chunk[0] == 0x10 else {
      throw CarouselProcessError(code: EPROTO)
    }
    let connack: [UInt8] = [0x20, 0x02, 0x00, 0x00]
    guard send(connection, connack, connack.count, Int32(MSG_NOSIGNAL)) == connack.count else {
      throw CarouselProcessError(code: errno)
    }
  }
}
