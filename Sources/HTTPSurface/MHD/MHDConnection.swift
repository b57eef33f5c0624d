import CMicroHTTPD

#if canImport(Glibc)
  import Glibc
#endif

/// One of libmicrohttpd's connections, as the server's thread uses it: the request's headers,
/// the client, its socket, and the answer queued, suspended or resumed.
///
/// A handle, valid from libmicrohttpd's call that gave it until the connection closes; server
/// thread only.
struct MHDConnection: Hashable {
  let pointer: OpaquePointer

  /// The request header `name`, if sent.
  func header(_ name: String) -> String? {
    MHD_lookup_connection_value(pointer, .HEADER_KIND, name).map { String(cString: $0) }
  }

  /// Every request header line, in the order sent (a name sent twice is there twice).
  var headerLines: [(name: String, value: String)] {
    var lines: [(name: String, value: String)] = []
    withUnsafeMutablePointer(to: &lines) { lines in
      _ = MHD_get_connection_values(
        pointer, .HEADER_KIND,
        { context, _, key, value in
          guard let context, let key else { return .YES }
          context.assumingMemoryBound(to: [(name: String, value: String)].self).pointee.append(
            (String(cString: key), value.map { String(cString: $0) } ?? ""))
          return .YES
        }, lines)
    }
    return lines
  }

  /// The client's IP address as text (an IPv4 address mapped into IPv6 written as IPv4).
  var client: String {
    guard let address = carousel_http_client(pointer) else { return "unknown" }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
        var raw = pointer.pointee.sin_addr
        _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
      }
    case AF_INET6:
      address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
        var raw = pointer.pointee.sin6_addr
        _ = inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
      }
    default: return "unknown"
    }
    let written = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return written.hasPrefix("::ffff:") && written.contains(".")
      ? String(written.dropFirst(7)) : written
  }

  /// The connection's socket, or -1.
  var socket: Int32 { carousel_http_socket(pointer) }

  /// What the connection callback stored for it.
  var context: UnsafeMutableRawPointer? { carousel_http_socket_context(pointer) }

  /// Queues `response` (only from the request callback, or while suspended); false when
  /// libmicrohttpd refuses (an answer was queued already, or the body is being read).
  @discardableResult
  func queue(_ response: HTTPResponse) -> Bool {
    let made = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
        .RESPMEM_MUST_COPY)
    }
    guard let made else { return false }
    defer { MHD_destroy_response(made) }
    return queue(made, status: response.status, headers: response.headers)
  }

  /// Queues an answer of unknown length whose body `stream` gives as it comes.
  @discardableResult
  func queue(_ stream: EventStream, headers: [(name: String, value: String)]) -> Bool {
    let context = Unmanaged.passRetained(stream).toOpaque()
    let made = MHD_create_response_from_callback(
      UInt64.max, 4096,
      { context, _, buffer, size in
        guard let context, let buffer else { return -1 }
        let stream = Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue()
        return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size))
      },
      context,
      { context in
        guard let context else { return }
        Unmanaged<EventStream>.fromOpaque(context).takeRetainedValue().closed()
      })
    guard let made else {
      Unmanaged<EventStream>.fromOpaque(context).release()
      return false
    }
    defer { MHD_destroy_response(made) }
    return queue(made, status: 200, headers: headers)
  }

  private func queue(
    _ response: OpaquePointer, status: Int, headers: [(name: String, value: String)]
  ) -> Bool {
    for (name, value) in headers { MHD_add_response_header(response, name, value) }
    return MHD_queue_response(pointer, UInt32(status), response) == .YES
  }

  /// Stops libmicrohttpd's work on the connection until ``resume()``.
  func suspend() {
    MHD_suspend_connection(pointer)
  }

  /// Takes a suspended connection back into libmicrohttpd's work; its request callback (or
  /// its stream's reader) is called again.
  func resume() {
    MHD_resume_connection(pointer)
  }
}
