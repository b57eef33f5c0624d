import CCurl

#if canImport(Glibc)
  import Glibc
#endif

/// HTTP and HTTPS over libcurl, opened on demand: the one place Carousel reaches a server as a
/// client (the photo sources, the calendar's feeds, the weather).
///
/// Every request is bounded in time (connect, total, stalled) and in size, TLS is
/// verified (against the system's authorities or the request's), and redirects go to http and
/// https only.
///
/// One request at a time, on the caller's thread (a source's); ``cancel()`` from any other
/// thread ends the one running at once, and every later one.
///
/// `@unchecked Sendable`: `client` is used by one request at a time (the contract above);
/// `carousel_curl_cancel` is safe from any thread (an atomic flag and `curl_multi_wakeup`).
package final class HTTPClient: @unchecked Sendable {
  private let client: OpaquePointer

  /// A client, libcurl opened first.
  /// - Throws: ``HTTPError/unavailable(_:)`` when libcurl cannot be loaded.
  package init() throws(HTTPError) {
    var error = [CChar](repeating: 0, count: 256)
    guard carousel_curl_load(&error, error.count) == 1 else {
      throw .unavailable(String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
    }
    guard let client = carousel_curl_client_new() else { throw .unavailable("out of memory") }
    self.client = client
  }

  deinit {
    carousel_curl_client_free(client)
  }

  /// Ends the request running, if any, and makes every later one fail with
  /// ``HTTPError/cancelled``.
  package func cancel() {
    carousel_curl_cancel(client)
  }

  /// Makes `request`, its body kept in memory.
  /// - Throws: why no whole answer came (an error status is an answer).
  package func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    try perform(request, descriptor: -1)
  }

  /// Makes `request`, its body written to `descriptor` (from its current offset).
  /// - Throws: why no whole answer came; the descriptor may then hold part of it.
  package func download(_ request: HTTPRequest, to descriptor: Int32) throws(HTTPError)
    -> HTTPResponse
  {
    try perform(request, descriptor: descriptor)
  }

  private func perform(_ request: HTTPRequest, descriptor: Int32) throws(HTTPError)
    -> HTTPResponse
  {
    var strings = CStrings()
    defer { strings.free() }
    let headers: [UnsafePointer<CChar>?] = request.headers.map { UnsafePointer(strings.copy($0)) }
    var response = carousel_curl_response()
    let body = request.body ?? []
    let code = headers.withUnsafeBufferPointer { headerList in
      body.withUnsafeBufferPointer { bodyBytes in
        var call = carousel_curl_request()
        call.url = UnsafePointer(strings.copy(request.url))
        call.method = UnsafePointer(strings.copy(request.method))
        call.headers = headerList.baseAddress
        call.header_count = headerList.count
        if request.body != nil {
          call.body = bodyBytes.baseAddress.map { UnsafeRawPointer($0) }?
            .assumingMemoryBound(to: CChar.self)
          call.body_length = bodyBytes.count
        }
        if let credentials = request.credentials {
          call.user = UnsafePointer(strings.copy(credentials.user))
          call.password = UnsafePointer(strings.copy(credentials.password))
        }
        call.cafile = request.certificateAuthorities.map { UnsafePointer(strings.copy($0)) }
        let limits = request.limits
        call.connect_timeout_ms = Int(limits.connectTimeout * 1000)
        call.total_timeout_ms = Int(limits.totalTimeout * 1000)
        call.low_speed_bytes = limits.lowSpeedBytes
        call.low_speed_seconds = limits.lowSpeedSeconds
        call.max_redirects = limits.maximumRedirects
        call.max_bytes = Int64(limits.maximumBytes)
        call.output_fd = descriptor
        return carousel_curl_perform(client, &call, &response)
      }
    }
    defer { carousel_curl_free_body(&response) }
    if response.cancelled != 0 { throw .cancelled }
    if response.too_large != 0 || code == 63 {  // 63: CURLE_FILESIZE_EXCEEDED
      throw .tooLarge(request.limits.maximumBytes)
    }
    if response.write_failed != 0 {
      throw .writeFailed(String(cString: strerror(response.write_errno)))
    }
    guard code == 0 else { throw .transfer(Self.text(of: response.error)) }
    let length = Int(response.length)
    let bytes =
      response.body.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    return HTTPResponse(status: response.status, body: bytes, length: length)
  }

  /// A C array of characters as text.
  private static func text<T>(of tuple: T) -> String {
    withUnsafeBytes(of: tuple) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}

/// C strings copied for one call, freed after it.
private struct CStrings {
  private var copies: [UnsafeMutablePointer<CChar>] = []

  mutating func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(text.utf8)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    copies.append(copy)
    return copy
  }

  mutating func free() {
    copies.forEach { $0.deallocate() }
    copies.removeAll()
  }
}
