/// A request as the server's logic sees it: its line, the headers it reads, and who sent it.
///
/// Made on the server's thread from libmicrohttpd's parse (which bounds the line and headers
/// in size), or by tests and the fuzzer directly.
package struct HTTPRequest: Equatable, Sendable {
  /// `GET`, `POST`, … as sent.
  package var method: String
  /// The path, percent-decoded by libmicrohttpd, without the query.
  package var path: String
  /// The headers the server reads (``headerNames``), by lower-case name.
  package var headers: [String: String]
  /// The client's IP address, as text (`192.168.1.7`, `::1`).
  package var client: String
  /// Whether the connection is TLS (`--http-cert`).
  package var isSecure: Bool

  /// The headers any part of the server reads; others are never looked at.
  package static let headerNames = [
    "host", "origin", "sec-fetch-site", "cookie", "authorization", "content-type",
    "content-length", "transfer-encoding",
  ]

  package init(
    method: String, path: String, headers: [String: String] = [:], client: String = "127.0.0.1",
    isSecure: Bool = false
  ) {
    self.method = method
    self.path = path
    self.headers = headers
    self.client = client
    self.isSecure = isSecure
  }

  /// The header `name` (lower case), if sent.
  package subscript(header name: String) -> String? { headers[name] }

  /// The body's declared length, when the request says one.
  package var contentLength: Int? { headers["content-length"].flatMap { Int($0) } }

  /// Whether the method is GET or HEAD (libmicrohttpd leaves the body out of HEAD's answer).
  var isRead: Bool { method == "GET" || method == "HEAD" }
}
