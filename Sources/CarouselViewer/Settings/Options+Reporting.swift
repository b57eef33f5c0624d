import SystemKit

extension Options {
  /// The least important line the reporter writes: errors only with `--quiet`, everything with
  /// `--verbose`, else errors, warnings and notices.
  package var reportThreshold: ReportLevel {
    if isQuiet { return ReportLevel.quietThreshold }
    if isVerbose { return ReportLevel.verboseThreshold }
    return ReportLevel.standardThreshold
  }
}
