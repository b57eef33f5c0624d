import Foundation

/// Bounds the working memory of decodes running at once: a decode reserves its estimated bytes
/// first and waits while others hold too much. One decode may always run, however large (the
/// pixel limit bounds it), so nothing waits forever.
///
/// `@unchecked Sendable`: every stored property is only read or written while `condition` is
/// locked, and NSCondition itself is thread-safe.
final class DecodeMemoryGate: @unchecked Sendable {
  private let budget: Int
  private let condition = NSCondition()
  private var reserved = 0
  private var holders = 0
  /// The most bytes reserved at once since creation (for the benchmark and tests).
  private var peak = 0

  /// - Parameter budget: bytes that decodes may reserve together.
  init(budget: Int) {
    self.budget = budget
  }

  /// Runs `body` once `bytes` can be reserved, and releases them after.
  func withReservation<Result>(
    _ bytes: Int, _ body: () throws(DecodeFailure) -> Result
  ) throws(DecodeFailure) -> Result {
    condition.lock()
    while holders > 0, reserved + bytes > budget { condition.wait() }
    reserved += bytes
    holders += 1
    peak = max(peak, reserved)
    condition.unlock()
    defer {
      condition.lock()
      reserved -= bytes
      holders -= 1
      condition.broadcast()
      condition.unlock()
    }
    return try body()
  }

  /// The most bytes reserved at once so far.
  var peakReservedBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return peak
  }
}
