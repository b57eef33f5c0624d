#if canImport(Glibc)
  import Glibc
#endif

extension WorkerSocket {
  /// The next message if one comes within `milliseconds` (0: only one already there; -1: as
  /// long as it takes), or nil when none came.
  func receive(within milliseconds: Int32) -> Received? {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      if ready < 0 { return .closed }
      return ready == 0 ? nil : receive()
    }
  }
}
