/// The credentials a request carries, read from its headers: a session cookie, a Bearer
/// password.
///
/// Parsing is bounded by the headers' own size (libmicrohttpd's connection memory) and never
/// fails: what is not understood is not a credential.
package struct RequestCredentials: Equatable, Sendable {
  /// The value of the session cookie (``HTTPConstants/cookieName``), if sent.
  package var session: String?
  /// The password of `Authorization: Bearer PASSWORD`, if sent.
  package var bearer: [UInt8]?

  package init(session: String? = nil, bearer: [UInt8]? = nil) {
    self.session = session
    self.bearer = bearer
  }

  /// The credentials of `request`.
  package init(_ request: HTTPRequest) {
    session = request[header: "cookie"].flatMap { Self.cookie(HTTPConstants.cookieName, in: $0) }
    bearer = request[header: "authorization"].flatMap(Self.bearer)
  }

  /// The value of the cookie `name` in a `Cookie` header (`a=1; b=2`), the first if several.
  package static func cookie(_ name: String, in header: String) -> String? {
    for pair in header.split(separator: ";") {
      let trimmed = pair.drop { $0 == " " || $0 == "\t" }
      guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else { continue }
      var value = trimmed[trimmed.index(after: equals)...]
      while value.last == " " || value.last == "\t" { value.removeLast() }
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = value.dropFirst().dropLast()
      }
      return String(value)
    }
    return nil
  }

  /// The password of an `Authorization` header of the Bearer scheme (any case), if it is one:
  /// everything after the single space that follows the scheme's name, as sent (a password
  /// may start with spaces).
  package static func bearer(in header: String) -> [UInt8]? {
    let trimmed = header.utf8.drop { $0 == UInt8(ascii: " ") }
    guard trimmed.count > 7,
      String(decoding: trimmed.prefix(7), as: UTF8.self).lowercased() == "bearer "
    else { return nil }
    let password = trimmed.dropFirst(7)
    return password.isEmpty ? nil : Array(password)
  }
}
