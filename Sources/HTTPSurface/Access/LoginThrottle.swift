import SystemKit

/// Wrong passwords, counted per client: after ``HTTPConstants/freeFailures`` in a row, one try
/// per ``HTTPConstants/retryInterval`` seconds, until one succeeds.
///
/// Remembers at most ``HTTPConstants/rememberedClients`` clients, forgetting first the one that
/// failed longest ago, so a flood from many addresses costs bounded memory. Times are the
/// server's `now`, in seconds. Server thread only.
struct LoginThrottle {
  private struct Record {
    var failures = 0
    var lastFailure = 0.0
  }

  private var records = LeastRecentlyUsed<String, Record>(budget: HTTPConstants.rememberedClients)

  /// When `client` may try again, if it must wait at `now`: the time in s, else nil.
  func retryTime(for client: String, at now: Double) -> Double? {
    guard let record = records.peek(client), record.failures >= HTTPConstants.freeFailures else {
      return nil
    }
    let allowed = record.lastFailure + HTTPConstants.retryInterval
    return now < allowed ? allowed : nil
  }

  /// Counts a wrong password from `client` at `now`; returns its failures in a row.
  mutating func fail(_ client: String, at now: Double) -> Int {
    var record = records.value(for: client) ?? Record()
    record.failures += 1
    record.lastFailure = now
    _ = records.insert(record, cost: 1, for: client)
    return record.failures
  }

  /// A right password from `client`: its count starts again.
  mutating func succeed(_ client: String) {
    _ = records.removeValue(for: client)
  }
}
