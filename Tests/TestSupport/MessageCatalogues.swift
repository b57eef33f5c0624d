import Foundation

/// The message catalogues of `po/`, built for the tests by `scripts/build-translations` (with
/// `msgfmt --check`) into a folder of their own, as a child's `CAROUSEL_LOCALEDIR`.
public enum MessageCatalogues {
  /// What a run of a tool said and how it ended.
  public struct Run: Sendable {
    public let status: Int32
    public let output: String
  }

  /// The folder holding `LANG/LC_MESSAGES/carousel.mo` for each `po/LANG.po`, built once per
  /// test process; nil when the build failed (msgfmt missing, a catalogue refused).
  public static let folder: String? = {
    guard let folder = try? TemporaryFolder() else { return nil }
    let run = Self.run(RepositoryPath.appending("scripts/build-translations"), [folder.path])
    // The folder lives as long as the process: the object is kept.
    keep.append(folder)
    return run.status == 0 ? folder.path : nil
  }()

  // Appended to only inside `folder`'s initialiser, which Swift runs once, under its own lock;
  // never read: it only keeps the folder from being removed before the process ends.
  nonisolated(unsafe) private static var keep: [TemporaryFolder] = []

  /// Runs `program` (a path, or a name on `PATH`) with `arguments` to its end: its status and
  /// its standard output and error together.
  public static func run(_ program: String, _ arguments: [String]) -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    guard (try? process.run()) != nil else { return Run(status: -1, output: "cannot start") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
