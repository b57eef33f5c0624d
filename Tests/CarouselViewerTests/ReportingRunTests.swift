import Foundation
import TestSupport
import Testing

/// The real binary's standard error: `--quiet` and `--verbose`, both refused together, and the
/// journal's `<N>` priorities when standard error is the stream `JOURNAL_STREAM` names.
@Suite("Reporting", .serialized)
struct ReportingRunTests {
  /// A frame whose state file is damaged (a warning at the start) showing a PNG that is not one
  /// (an error).
  ///
  /// Returns the arguments of a headless run of it and its environment; the folder is removed
  /// when it goes, so keep it until the run has ended.
  static func frame() throws -> (
    folder: TemporaryFolder, arguments: [String], environment: [String: String]
  ) {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("state-home/carousel"), withIntermediateDirectories: true)
    try folder.write(
      Array("carousel state 1\nflavour x\n".utf8), to: "state-home/carousel/default.state")
    let bad = try folder.write("broken.png", bytes: Array("not a picture".utf8))
    return (
      folder, ["--headless", "--size", "64x36", "--frames", "2", bad],
      CarouselProcess.isolatedEnvironment(in: folder)
    )
  }

  static func lines(_ result: CarouselProcess.Result) -> [String] {
    result.standardError.split(separator: "\n").map(String.init)
  }

  @Test("by default a warning (a state file set aside) and an error (a broken file) are said")
  func defaultSaysWarningsAndErrors() throws {
    let (folder, arguments, environment) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    let result = try CarouselProcess.run(arguments, environment: environment)
    #expect(result.status == 0)
    let lines = Self.lines(result)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("carousel: the state file ") })
    #expect(lines.contains { $0.hasPrefix("carousel: cannot show ") && $0.contains("broken.png") })
    #expect(!lines.contains { $0.contains("decoder processes") }, "no progress by default")
  }

  @Test("--quiet: the error only, not the warning")
  func quietSaysErrorsOnly() throws {
    let (folder, arguments, environment) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    let result = try CarouselProcess.run(["--quiet"] + arguments, environment: environment)
    #expect(result.status == 0)
    let lines = Self.lines(result)
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("carousel: cannot show ") == true)
  }

  @Test("--verbose: progress too (the decoder processes ready), and the usual lines")
  func verboseAddsProgress() throws {
    let (folder, arguments, environment) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    let result = try CarouselProcess.run(["--verbose"] + arguments, environment: environment)
    #expect(result.status == 0)
    let lines = Self.lines(result)
    #expect(lines.contains { $0.hasPrefix("carousel: decoders: the first of ") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("carousel: the state file ") })
    #expect(lines.contains { $0.hasPrefix("carousel: cannot show ") })
  }

  @Test("--quiet with --verbose: exit 2, naming both and what each does")
  func quietWithVerboseExitsTwo() throws {
    let (folder, arguments, environment) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    let result = try CarouselProcess.run(
      ["--quiet", "--verbose"] + arguments, environment: environment)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "carousel: options --quiet and --verbose cannot be used together: --quiet says errors "
          + "only"))
    #expect(Self.lines(result).count == 1)
  }

  @Test("under systemd (stderr is JOURNAL_STREAM's file): <3> on the error, <4> on the warning")
  func journalPriorities() throws {
    let (folder, arguments, environment) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    let result = try CarouselProcess.run(arguments, environment: environment, errorIsJournal: true)
    #expect(result.status == 0)
    let lines = Self.lines(result)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("<4>carousel: the state file ") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("<3>carousel: cannot show ") }, "\(lines)")
  }

  @Test("JOURNAL_STREAM naming another file (stderr redirected): plain lines")
  func journalElsewhere() throws {
    let (folder, arguments, given) = try Self.frame()
    defer { withExtendedLifetime(folder) {} }
    var environment = given
    environment["JOURNAL_STREAM"] = "1:2"
    let result = try CarouselProcess.run(["--verbose"] + arguments, environment: environment)
    #expect(result.status == 0)
    #expect(Self.lines(result).allSatisfy { $0.hasPrefix("carousel: ") }, "\(result.standardError)")
  }
}
