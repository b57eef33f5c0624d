import Foundation
import Testing

@testable import SystemKit

/// The process's reporter: which levels each threshold writes, the program's prefix written
/// once, scopes, and the journal's `<N>` only when standard error is the journal's stream.
@Suite("Reporter")
struct ReporterTests {
  /// A reporter at `threshold` whose lines are kept, and the lines.
  static func collecting(_ threshold: ReportLevel) -> (Reporter, Locked<[String]>) {
    let lines = Locked<[String]>([])
    let reporter = Reporter(threshold: threshold) { line in lines.withLock { $0.append(line) } }
    return (reporter, lines)
  }

  /// Says one line of each level, most important first.
  static func sayEveryLevel(_ reporter: Reporter) {
    reporter.error("e")
    reporter.warning("w")
    reporter.notice("n")
    reporter.info("i")
    reporter.debug("d")
  }

  @Test(
    "the default writes errors, warnings and notices; --quiet errors; --verbose everything",
    arguments: [
      (ReportLevel.standardThreshold, ["e", "w", "n"]), (ReportLevel.quietThreshold, ["e"]),
      (ReportLevel.verboseThreshold, ["e", "w", "n", "i", "d"]),
    ])
  func thresholds(threshold: ReportLevel, shown: [String]) {
    let (reporter, lines) = Self.collecting(threshold)
    Self.sayEveryLevel(reporter)
    #expect(lines.withLock { $0 } == shown.map { "carousel: \($0)" })
    #expect(ReportLevel.allCases.filter(reporter.shows).count == shown.count)
  }

  @Test("the levels are syslog's priorities: error 3, warning 4, notice 5, info 6, debug 7")
  func syslogPriorities() {
    #expect(ReportLevel.allCases.map(\.rawValue) == [3, 4, 5, 6, 7])
  }

  @Test("the program's prefix once, then each scope: carousel: mqtt: …")
  func prefixAndScopes() {
    let (reporter, lines) = Self.collecting(.debug)
    reporter.error("plain")
    reporter.scoped("mqtt").warning("connected")
    reporter.scoped("option --send").scoped("more").notice("deep")
    reporter.report(.info, "carousel: given")  // the text is not looked at
    #expect(
      lines.withLock { $0 } == [
        "carousel: plain", "carousel: mqtt: connected", "carousel: option --send: more: deep",
        "carousel: carousel: given",
      ])
  }

  @Test("a scoped reporter keeps its threshold")
  func scopeKeepsThreshold() {
    let (reporter, lines) = Self.collecting(.error)
    reporter.scoped("http").warning("hidden")
    reporter.scoped("http").error("shown")
    #expect(lines.withLock { $0 } == ["carousel: http: shown"])
  }

  /// The text a reporter on a file's descriptor writes, with `JOURNAL_STREAM` set to `stream`
  /// (nil: unset; `nil` in the closure's argument: the file's own identity).
  static func written(journal: (_ own: String) -> String?) throws -> String {
    let path = NSTemporaryDirectory() + "carousel-reporter-\(UUID().uuidString)"
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    let own = try #require(JournalStream.value(for: descriptor))
    var environment: [String: String] = [:]
    environment[JournalStream.variable] = journal(own)
    let reporter = Reporter(threshold: .debug, environment: environment, descriptor: descriptor)
    sayEveryLevel(reporter)
    reporter.scoped("mqtt").warning("lost the broker")
    close(descriptor)
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("on the journal's stream each line starts with its priority, <3> to <7>")
  func journalPrefixes() throws {
    let text = try Self.written { $0 }
    #expect(
      text
        == "<3>carousel: e\n<4>carousel: w\n<5>carousel: n\n<6>carousel: i\n<7>carousel: d\n"
        + "<4>carousel: mqtt: lost the broker\n")
  }

  @Test(
    "no priority when JOURNAL_STREAM is unset, names another file, or is not DEV:INO",
    arguments: ["unset", "other", "garbage", "half"])
  func noJournalPrefixes(stream: String) throws {
    let text = try Self.written { own in
      let parts = own.split(separator: ":")
      switch stream {
      case "other": return "\(parts[0]):\(UInt64(parts[1])! + 1)"
      case "garbage": return "journal"
      case "half": return String(parts[0])
      default: return nil
      }
    }
    #expect(
      text
        == "carousel: e\ncarousel: w\ncarousel: n\ncarousel: i\ncarousel: d\n"
        + "carousel: mqtt: lost the broker\n")
  }

  @Test("the journal is recognised by its DEV:INO alone")
  func journalIdentity() throws {
    let descriptor = open("/dev/null", O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let own = try #require(JournalStream.value(for: descriptor))
    #expect(JournalStream.isJournal(own, descriptor: descriptor))
    #expect(!JournalStream.isJournal(nil, descriptor: descriptor))
    #expect(!JournalStream.isJournal(own + ":1", descriptor: descriptor))
    #expect(!JournalStream.isJournal(own, descriptor: -1))
  }
}
