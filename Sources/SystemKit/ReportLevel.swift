/// How much a line on standard error matters, most to least; the raw value is its syslog
/// priority, which the journal records (sd-daemon(3): `<3>` error … `<7>` debug).
package enum ReportLevel: Int, CaseIterable, Sendable {
  /// Something the user asked for cannot be done (a file that cannot be shown, a server that
  /// cannot start).
  case error = 3
  /// Something is off but the show goes on as asked (a picture shown without its sidecar, a
  /// state file set aside).
  case warning = 4
  /// What a user sees today without asking: where the web page is, a broker connected.
  case notice = 5
  /// Progress, under `--verbose`: the decoders started, a surface connected.
  case info = 6
  /// Detail for finding a problem, under `--verbose`.
  case debug = 7

  /// Whether a line of this level passes `threshold` (the least important level shown).
  package func passes(_ threshold: ReportLevel) -> Bool {
    rawValue <= threshold.rawValue
  }

  /// The least important level shown by default: errors, warnings and notices.
  package static let standardThreshold = ReportLevel.notice
  /// The least important level `--quiet` shows: errors only.
  package static let quietThreshold = ReportLevel.error
  /// The least important level `--verbose` shows: everything.
  package static let verboseThreshold = ReportLevel.debug
}
