import SystemKit

/// Starts worker processes on one thread of its own, which lives as long as the decoder.
///
/// A worker asks the kernel to kill it when its parent dies (`PR_SET_PDEATHSIG`, so that no
/// worker outlives a crashed app), and for the kernel the parent is the thread that started
/// it: a worker started by a thread that then ended was killed as soon as that thread ended,
/// and its picture became an error page ("the decoder crashed (killed)"). The thread that
/// started the first workers used to end right after them. So every spawn runs here, in order.
///
/// `@unchecked Sendable`: `jobs`, `isStopping`, `isStarted` and `isFinished` are only touched
/// with `condition` locked; each job runs on the spawner's thread alone.
final class WorkerSpawner: @unchecked Sendable {
  private let condition = Condition()
  private var jobs: [@Sendable () -> Void] = []
  private var isStopping = false
  private var isFinished = false

  /// Whether the thread was started (by the first job: a decoder whose workers are all forked
  /// needs none, and its process stays single-threaded until it is done forking).
  private var isStarted = false

  /// Runs `job` (a spawn) on the spawner's thread, after those asked for before.
  ///
  /// Returns at once. Jobs asked for after ``stop()`` do not run.
  func run(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopping else { return }
    jobs.append(job)
    condition.broadcast()
    guard !isStarted else { return }
    isStarted = true
    DetachedThread.start(name: "carousel-spawn-decoders") { [self] in
      while let job = nextJob() { job() }
    }
  }

  /// Lets the jobs asked for so far run, then ends the thread and waits for it to end (the
  /// workers it started are killed then: call once they are finished).
  func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    while isStarted, !isFinished { condition.wait() }
    condition.unlock()
  }

  private func nextJob() -> (@Sendable () -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty, !isStopping { condition.wait() }
    guard jobs.isEmpty else { return jobs.removeFirst() }
    isFinished = true
    condition.broadcast()
    return nil
  }
}
