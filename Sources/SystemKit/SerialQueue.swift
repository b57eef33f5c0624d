/// Work done one piece at a time, in order, on a thread of its own: started by the first piece,
/// waiting on a condition (costing nothing) while there is none, ended by ``stop()``.
///
/// `@unchecked Sendable`: `jobs`, `isRunning` and `isStopped` are only touched with
/// `condition` locked; `name` is constant.
package final class SerialQueue: @unchecked Sendable {
  /// The thread's name, as `top -H` shows it.
  package let name: String
  private let condition = Condition()
  private var jobs: [@Sendable () -> Void] = []
  private var isRunning = false
  private var isStopped = false

  package init(name: String) {
    self.name = name
  }

  /// Runs `job` on the queue's thread after the jobs before it; false once the queue is
  /// stopped (`job` is then not run).
  @discardableResult
  package func run(_ job: @escaping @Sendable () -> Void) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard !isStopped else { return false }
    jobs.append(job)
    if !isRunning {
      isRunning = true
      DetachedThread.start(name: name) { [self] in work() }
    }
    condition.signal()
    return true
  }

  /// Ends the thread once the job it runs returns; jobs not started are dropped.
  package func stop() {
    condition.lock()
    isStopped = true
    jobs.removeAll()
    condition.signal()
    condition.unlock()
  }

  private func work() {
    while let job = next() { job() }
  }

  private func next() -> (@Sendable () -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty, !isStopped { condition.wait() }
    guard !isStopped else {
      isRunning = false
      return nil
    }
    return jobs.removeFirst()
  }
}
