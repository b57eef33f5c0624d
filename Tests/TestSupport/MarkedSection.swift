import Foundation

/// A part of a repository document made from code: the lines between a start marker line and
/// an end marker line (the README's option, key, format and module tables).
///
/// A test compares the part with what the code renders now; with `CAROUSEL_RECORD_README=1` it
/// writes the rendering in instead (and the test says so as a failure, to be run again).
public struct MarkedSection {
  /// What ``check(_:)`` found.
  public enum Outcome: Equatable {
    /// The document holds exactly the rendering.
    case current
    /// The document holds something else between its markers.
    case outdated
    /// The rendering was written into the document (a recording run).
    case rewritten
    /// The markers are not there exactly once each, in order: why, in words.
    case unmarked(String)
  }

  /// The document, relative to the repository root.
  public let document: String
  /// The line before the part, and the line after it.
  public let start: String
  public let end: String

  public init(_ document: String, start: String, end: String) {
    self.document = document
    self.start = start
    self.end = end
  }

  /// Compares the part with `rendering` (its lines, without the markers), or writes
  /// `rendering` in when recording.
  /// - Throws: when the document cannot be read or written.
  public func check(_ rendering: String) throws -> Outcome {
    let path = RepositoryPath.appending(document)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let parts = text.components(separatedBy: start + "\n")
    guard parts.count == 2 else { return .unmarked("\(document) has no \(start) line (once)") }
    let rest = parts[1].components(separatedBy: "\n" + end)
    guard rest.count == 2 else { return .unmarked("\(document) has no \(end) line (once)") }
    guard Environment.value("CAROUSEL_RECORD_README") == "1" else {
      return rest[0] == rendering ? .current : .outdated
    }
    let updated = parts[0] + start + "\n" + rendering + "\n" + end + rest[1]
    try updated.write(toFile: path, atomically: true, encoding: .utf8)
    return .rewritten
  }
}
