import SystemKit

/// What a source says on standard error after each refresh: a failure once (not again while
/// the source keeps failing, even with other reasons), its recovery once, and, with
/// `--verbose`, what each good refresh did and each failure after the first.
package struct SourceAnnouncer: Sendable {
  /// The source, as lines name it.
  package let name: String
  /// Whether the last refresh failed.
  package private(set) var isFailing = false

  package init(name: String) {
    self.name = name
  }

  /// The lines for `report`, a refresh's outcome; the next retry is `retry` seconds away.
  package mutating func lines(for report: SyncReport, retry: Double) -> [(ReportLevel, String)] {
    guard let failure = report.failure else {
      defer { isFailing = false }
      let done =
        "\(name): \(report.fetched) fetched, \(report.removed) removed, \(report.kept) unchanged"
      return isFailing
        ? [(.notice, "\(name): reachable again; " + done)] : [(.info, done)]
    }
    guard !failure.isCancelled else { return [] }
    guard !isFailing else { return [(.debug, "\(name): still failing: \(failure.message)")] }
    isFailing = true
    return [
      (
        .warning,
        "\(name): \(failure.message); showing the \(report.held) pictures of the mirror, "
          + "trying again in \(Int(retry.rounded())) s"
      )
    ]
  }
}
