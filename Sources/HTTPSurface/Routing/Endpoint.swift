/// What the server answers, each at one path and for its methods; anything else is 404 or 405.
///
/// Paths match exactly (no prefixes, no files), so no path can reach outside them.
package enum Endpoint: String, CaseIterable, Sendable {
  /// `GET /`: the page.
  case page = "/"
  /// `GET /api/status`: the status.
  case status = "/api/status"
  /// `POST /api/command`: a command as JSON.
  case command = "/api/command"
  /// `GET /api/events`: the status, then each change, as Server-Sent Events.
  case events = "/api/events"
  /// `GET /api/current`: the picture shown, as JPEG.
  case current = "/api/current"
  /// `GET /api/upload`: whether uploads are on and their limit; `POST`: pictures to add.
  case upload = "/api/upload"
  /// `POST /api/login`: a password for a session cookie.
  case login = "/api/login"
  /// `POST /api/logout`: ends the session.
  case logout = "/api/logout"

  /// The methods it takes; HEAD goes with GET.
  var methods: [String] {
    switch self {
    case .page, .status, .events, .current: ["GET", "HEAD"]
    case .command, .login, .logout: ["POST"]
    case .upload: ["GET", "HEAD", "POST"]
    }
  }

  /// Whether a request with `method` changes the frame or the session, and so needs the
  /// same-origin check.
  func changesState(_ method: String) -> Bool { method == "POST" }

  /// Whether it is answered without a password (the page asks for one; a login brings one).
  var isOpen: Bool { self == .page || self == .login }

  /// The endpoint `request` asks for, or the answer to a path there is none at (404) or a
  /// method it does not take (405, with `Allow`).
  package static func route(_ request: HTTPRequest) -> Result<Endpoint, RouteRefusal> {
    guard let endpoint = Endpoint(rawValue: request.path) else {
      return .failure(RouteRefusal(.error(404, "nothing at \(request.path.prefix(200))")))
    }
    guard endpoint.methods.contains(request.method) else {
      var answer = HTTPResponse.error(
        405, "\(endpoint.rawValue) takes \(endpoint.methods.joined(separator: ", "))")
      answer.headers.append(("Allow", endpoint.methods.joined(separator: ", ")))
      return .failure(RouteRefusal(answer))
    }
    return .success(endpoint)
  }
}

/// The answer to a request for no endpoint.
package struct RouteRefusal: Error {
  package let response: HTTPResponse

  init(_ response: HTTPResponse) {
    self.response = response
  }
}
