#if canImport(Glibc)
  import Glibc
#endif

/// A thread of its own that waits in `poll` on a ``WakePipe`` and the descriptors its
/// ``PollWork`` asks for, hands it what is ready, and ends when stopped.
///
/// Each round the thread asks the work what to wait for, waits (with no timeout unless the
/// round gives one), empties the wake pipe, and, unless it is stopping, hands the work what
/// the wait found. ``wake()`` makes the current or next wait return at once: call it after
/// changing what the work reads, so that it reads it again. A wait interrupted by a signal
/// starts the round again; one that fails otherwise (no kernel memory) ends the thread as a stop
/// does, rather than spin.
///
/// `@unchecked Sendable`: `phase` is read and written only with `condition` locked; the wake
/// pipe is `Sendable`; `name` is constant.
package final class PollThread: @unchecked Sendable {
  private enum Phase {
    case waiting, running, stopping, ended
  }

  /// The thread's name (`carousel-control`), as `top -H` shows it.
  package let name: String
  private let wakePipe: WakePipe
  private let condition = Condition()
  private var phase = Phase.waiting

  /// A thread named `name`, not started yet.
  /// - Throws: why there is no wake pipe for it (the process has no descriptor left).
  package init(name: String) throws(SystemCallError) {
    self.name = name
    wakePipe = try WakePipe()
  }

  /// Starts the thread doing `work`, which it holds until it ends.
  ///
  /// Once: a second call, or one after ``stop()``, does nothing.
  package func start(_ work: PollWork) {
    guard transition(from: .waiting, to: .running) else { return }
    DetachedThread.start(name: name) { [self] in
      run(work)
    }
  }

  /// Makes the thread's wait return at once, or its next one; from any thread, never blocks.
  package func wake() {
    wakePipe.wake()
  }

  /// Whether ``stop()`` has been called (or a failed wait ended the thread).
  package var isStopping: Bool {
    condition.lock()
    defer { condition.unlock() }
    return phase == .stopping || phase == .ended
  }

  /// Ends the thread and waits until it has: its work's `end` has returned.
  ///
  /// From any thread but the poll thread itself. A thread never started will not start.
  package func stop() {
    condition.lock()
    switch phase {
    case .waiting: phase = .ended
    case .running: phase = .stopping
    case .stopping, .ended: break
    }
    condition.unlock()
    wakePipe.wake()
    condition.lock()
    while phase != .ended { condition.wait() }
    condition.unlock()
  }

  // MARK: - The thread

  private func run(_ work: PollWork) {
    work.begin()
    while !isStopping {
      let round = work.round()
      var descriptors =
        [pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0)]
        + round.descriptors
      let ready = poll(&descriptors, nfds_t(descriptors.count), round.timeout ?? -1)
      if ready < 0, errno == EINTR { continue }
      guard ready >= 0 else { break }
      if descriptors[0].revents != 0 { wakePipe.drain() }
      if isStopping { break }
      work.handle(Array(descriptors.dropFirst()), ready == 0)
    }
    work.end()
    condition.lock()
    phase = .ended
    condition.broadcast()
    condition.unlock()
  }

  private func transition(from old: Phase, to new: Phase) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard phase == old else { return false }
    phase = new
    return true
  }
}
