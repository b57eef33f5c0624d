import SystemKit

/// Bounds the working memory of decodes running at once: a decode reserves its file's bytes
/// before reading it, grows the reservation to its pixels once the header is known, and waits
/// while others hold too much.
///
/// The oldest reservation never waits (to be admitted while nothing else is held, or to grow),
/// so nothing waits forever and growth cannot deadlock; the total may then exceed the budget by
/// that one decode's size (the pixel limit and the file limit bound it).
///
/// `@unchecked Sendable`: every stored property but the constant `budget` is only read or
/// written while `condition` is locked, and `Condition` itself is thread-safe.
package final class DecodeMemoryGate: @unchecked Sendable {
  /// A reservation held while the body of ``DecodeMemoryGate/withReservation(_:_:)`` runs.
  struct Reservation {
    fileprivate let gate: DecodeMemoryGate
    fileprivate let ticket: Int

    /// Raises the reservation to `bytes` in all (nothing if it holds that much already),
    /// waiting while other decodes hold too much, unless this is the oldest reservation.
    func grow(to bytes: Int) {
      gate.grow(ticket, to: bytes)
    }
  }

  private let budget: Int
  private let condition = Condition()
  /// Bytes held by each reservation, by ticket (tickets rise in order of admission).
  private var held: [Int: Int] = [:]
  private var reserved = 0
  private var nextTicket = 0
  /// Reservations waiting to be admitted or to grow.
  private var waiters = 0
  /// The most bytes reserved at once since creation (for the benchmark and tests).
  private var peak = 0

  /// - Parameter budget: bytes that decodes may reserve together.
  init(budget: Int) {
    self.budget = budget
  }

  /// Runs `body` once `bytes` can be reserved, and releases the reservation (with any growth)
  /// after.
  func withReservation<Result, Failure: Error>(
    _ bytes: Int, _ body: (Reservation) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let ticket = admit(bytes)
    defer { release(ticket) }
    return try body(Reservation(gate: self, ticket: ticket))
  }

  /// The most bytes reserved at once so far.
  var peakReservedBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return peak
  }

  /// Blocks until at least `count` reservations are waiting (tests use it to know that a
  /// decode has reached the gate).
  func waitForWaiters(_ count: Int) {
    condition.lock()
    defer { condition.unlock() }
    while waiters < count { condition.wait() }
  }

  // MARK: - Locked bookkeeping

  private func admit(_ bytes: Int) -> Int {
    condition.lock()
    defer { condition.unlock() }
    wait { !held.isEmpty && reserved + bytes > budget }
    let ticket = nextTicket
    nextTicket += 1
    held[ticket] = bytes
    add(bytes)
    return ticket
  }

  private func grow(_ ticket: Int, to bytes: Int) {
    condition.lock()
    defer { condition.unlock() }
    guard let current = held[ticket], bytes > current else { return }
    wait { ticket != held.keys.min() && reserved + bytes - current > budget }
    held[ticket] = bytes
    add(bytes - current)
  }

  private func release(_ ticket: Int) {
    condition.lock()
    defer { condition.unlock() }
    reserved -= held.removeValue(forKey: ticket) ?? 0
    condition.broadcast()
  }

  private func add(_ bytes: Int) {
    reserved += bytes
    peak = max(peak, reserved)
  }

  /// Waits on the locked condition while `blocked()`, counted in `waiters`.
  private func wait(while blocked: () -> Bool) {
    guard blocked() else { return }
    waiters += 1
    condition.broadcast()
    while blocked() { condition.wait() }
    waiters -= 1
  }
}
