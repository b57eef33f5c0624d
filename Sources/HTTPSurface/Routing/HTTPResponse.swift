import SystemKit

/// An answer: a status, headers, a body.
///
/// Every answer carries the headers that keep a page from being framed or sniffed
/// (``HTTPResponse/guarded``); API answers are never cached.
package struct HTTPResponse: Equatable, Sendable {
  package var status: Int
  package var headers: [(name: String, value: String)]
  package var body: [UInt8]

  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  package static func == (left: HTTPResponse, right: HTTPResponse) -> Bool {
    left.status == right.status && left.body == right.body
      && left.headers.map(\.name) == right.headers.map(\.name)
      && left.headers.map(\.value) == right.headers.map(\.value)
  }

  /// The value of the first header `name` (any case), if any.
  package func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// `text`, a JSON document, with `status`.
  package static func json(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
      body: Array(text.utf8))
  }

  /// An error: `{"error":REASON}` with `status`.
  package static func error(_ status: Int, _ reason: String) -> HTTPResponse {
    json("{\"error\":\(JSONString.quote(reason))}", status: status)
  }

  /// `{"ok":true}`.
  static let ok = json("{\"ok\":true}")

  /// The answer with the headers every answer carries added: not to be framed by another
  /// site, nor its type guessed, nor its address passed on.
  var guarded: HTTPResponse {
    var response = self
    response.headers += [
      ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
      ("Referrer-Policy", "no-referrer"),
    ]
    return response
  }
}
