#if canImport(Glibc)
  import Glibc
#endif

/// The lines Carousel tells its user on standard error: one service per process, made once
/// from the options and handed to each part that has something to say (or a ``scoped(_:)``
/// copy of it).
///
/// Every line starts with ``programPrefix`` (written here alone), then the scope, if any
/// (`carousel: mqtt: connected`). A line of a level below the threshold is not written
/// (`--quiet` shows errors only, `--verbose` adds info and debug). When standard error is
/// systemd's journal stream (``JournalStream``), each line starts with its syslog priority
/// (`<3>carousel: …`), so the journal records errors as errors.
///
/// Safe from any thread: each line is written whole, newline included, with one `write`.
package struct Reporter: Sendable {
  /// What every line starts with.
  package static let programPrefix = "carousel: "

  /// Receives each line shown, whole, without its newline.
  private let sink: @Sendable (String) -> Void
  private let threshold: ReportLevel
  private let prefix: String
  private let marksLevels: Bool

  /// The process's reporter: lines on `descriptor` (standard error), with the journal's
  /// `<N>` when `environment`'s `JOURNAL_STREAM` names the file open on it.
  package init(
    threshold: ReportLevel = ReportLevel.standardThreshold, environment: [String: String],
    descriptor: Int32 = STDERR_FILENO
  ) {
    let isJournal = JournalStream.isJournal(
      environment[JournalStream.variable], descriptor: descriptor)
    self.init(threshold: threshold, marksLevels: isJournal) { line in
      Self.write(line, to: descriptor)
    }
  }

  /// A reporter that hands each line shown to `sink` (tests), `<N>` first when `marksLevels`.
  package init(
    threshold: ReportLevel = ReportLevel.standardThreshold, marksLevels: Bool = false,
    sink: @escaping @Sendable (String) -> Void
  ) {
    self.init(sink: sink, threshold: threshold, prefix: Self.programPrefix, marks: marksLevels)
  }

  private init(
    sink: @escaping @Sendable (String) -> Void, threshold: ReportLevel, prefix: String,
    marks: Bool
  ) {
    self.sink = sink
    self.threshold = threshold
    self.prefix = prefix
    marksLevels = marks
  }

  /// A reporter that says nothing (tests that do not look at the lines).
  package static let silent = Reporter(threshold: .error) { _ in }

  /// The same reporter, its lines naming `scope` after the program (`carousel: mqtt: …`).
  package func scoped(_ scope: String) -> Reporter {
    Reporter(sink: sink, threshold: threshold, prefix: prefix + scope + ": ", marks: marksLevels)
  }

  /// Whether a line of `level` is written (to skip making a costly one).
  package func shows(_ level: ReportLevel) -> Bool {
    level.passes(threshold)
  }

  /// Writes `text` as one line of `level`, unless the threshold hides it.
  package func report(_ level: ReportLevel, _ text: String) {
    guard shows(level) else { return }
    sink((marksLevels ? "<\(level.rawValue)>" : "") + prefix + text)
  }

  /// Something the user asked for cannot be done.
  package func error(_ text: String) { report(.error, text) }
  /// Something is off, and the show goes on.
  package func warning(_ text: String) { report(.warning, text) }
  /// What the user is told without asking.
  package func notice(_ text: String) { report(.notice, text) }
  /// Progress, shown with `--verbose`.
  package func info(_ text: String) { report(.info, text) }
  /// Detail, shown with `--verbose`.
  package func debug(_ text: String) { report(.debug, text) }

  /// Writes `line` and a newline with one `write` (again for the rest, should it be cut).
  private static func write(_ line: String, to descriptor: Int32) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
