import SystemKit

/// The test double of the process's reporter: a ``Reporter`` that keeps each line it writes,
/// as standard error would have it (`carousel: …`, without the newline), safe from any thread.
package final class ReportedLines: Sendable {
  private let store = Locked<[String]>([])
  /// The reporter to hand the part under test.
  package let reporter: Reporter

  /// Keeps the lines `threshold` lets through (by default those a run without `--quiet` or
  /// `--verbose` writes), at most `capacity` of the latest (a soak's are many).
  package init(
    threshold: ReportLevel = ReportLevel.standardThreshold, capacity: Int = .max
  ) {
    let store = store
    reporter = Reporter(threshold: threshold) { line in
      store.withLock { lines in
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity / 2) }
      }
    }
  }

  /// The lines kept so far, oldest first.
  package var lines: [String] { store.withLock { $0 } }

  /// Blocks until `isWanted` holds for the lines, or until `deadline`; whether it holds.
  package func wait(until deadline: Deadline, for isWanted: ([String]) -> Bool) -> Bool {
    store.wait(until: deadline, for: isWanted)
  }
}
