import Dispatch

/// Runs shell commands (`/bin/sh -c`) one at a time, in the order given, on a queue of its own,
/// so that the caller never waits for one; a command that fails is said on one line.
///
/// Each command gets standard input and output on /dev/null, standard error on a pipe (repeated
/// in the failure's line, up to `errorBytes` bytes), no signal blocked, and a process group of
/// its own: one silent for `silence` seconds is stopped with its children (SIGKILL to the
/// group). Safe from any thread.
package final class ShellCommands: Sendable {
  private let queue = DispatchQueue(label: "carousel-hooks")
  private let reporter: Reporter
  private let silence: Double
  private let errorBytes: Int

  /// - Parameters:
  ///   - silence: seconds a command may run without writing to standard error before it is
  ///     stopped.
  ///   - reporter: told one error per failed command, on the queue's thread.
  package init(silence: Double, errorBytes: Int, reporter: Reporter) {
    self.silence = silence
    self.errorBytes = errorBytes
    self.reporter = reporter
  }

  /// Runs `command` after those given before; `name` is how its failure's line names it
  /// (`--display-off-command`).
  package func run(_ command: String, name: String) {
    queue.async { [self] in
      if let failure = execute(command) {
        let text = "\(name) '\(command)' \(failure)"
        reporter.error(String(text.map { $0.isNewline ? " " : $0 }))
      }
    }
  }

  /// Returns once every command given so far has ended (replays and tests).
  package func waitUntilIdle() {
    queue.sync {}
  }

  /// Runs `command` to its end; nil when it succeeded, else how it failed.
  private func execute(_ command: String) -> String? {
    ChildRun(
      arguments: ["/bin/sh", "-c", command], environment: nil, discardsOutput: true,
      silence: silence, errorBytes: errorBytes
    ).run(cannotStart: "could not run")
  }
}
