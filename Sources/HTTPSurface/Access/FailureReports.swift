/// The stderr lines about wrong passwords: the first said at once, those after it counted and
/// said in one line at most once per ``HTTPConstants/failureReportInterval`` seconds, so a
/// flood of guesses is a line a minute, not a line a guess.
///
/// Times are the server's `now`, in seconds. Server thread only.
struct FailureReports {
  private var saidAt: Double?
  private var unsaid = 0
  private var latest = ""

  /// When the count of failures not yet said is due, if some are.
  var due: Double? {
    guard unsaid > 0, let saidAt else { return nil }
    return saidAt + HTTPConstants.failureReportInterval
  }

  /// A wrong password from `client` at `now`: the line to say now (`detail` is what this one
  /// adds to it), or nil when it is counted to be said later.
  mutating func failed(from client: String, detail: String, at now: Double) -> String? {
    let due = take(at: now)
    if let saidAt, now < saidAt + HTTPConstants.failureReportInterval {
      unsaid += 1
      latest = client
      return due
    }
    saidAt = now
    return "wrong password from \(client)\(detail)"
  }

  /// The line that says the failures counted since the last line, when it is due at `now`.
  mutating func take(at now: Double) -> String? {
    guard let due, now >= due else { return nil }
    let line =
      "\(unsaid) more wrong password\(unsaid == 1 ? "" : "s") in the last "
      + "\(Int(HTTPConstants.failureReportInterval)) s, the latest from \(latest)"
    unsaid = 0
    saidAt = now
    return line
  }
}
