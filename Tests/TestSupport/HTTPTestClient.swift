#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 client for the tests of the web server, over plain TCP to 127.0.0.1: whole
/// requests and answers, and the raw connection for what a browser would never send (a body
/// a byte at a time, a half-written request, an endless stream).
///
/// Reads block with a generous bound (``WaitTimeout/defaultSeconds``), so that a server that
/// never answers fails the test instead of hanging it.
public final class HTTPTestConnection {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// A connection to 127.0.0.1 on `port`.
  public init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw WaitTimeout("a socket", seconds: 0) }
    var timeout = timeval(tv_sec: Int(WaitTimeout.defaultSeconds), tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw WaitTimeout("a connection to port \(port)", seconds: 0)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends `bytes`; false when the server has closed the connection.
  @discardableResult
  public func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0, errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Waits until the server closes the connection, discarding what it sends; true when it
  /// did, false when the wait's bound passed.
  public func waitForClose() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return false }
      if count <= 0 { return true }
    }
  }

  /// Reads more bytes into the buffer; false at the end of the stream.
  private func fill() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw WaitTimeout("the server's answer", seconds: WaitTimeout.defaultSeconds) }
      guard count > 0 else { return false }
      buffer += chunk[..<count]
      return true
    }
  }

  /// The next line, without its CRLF.
  private func line() throws -> String {
    while true {
      if let end = buffer.firstIndex(of: 0x0A) {
        var line = buffer[..<end]
        if line.last == 0x0D { line = line.dropLast() }
        buffer.removeSubrange(...end)
        return String(decoding: line, as: UTF8.self)
      }
      guard try fill() else { throw HTTPTestError("the connection closed inside a line") }
    }
  }

  private func bytes(_ count: Int) throws -> [UInt8] {
    while buffer.count < count {
      guard try fill() else { throw HTTPTestError("the connection closed inside a body") }
    }
    defer { buffer.removeFirst(count) }
    return Array(buffer[..<count])
  }

  /// The next answer's status line and headers (names in lower case).
  public func readHead() throws -> (status: Int, headers: [(String, String)]) {
    let statusLine = try line()
    let parts = statusLine.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, let status = Int(parts[1]) else {
      throw HTTPTestError("not a status line: \(statusLine)")
    }
    var headers: [(String, String)] = []
    while true {
      let header = try line()
      if header.isEmpty { break }
      guard let colon = header.firstIndex(of: ":") else { continue }
      headers.append(
        (
          header[..<colon].lowercased(),
          String(header[header.index(after: colon)...].drop { $0 == " " })
        ))
    }
    return (status, headers)
  }

  /// The next chunk of a chunked body; empty at its end.
  public func readChunk() throws -> [UInt8] {
    let sizeLine = try line()
    guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
      throw HTTPTestError("not a chunk size: \(sizeLine)")
    }
    let chunk = try bytes(size)
    _ = try line()
    return chunk
  }

  /// The next whole answer.
  public func readResponse(head: Bool = false) throws -> HTTPTestResponse {
    let (status, headers) = try readHead()
    let response = HTTPTestResponse(status: status, headers: headers, body: [])
    if head { return response }
    var body: [UInt8] = []
    if let length = response.header("content-length").flatMap({ Int($0) }) {
      body = try bytes(length)
    } else if response.header("transfer-encoding")?.lowercased() == "chunked" {
      while true {
        let chunk = try readChunk()
        if chunk.isEmpty { break }
        body += chunk
      }
      _ = try line()  // the blank line after the last chunk (no trailers)
    } else {
      while try fill() {}
      body = buffer
      buffer.removeAll()
    }
    return HTTPTestResponse(status: status, headers: headers, body: body)
  }

  /// The next Server-Sent Event's `data:` line, from a stream whose head was read.
  public func readEvent() throws -> String {
    var pending = ""
    while true {
      if let end = pending.range(of: "\n\n") {
        let event = String(pending[..<end.lowerBound])
        pending = String(pending[end.upperBound...])
        if let data = event.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }) {
          streamRest = pending
          return String(data.dropFirst(6))
        }
        continue
      }
      if !streamRest.isEmpty {
        pending = streamRest + pending
        streamRest = ""
        continue
      }
      let chunk = try readChunk()
      guard !chunk.isEmpty else { throw HTTPTestError("the event stream ended") }
      pending += String(decoding: chunk, as: UTF8.self)
    }
  }

  private var streamRest = ""
}

/// An answer, as the test client read it.
public struct HTTPTestResponse: Sendable {
  public let status: Int
  public let headers: [(String, String)]
  public let body: [UInt8]

  /// The first header `name` (lower case).
  public func header(_ name: String) -> String? { headers.first { $0.0 == name }?.1 }

  /// All headers `name`.
  public func headers(_ name: String) -> [String] { headers.filter { $0.0 == name }.map(\.1) }

  /// The body as text.
  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// An answer the test client could not read.
public struct HTTPTestError: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// Whole requests, one connection each.
public enum HTTPTestClient {
  /// Sends one request to 127.0.0.1:`port` and reads its answer.
  public static func request(
    _ method: String, _ path: String, port: Int, headers: [String: String] = [:],
    body: [UInt8] = []
  ) throws -> HTTPTestResponse {
    let connection = try HTTPTestConnection(port: port)
    var head = "\(method) \(path) HTTP/1.1\r\n"
    var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"].merging(headers) { $1 }
    if all["Content-Length"] == nil, !body.isEmpty || method == "POST" {
      all["Content-Length"] = String(body.count)
    }
    for (name, value) in all.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    connection.send(head + "\r\n")
    connection.send(body)
    return try connection.readResponse(head: method == "HEAD")
  }

  /// A `multipart/form-data` body of `files` (each sent as a part named `file`), and its
  /// Content-Type.
  public static func multipart(_ files: [(name: String, bytes: [UInt8])]) -> (
    body: [UInt8], contentType: String
  ) {
    let boundary = "----carousel-test-boundary"
    var body: [UInt8] = []
    for file in files {
      body += Array(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; "
          + "filename=\"\(file.name)\"\r\nContent-Type: application/octet-stream\r\n\r\n").utf8)
      body += file.bytes + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return (body, "multipart/form-data; boundary=\(boundary)")
  }
}
