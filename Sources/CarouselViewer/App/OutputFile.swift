import FoundationEssentials
import SystemKit

/// Files Carousel writes on request (`--screenshot`, `--trace`, `--record`, `--memory-report`),
/// checked before anything runs, so a typo costs no rendering and exits 2 like any wrong option.
package enum OutputFile {
  /// Why `path` cannot be written, or nil when its folder exists and is writable and the path
  /// is not a folder itself.
  static func problem(with path: String) -> String? {
    var isFolder = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder { return "it is a folder" }
      return FileManager.default.isWritableFile(atPath: path) ? nil : "permission denied"
    }
    let folder = PathText.folder(of: path)
    let parent = folder.isEmpty ? "." : folder
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder),
      isFolder
    else { return "no folder '\(parent)'" }
    return FileManager.default.isWritableFile(atPath: parent) ? nil : "folder not writable"
  }

  /// The first output option of `options` that cannot be written, as a message naming it.
  static func firstProblem(in options: Options) -> String? {
    let outputs: [(String, String?)] = [
      ("--screenshot", options.screenshotPath), ("--trace", options.tracePath),
      ("--record", options.recordPath), ("--memory-report", options.memoryReportPath),
    ]
    for case (let option, let path?) in outputs {
      if let problem = problem(with: path) {
        return "option \(option): cannot write '\(path)': \(problem)"
      }
    }
    return nil
  }
}
