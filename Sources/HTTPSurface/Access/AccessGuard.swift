import FoundationEssentials
import SystemKit

/// Who may do what: the password's sessions and Bearer tokens, the wrong passwords slowed per
/// client and for the whole server (``GuessBucket``), said on stderr at most once a minute
/// after the first (``FailureReports``), the same-origin rule for requests that change the frame, and, without a password,
/// loopback names only.
///
/// Server thread only; `now` is the server's clock, in seconds.
package struct AccessGuard {
  /// The password, nil when the server is open to this machine alone.
  let password: [UInt8]?
  /// Whether the connection is TLS: the cookie is then `Secure`.
  let isSecure: Bool
  /// Told the warnings about wrong passwords (the server's, scoped `http`).
  let reporter: Reporter
  private var sessions = SessionTokens()
  private var throttle = LoginThrottle()
  private var bucket = GuessBucket()
  private var reports = FailureReports()

  /// How many sessions are open (at most ``HTTPConstants/mostSessions``).
  var sessionCount: Int { sessions.count }

  /// When the count of wrong passwords not said yet is to be said (``sayFailures(at:)``).
  var failuresDue: Double? { reports.due }

  /// Says the wrong passwords counted and not said yet, when their line is due at `now`.
  mutating func sayFailures(at now: Double) {
    if let line = reports.take(at: now) { reporter.warning(line) }
  }

  init(password: [UInt8]?, isSecure: Bool, reporter: Reporter) {
    self.password = password
    self.isSecure = isSecure
    self.reporter = reporter
  }

  /// Nil when `request` may go on to `endpoint` at `now`; else the answer that refuses it
  /// (401, 403, 429).
  mutating func refusal(of request: HTTPRequest, to endpoint: Endpoint, at now: Double)
    -> HTTPResponse?
  {
    let credentials = RequestCredentials(request)
    if endpoint.changesState(request.method), credentials.bearer == nil,
      let reason = OriginCheck.crossSiteReason(request)
    {
      return .error(403, reason)
    }
    guard let password else {
      guard OriginCheck.namesLoopback(request) else {
        return .error(
          403,
          "this server has no password and answers only this machine's own name "
            + "(localhost, 127.0.0.1); give it --http-password-file to be reached by others")
      }
      return nil
    }
    if let bearer = credentials.bearer {
      return bearerRefusal(bearer, from: request.client, password: password, at: now)
    }
    if let token = credentials.session, sessions.isOpen(token, at: now) { return nil }
    if endpoint.isOpen { return nil }
    return .error(
      401,
      "log in first: POST /api/login with {\"password\":\"…\"}, or send Authorization: "
        + "Bearer PASSWORD")
  }

  /// The answer to a login with `body` (`{"password":"…"}`) from `request`'s client.
  mutating func login(_ request: HTTPRequest, body: [UInt8], at now: Double) -> HTTPResponse {
    guard let password else { return .ok }
    if let refusal = waitRefusal(for: request.client, at: now) { return refusal }
    guard let given = Self.password(in: body) else {
      return .error(400, "a login is {\"password\":\"…\"}")
    }
    guard Self.same(given, password) else { return failure(from: request.client, at: now) }
    throttle.succeed(request.client)
    var answer = HTTPResponse.ok
    let token = sessions.open(at: now)
    answer.headers.append(("Set-Cookie", cookie(token, lifetime: HTTPConstants.sessionLifetime)))
    return answer
  }

  /// Ends `request`'s session, and tells its browser to forget the cookie.
  mutating func logout(_ request: HTTPRequest) -> HTTPResponse {
    if let token = RequestCredentials(request).session { sessions.close(token) }
    var answer = HTTPResponse.ok
    answer.headers.append(("Set-Cookie", cookie("", lifetime: 0)))
    return answer
  }

  // MARK: - Passwords

  /// The password of a login's body, `{"password":"…"}`, or nil when it is not one.
  package static func password(in body: [UInt8]) -> [UInt8]? {
    guard let object = try? JSONDecoder().decode([String: String].self, from: Data(body)),
      let text = object["password"]
    else { return nil }
    return Array(text.utf8)
  }

  private mutating func bearerRefusal(
    _ bearer: [UInt8], from client: String, password: [UInt8], at now: Double
  ) -> HTTPResponse? {
    if let refusal = waitRefusal(for: client, at: now) { return refusal }
    guard Self.same(bearer, password) else { return failure(from: client, at: now) }
    throttle.succeed(client)
    return nil
  }

  /// 429 while `client` must wait before its next try, or every client must.
  private mutating func waitRefusal(for client: String, at now: Double) -> HTTPResponse? {
    let wait: (whom: String, retry: Double)
    if let time = throttle.retryTime(for: client, at: now) {
      wait = ("from \(client)", time)
    } else if let time = bucket.retryTime(at: now) {
      wait = ("to this frame", time)
    } else {
      return nil
    }
    let (whom, retry) = wait
    let seconds = max(1, Int((retry - now).rounded(.up)))
    var answer = HTTPResponse.error(
      429, "too many wrong passwords \(whom): try again in \(seconds) s")
    answer.headers.append(("Retry-After", String(seconds)))
    return answer
  }

  /// Counts a wrong password from `client`, says it (or counts it to be said), and answers
  /// 401.
  private mutating func failure(from client: String, at now: Double) -> HTTPResponse {
    let count = throttle.fail(client, at: now)
    bucket.take(at: now)
    let slowed =
      count >= HTTPConstants.freeFailures
      ? "; one try per \(Int(HTTPConstants.retryInterval)) s from now on" : ""
    let detail = " (\(count) in a row\(slowed))"
    if let line = reports.failed(from: client, detail: detail, at: now) { reporter.warning(line) }
    return .error(401, "wrong password")
  }

  private func cookie(_ token: String, lifetime: Double) -> String {
    "\(HTTPConstants.cookieName)=\(token); Path=/; Max-Age=\(Int(lifetime)); HttpOnly; "
      + "SameSite=Strict" + (isSecure ? "; Secure" : "")
  }

  /// Whether `given` is `password`, in a time that depends on `given`'s length alone.
  static func same(_ given: [UInt8], _ password: [UInt8]) -> Bool {
    var difference = UInt8(given.count == password.count ? 0 : 1)
    for (index, byte) in given.enumerated() {
      difference |= byte ^ (password.isEmpty ? 0 : password[index % password.count])
    }
    return difference == 0 && !password.isEmpty
  }
}
