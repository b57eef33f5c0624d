import SystemKit

/// The browsers logged in: a random token each, the value of their session cookie, valid for
/// ``HTTPConstants/sessionLifetime`` seconds.
///
/// At most ``HTTPConstants/mostSessions`` are kept, the one made or used longest ago ending
/// first. Tokens are 32 bytes from the system's random source (`getrandom`), in hex. Server
/// thread only.
struct SessionTokens {
  private var expiries = LeastRecentlyUsed<String, Double>(budget: HTTPConstants.mostSessions)

  /// How many sessions are kept.
  var count: Int { expiries.count }

  /// A new session at `now`; its token.
  mutating func open(at now: Double) -> String {
    var generator = SystemRandomNumberGenerator()
    let token = (0..<4).map { _ in
      let word = generator.next()
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
    _ = expiries.insert(now + HTTPConstants.sessionLifetime, cost: 1, for: token)
    return token
  }

  /// Whether `token` is a session open at `now` (and marks it used).
  mutating func isOpen(_ token: String, at now: Double) -> Bool {
    guard let expiry = expiries.value(for: token) else { return false }
    guard now < expiry else {
      _ = expiries.removeValue(for: token)
      return false
    }
    return true
  }

  /// Ends the session of `token`, if open.
  mutating func close(_ token: String) {
    _ = expiries.removeValue(for: token)
  }
}
