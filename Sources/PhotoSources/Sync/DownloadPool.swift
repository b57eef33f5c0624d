import HTTPTransfer
import SystemKit

/// Runs jobs on a few threads at once, one client each: the caller's thread and one more for
/// each other client; returns once every job has run.
enum DownloadPool {
  /// Runs `work` for each of `jobs`, at most `clients.count` at once, each call with a client
  /// no other call uses meanwhile.
  static func run<Job: Sendable>(
    _ jobs: [Job], clients: [HTTPClient], work: @escaping @Sendable (Job, HTTPClient) -> Void
  ) {
    guard let first = clients.first else { return }
    let queue = Locked((next: 0, running: 0))
    let take: @Sendable () -> Job? = {
      queue.withLock { state in
        guard state.next < jobs.count else { return nil }
        state.next += 1
        return jobs[state.next - 1]
      }
    }
    let drain: @Sendable (HTTPClient) -> Void = { client in
      while let job = take() { work(job, client) }
      queue.withLock { $0.running -= 1 }
    }
    for client in clients.dropFirst().prefix(max(jobs.count - 1, 0)) {
      queue.withLock { $0.running += 1 }
      if !DetachedThread.start(name: "source fetch", { drain(client) }) {
        queue.withLock { $0.running -= 1 }
      }
    }
    queue.withLock { $0.running += 1 }
    drain(first)
    while !queue.wait(until: Deadline(secondsFromNow: 3600), for: { $0.running == 0 }) {}
  }
}
