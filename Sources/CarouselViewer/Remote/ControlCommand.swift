import Foundation

/// One line of the control protocol: what `--control`'s socket, `carousel --send` and a
/// replay's "control" records say.
///
/// Commands are single words, case-insensitive, with surrounding spaces ignored; `goto` takes
/// the rest of the line. The answer is `ok`, the status line, or `error: …`.
package enum ControlCommand: Equatable, Sendable {
  case next
  case previous
  /// Shows a picture: by number (1 is the first, -1 the last) or by file name or path.
  case goto(Target)
  /// Stops the slideshow.
  case pause
  /// Starts the slideshow.
  case play
  /// Reads the files, folders and settings again (as SIGHUP does).
  case reload
  /// Answers one JSON line: the current picture's number and name, the count, and whether
  /// the slideshow is paused.
  case status
  case quit

  /// Where `goto` goes.
  package enum Target: Equatable, Sendable {
    /// A picture number: 1 is the first, -1 the last; never 0.
    case number(Int)
    /// A file name (the last path component) or the whole path as shown.
    case name(String)
  }

  /// The words the protocol knows, for messages.
  package static let synopsis = "next, previous, goto N|NAME, pause, play, reload, status, quit"

  /// Parses one line (without its newline).
  ///
  /// - Throws: a message naming the line and the accepted commands.
  package init(line: String) throws(ControlError) {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let word = text.prefix { !$0.isWhitespace }
    let rest = text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
    let simple: [String: ControlCommand] = [
      "next": .next, "previous": .previous, "pause": .pause, "play": .play, "reload": .reload,
      "status": .status, "quit": .quit,
    ]
    let name = word.lowercased()
    if let command = simple[name] {
      guard rest.isEmpty else { throw ControlError("'\(name)' takes nothing after it") }
      self = command
    } else if name == "goto" {
      self = .goto(try Self.target(rest))
    } else if text.isEmpty {
      throw ControlError("empty command; expected one of \(Self.synopsis)")
    } else {
      throw ControlError("unknown command '\(word)'; expected one of \(Self.synopsis)")
    }
  }

  private static func target(_ text: String) throws(ControlError) -> Target {
    guard !text.isEmpty else {
      throw ControlError("goto needs a picture number (1 is the first, -1 the last) or a name")
    }
    if let number = Int(text) {
      guard number != 0 else { throw ControlError("goto: pictures are numbered from 1") }
      return .number(number)
    }
    return .name(text)
  }
}

/// A control line that cannot be obeyed; the message says why (sent as `error: MESSAGE`).
package struct ControlError: Error, Equatable {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}
