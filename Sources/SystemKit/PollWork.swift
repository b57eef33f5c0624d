#if canImport(Glibc)
  import Glibc
#endif

/// What a ``PollThread`` does, as four steps it calls on its thread alone, in this order:
/// ``begin`` once, then ``round`` and ``handle`` for each wait, then ``end`` once.
///
/// The closures run on the poll thread only, so what they share with other threads is theirs to
/// lock; they are held until the thread ends.
package struct PollWork: Sendable {
  /// Runs first, before any wait (a first reading of what is watched).
  package var begin: @Sendable () -> Void
  /// What to wait for next; called before each wait.
  package var round: @Sendable () -> PollRound
  /// What the wait found: the round's descriptors with their `revents`, and whether its timeout
  /// passed with nothing ready.
  ///
  /// Called after every wait the thread is not stopped in, a wake-up alone included (then no
  /// `revents` are set).
  package var handle: @Sendable (_ polled: [pollfd], _ timedOut: Bool) -> Void
  /// Runs last, once the thread is stopped (to close what the steps opened).
  package var end: @Sendable () -> Void

  package init(
    begin: @escaping @Sendable () -> Void = {},
    round: @escaping @Sendable () -> PollRound,
    handle: @escaping @Sendable (_ polled: [pollfd], _ timedOut: Bool) -> Void,
    end: @escaping @Sendable () -> Void = {}
  ) {
    self.begin = begin
    self.round = round
    self.handle = handle
    self.end = end
  }
}
