/// Why a clip cannot be played (on): its file and the reason, for one line of the app's.
package struct ClipError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's name as shown to the user.
  package let file: String
  /// What went wrong, in a few words, on one line.
  package let reason: String

  /// Whether the worker was stopped from outside (SIGTERM, SIGINT or SIGHUP: the viewer is
  /// being stopped too, by the same signal to its group): nothing the user needs to hear.
  package let isStop: Bool

  package init(file: String, reason: String, isStop: Bool = false) {
    self.file = file
    self.reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
    self.isStop = isStop
  }

  /// "NAME: REASON", one line.
  package var description: String { "\(file): \(reason)" }
}
