import CMicroHTTPD

#if canImport(Glibc)
  import Glibc
#endif

/// What libmicrohttpd's daemon calls on the server's thread (during ``MHDDaemon/run()``).
protocol MHDDelegate: AnyObject {
  /// A client connected: what to keep for the connection until it closes.
  func connectionOpened(_ connection: MHDConnection) -> AnyObject
  /// The connection kept as `context` closed.
  func connectionClosed(_ context: AnyObject)
  /// A request arrived or went on: its headers (`exchange` is nil the first time, and what
  /// the delegate stores there is handed back on later calls), then `body` in pieces (nil
  /// after the last one, and after a resume). Returns false to close the connection.
  func request(
    _ connection: MHDConnection, method: String, path: String, body: UnsafeRawBufferPointer?,
    exchange: inout AnyObject?
  ) -> Bool
  /// The request whose `exchange` this was is over (answered, or the connection lost).
  func requestCompleted(_ exchange: AnyObject)
}

/// libmicrohttpd's daemon, run from the server's thread: waited for on ``epollDescriptor``,
/// worked by ``run()``.
///
/// Made, run and stopped on the server's thread alone; its callbacks reach the delegate,
/// which outlives it.
final class MHDDaemon {
  private let pointer: OpaquePointer
  /// Readable when ``run()`` has work.
  let epollDescriptor: Int32

  /// Loads libmicrohttpd; nil when it loaded, else the loader's reason.
  static func load() -> String? {
    var reason = [CChar](repeating: 0, count: 256)
    guard carousel_http_load(&reason, reason.count) == 0 else { return nil }
    return String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether the loaded library has TLS (Debian's is built with GnuTLS).
  static var hasTLS: Bool { carousel_http_has_tls() == 1 }

  /// A daemon serving `listener` (which it takes over), calling `delegate`.
  ///
  /// It serves ``HTTPConstants/mostConnections`` and one spare at once (the delegate keeps the
  /// spare free: ``HTTPServer``), at most `perAddress` of them from one client address.
  /// - Parameter tls: PEM key and certificate, or nil.
  /// - Returns: nil when libmicrohttpd refuses (a key that does not parse).
  init?(
    listener: Int32, tls: (key: String, certificate: String)?, perAddress: Int,
    delegate: any MHDDelegate
  ) {
    let context = Unmanaged.passUnretained(delegate as AnyObject).toOpaque()
    let made: OpaquePointer? = Self.withOptionalCString(tls?.key) { key in
      Self.withOptionalCString(tls?.certificate) { certificate in
        var settings = carousel_http_settings(
          listen_socket: listener, connection_limit: UInt32(HTTPConstants.mostConnections + 1),
          per_address_limit: UInt32(clamping: perAddress),
          connection_memory: HTTPConstants.connectionMemory,
          idle_timeout: HTTPConstants.idleTimeout, tls_key: key, tls_certificate: certificate,
          handler: Self.handler, completed: Self.completed, connection: Self.connectionNotice,
          context: context)
        return carousel_http_start(&settings)
      }
    }
    guard let made else { return nil }
    pointer = made
    epollDescriptor = carousel_http_epoll(made)
  }

  /// How long ``run()`` may wait for its descriptor, in ms: nil for as long as it takes.
  var timeout: Int32? {
    let milliseconds = carousel_http_timeout(pointer)
    return milliseconds < 0 ? nil : Int32(clamping: milliseconds)
  }

  /// Does what is ready: accepts, reads, calls the delegate, writes; never blocks.
  func run() {
    _ = MHD_run(pointer)
  }

  /// Closes every connection (resume those suspended first) and the listening socket.
  func stop() {
    MHD_stop_daemon(pointer)
  }

  // MARK: - Callbacks

  private static func delegate(_ context: UnsafeMutableRawPointer?) -> (any MHDDelegate)? {
    context.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as? any MHDDelegate }
      ?? nil
  }

  private static let handler: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, data, size, slot in
    guard let delegate = delegate(context), let connection, let slot else { return .NO }
    var exchange = slot.pointee.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    let hadExchange = exchange != nil
    var body: UnsafeRawBufferPointer?
    if let size, size.pointee > 0 {
      body = UnsafeRawBufferPointer(start: data, count: size.pointee)
      size.pointee = 0
    }
    let goesOn = delegate.request(
      MHDConnection(pointer: connection), method: method.map { String(cString: $0) } ?? "",
      path: url.map { String(cString: $0) } ?? "/", body: body, exchange: &exchange)
    if !hadExchange, let exchange { slot.pointee = Unmanaged.passRetained(exchange).toOpaque() }
    return goesOn ? .YES : .NO
  }

  private static let completed: MHD_RequestCompletedCallback = { context, _, slot, _ in
    guard let slot, let stored = slot.pointee else { return }
    slot.pointee = nil
    let exchange = Unmanaged<AnyObject>.fromOpaque(stored).takeRetainedValue()
    delegate(context)?.requestCompleted(exchange)
  }

  private static let connectionNotice: MHD_NotifyConnectionCallback = {
    context, connection, slot, code in
    guard let delegate = delegate(context), let connection, let slot else { return }
    if code == .CONNECTION_NOTIFY_STARTED {
      let kept = delegate.connectionOpened(MHDConnection(pointer: connection))
      slot.pointee = Unmanaged.passRetained(kept).toOpaque()
    } else if let stored = slot.pointee {
      slot.pointee = nil
      delegate.connectionClosed(Unmanaged<AnyObject>.fromOpaque(stored).takeRetainedValue())
    }
  }

  private static func withOptionalCString<R>(
    _ text: String?, _ body: (UnsafePointer<CChar>?) -> R
  ) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
  }
}
