import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Starts programs from argument lists, without a shell, each watched on a thread of its own,
/// so the caller never waits; a program that cannot start or ends in failure is handed to the
/// caller in one line of words, for it to say.
///
/// Each program gets standard input on /dev/null, Carousel's standard output, standard error on
/// a pipe (its first ``errorBytes`` bytes repeated in the failure's line), no signal blocked,
/// no descriptor of Carousel's but those three, and a process group of its own (a Ctrl+C meant
/// for Carousel does not end an editor it started). It may run as long as it likes, after
/// Carousel ends too.
///
/// `@unchecked Sendable`: `running` is touched only with `condition` locked; `failed` is
/// `@Sendable`.
package final class ProgramLauncher: @unchecked Sendable {
  private let failed: @Sendable (String) -> Void
  private let errorBytes: Int
  private let condition = Condition()
  private var running = 0

  /// - Parameter failed: receives, on its watching thread, each program that failed: its name
  ///   and how, on one line without the program's prefix (`--open-with 'gimp' …`).
  package init(errorBytes: Int, failed: @escaping @Sendable (String) -> Void) {
    self.errorBytes = errorBytes
    self.failed = failed
  }

  /// Starts `arguments` (the program, found on `PATH`, then its arguments) with `variables`
  /// added to the environment; `name` is how a failure's line names it.
  package func launch(_ arguments: [String], variables: [String: String], name: String) {
    guard !arguments.isEmpty else { return }
    condition.lock()
    running += 1
    condition.unlock()
    DetachedThread.start(name: "carousel-action") { [self] in
      if let failure = run(arguments, variables: variables) {
        failed(String("\(name) \(failure)".map { $0.isNewline ? " " : $0 }))
      }
      condition.lock()
      running -= 1
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Returns once every program started so far has ended (tests).
  package func waitUntilIdle() {
    condition.lock()
    while running > 0 { condition.wait() }
    condition.unlock()
  }

  /// Runs `arguments` to its end; nil when it succeeded, else how it failed.
  private func run(_ arguments: [String], variables: [String: String]) -> String? {
    ChildRun(
      arguments: arguments,
      environment: ProcessInfo.processInfo.environment.merging(variables) { $1 },
      errorBytes: errorBytes
    ).run(cannotStart: "could not start '\(arguments[0])'")
  }
}
