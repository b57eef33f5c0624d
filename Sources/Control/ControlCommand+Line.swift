import SystemKit

// MARK: - Commands as lines (the control socket, `--send`, replays)

extension ControlCommand {
  /// Parses one line (without its newline).
  ///
  /// Commands are single words, case-insensitive, with surrounding spaces ignored; `goto` and
  /// `unhide` take the rest of the line.
  /// - Throws: a message naming the line and the accepted commands.
  package init(line: String) throws(ControlError) {
    guard line.utf8.count <= ControlConstants.longestCommand else {
      throw ControlError("a command is at most \(ControlConstants.longestCommand) bytes")
    }
    let text = line.trimmingWhitespace()
    let word = text.prefix { !$0.isWhitespace }
    let rest = text.dropFirst(word.count).trimmingBlanks()
    try self.init(word: String(word), argument: rest)
  }

  /// The command `word` names (any case), with the text after it (empty when none).
  init(word: String, argument: String) throws(ControlError) {
    let name = word.lowercased()
    if let command = Self.simple.first(where: { $0.word == name })?.command {
      guard argument.isEmpty else { throw ControlError("'\(name)' takes nothing after it") }
      self = command
    } else if name == "goto" {
      self = .goto(try Target(text: argument))
    } else if name == "unhide" {
      guard !argument.isEmpty else {
        throw ControlError("unhide needs the file name or path of a hidden picture")
      }
      self = .unhide(argument)
    } else if name == "display" {
      self = .display(try DisplayRequest(text: argument))
    } else if word.isEmpty {
      throw ControlError("empty command; expected one of \(Self.synopsis)")
    } else {
      throw ControlError("unknown command '\(word)'; expected one of \(Self.synopsis)")
    }
  }
}

extension DisplayRequest {
  /// The request `display` names: `on`, `off` or `auto`, in any case.
  init(text: String) throws(ControlError) {
    guard let request = Self(rawValue: text.lowercased()) else {
      let problem = text.isEmpty ? "display needs" : "display: '\(text)' is not"
      throw ControlError("\(problem) one of on, off, auto")
    }
    self = request
  }
}

extension ControlCommand.Target {
  /// The target `goto` names: a number from 1 (negative from the end), else a name.
  init(text: String) throws(ControlError) {
    guard !text.isEmpty else {
      throw ControlError("goto needs a picture number (1 is the first, -1 the last) or a name")
    }
    if let number = Int(text) {
      try self.init(number: number)
    } else {
      self = .name(text)
    }
  }

  /// A picture number, refusing 0 (pictures are numbered from 1).
  init(number: Int) throws(ControlError) {
    guard number != 0 else { throw ControlError("goto: pictures are numbered from 1") }
    self = .number(number)
  }
}
