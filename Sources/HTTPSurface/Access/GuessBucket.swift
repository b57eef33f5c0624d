/// Wrong passwords counted for the whole server, whatever their addresses (IPv6 gives an
/// attacker any number): a bucket of ``HTTPConstants/serverGuesses`` guesses that fills again
/// at that many per ``HTTPConstants/serverGuessWindow`` seconds; each wrong password takes
/// one, and while it is empty every password waits, the right one too.
///
/// Times are the server's `now`, in seconds. Server thread only.
struct GuessBucket {
  private var guesses = Double(HTTPConstants.serverGuesses)
  private var filledAt: Double?

  /// When a password may be tried again, if none may at `now`: the time in s, else nil.
  mutating func retryTime(at now: Double) -> Double? {
    fill(at: now)
    guard guesses < 1 else { return nil }
    return now + (1 - guesses) / rate
  }

  /// Takes a guess for a wrong password at `now`.
  mutating func take(at now: Double) {
    fill(at: now)
    guesses = max(0, guesses - 1)
  }

  private var rate: Double {
    Double(HTTPConstants.serverGuesses) / HTTPConstants.serverGuessWindow
  }

  private mutating func fill(at now: Double) {
    let elapsed = filledAt.map { max(0, now - $0) } ?? 0
    filledAt = now
    guesses = min(Double(HTTPConstants.serverGuesses), guesses + elapsed * rate)
  }
}
