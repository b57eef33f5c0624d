import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// The end of a child process, waited for without spinning: its pidfd (Linux 5.3) polls
/// readable when it ends, so a wait blocks until then or until a deadline.
package enum ChildEnd {
  /// Blocks until child `pid` has ended, reaps it and returns its wait status (as `waitpid`
  /// gives it); nil when `deadline` came first, the child left running and not reaped.
  ///
  /// A kernel without pidfds (before 5.3) gets a plain blocking `waitpid`, without deadline.
  package static func wait(for pid: pid_t, until deadline: Deadline) -> Int32? {
    let descriptor = descriptor(of: pid)
    if descriptor >= 0 {
      defer { close(descriptor) }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while true {
        let count = poll(&ready, 1, deadline.milliseconds)
        if count > 0 { break }
        if count == 0 || errno != EINTR { return nil }
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    return status
  }

  /// A descriptor that polls readable once process `pid` has ended (its pidfd), which the
  /// caller closes; -1 when the kernel has no pidfds or there is no such process.
  package static func descriptor(of pid: pid_t) -> Int32 {
    carousel_pidfd_open(pid)
  }
}
