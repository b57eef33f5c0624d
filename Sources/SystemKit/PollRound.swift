#if canImport(Glibc)
  import Glibc
#endif

/// What a ``PollThread`` waits for in one round, besides its wake pipe.
package struct PollRound: Sendable {
  /// The descriptors and the events each is waited for (`POLLIN`, `POLLPRI`, …), in the order
  /// ``PollWork/handle`` gets them back; a negative descriptor is left out by `poll` (its
  /// `revents` stay 0).
  package var descriptors: [pollfd]
  /// The longest wait, in ms; nil waits until something is ready or the thread is woken (an
  /// idle thread costs nothing).
  package var timeout: Int32?

  /// The event of a stream socket whose other end shut down its writing (`POLLRDHUP`).
  ///
  /// Linux 2.6.17 on; Glibc's module shows the constant only with _GNU_SOURCE. `POLLHUP` and
  /// `POLLERR` come without being asked.
  package static let peerClosed = Int16(0x2000)

  package init(descriptors: [pollfd] = [], timeout: Int32? = nil) {
    self.descriptors = descriptors
    self.timeout = timeout
  }

  /// A round waiting for `events` on each of `descriptors`.
  package init(waitingFor events: Int16, on descriptors: [Int32], timeout: Int32? = nil) {
    self.init(
      descriptors: descriptors.map { pollfd(fd: $0, events: events, revents: 0) },
      timeout: timeout)
  }
}
