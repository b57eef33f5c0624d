/// One HTTP request: what, of whom, with which credentials, within which bounds.
package struct HTTPRequest: Sendable {
  /// The absolute `http://` or `https://` URL, percent-encoded.
  package var url: String
  /// `GET`, `PROPFIND`, ...
  package var method = "GET"
  /// Header lines, such as `Depth: 1`.
  package var headers: [String] = []
  /// The body sent, if any.
  package var body: [UInt8]?
  /// HTTP Basic credentials, if any (never sent to another host a redirect names).
  package var credentials: HTTPCredentials?
  /// A PEM file of the authorities to trust instead of the system's.
  package var certificateAuthorities: String?
  package var limits: HTTPLimits

  package init(url: String, limits: HTTPLimits) {
    self.url = url
    self.limits = limits
  }
}

/// A user name and its password, for HTTP Basic authentication.
package struct HTTPCredentials: Equatable, Sendable {
  package var user: String
  package var password: String

  package init(user: String, password: String) {
    self.user = user
    self.password = password
  }
}
