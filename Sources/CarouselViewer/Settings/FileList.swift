import FoundationEssentials
import SystemKit

/// The paths of a `--filelist` file: one a line, `PATH<TAB>SECS` for a picture with its own
/// slideshow interval; empty lines and lines starting with `#` are skipped.
///
/// Relative paths are relative to the list's folder (to the current folder for standard
/// input, `-`), so a list can travel with its pictures.
package struct FileList: Equatable {
  /// The paths, in order.
  package private(set) var paths: [String] = []
  /// The intervals the list gives, in s, by path.
  package private(set) var durations: [String: Double] = [:]

  /// An empty list.
  package init() {}

  /// Reads the list at `path` ("-": `standardInput`).
  /// - Throws: when it cannot be read, or a line's seconds are wrong (naming the line).
  package static func read(path: String, standardInput: () -> Data) throws(OptionsError)
    -> FileList
  {
    let data: Data
    if path == "-" {
      data = standardInput()
    } else {
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw OptionsError(message: "option --filelist: cannot read '\(path)'")
      }
      data = contents
    }
    let base = path == "-" ? nil : PathText.folder(of: path)
    return try FileList(text: String(decoding: data, as: UTF8.self), name: path, base: base)
  }

  /// Parses `text`, named `name` in messages; relative paths are taken from `base`.
  package init(text: String, name: String, base: String?) throws(OptionsError) {
    for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = raw
      if line.isEmpty || line.hasPrefix("#") { continue }
      var entry = String(line)
      var seconds: Double?
      if let tab = line.lastIndex(of: "\t") {
        let text = line[line.index(after: tab)...]
        guard let value = PictureDurations.seconds(text) else {
          throw OptionsError(
            message: "\(name):\(offset + 1): the seconds after the tab must be from 0.1 to "
              + "\(CivilTime.secondsPerDay) (for example 12.5), not '\(text)'")
        }
        seconds = value
        entry = String(line[..<tab])
      }
      if let base, !base.isEmpty, !entry.hasPrefix("/") { entry = base + "/" + entry }
      paths.append(entry)
      if let seconds { durations[entry] = seconds }
    }
  }
}
