/// Why a clip cannot be played (on): its file and the reason, for one line of the app's.
package struct ClipError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's name as shown to the user.
  package let file: String
  /// What went wrong, in a few words, on one line.
  package let reason: String

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// "NAME: REASON", one line.
  package var description: String { "\(file): \(reason)" }
}
