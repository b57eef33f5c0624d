#if canImport(Glibc)
  import Glibc
#endif

/// A server that never answers.
///
/// A socket listening on a free loopback port that accepts no connection. The kernel
/// completes each client's handshake and takes its request, then nothing comes back, as from
/// a hung NAS.
public final class SilentServer {
  public let port: Int
  private let listener: Int32
  private var connections: [Int32] = []

  public init() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard listener >= 0, bound, listen(listener, 8) == 0 else { throw POSIXErrorCode.EADDRINUSE }
    self.listener = listener
    // A hang guard: an accept gives up after 30 s.
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(listener, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    connections.forEach { close($0) }
    close(listener)
  }

  /// Waits for the next client to connect (30 s at most), and keeps its connection open
  /// without a word.
  /// - Returns: whether one connected.
  public func waitForClient() -> Bool {
    let connection = accept(listener, nil, nil)
    guard connection >= 0 else { return false }
    connections.append(connection)
    return true
  }

  public var url: String { "http://127.0.0.1:\(port)/photos/" }
}

extension POSIXErrorCode: @retroactive Error {}
