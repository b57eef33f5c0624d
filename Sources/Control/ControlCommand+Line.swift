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
    } else if name == "seek" {
      self = .seek(try SeekTarget(text: argument))
    } else if name == "volume" {
      self = .volume(try Self.percent(argument))
    } else if word.isEmpty {
      throw ControlError("empty command; expected one of \(Self.synopsis)")
    } else {
      throw ControlError("unknown command '\(word)'; expected one of \(Self.synopsis)")
    }
  }
}

extension ControlCommand {
  /// The percent `volume` takes: a whole number from 0 to 100.
  static func percent(_ text: String) throws(ControlError) -> Int {
    guard text.utf8.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let percent = Int(text), (0...100).contains(percent)
    else {
      let problem = text.isEmpty ? "volume needs" : "volume: '\(text)' is not"
      throw ControlError("\(problem) a whole percent from 0 to 100")
    }
    return percent
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

extension ControlCommand.SeekTarget {
  /// The target `seek` names: `SECONDS` (a decimal number, at least 0) after the first frame,
  /// or `+SECONDS` / `-SECONDS` from where the clip is.
  init(text: String) throws(ControlError) {
    let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
    let digits = sign == nil ? Substring(text) : text.dropFirst()
    // A decimal number (an exponent allowed, as JSON writes small ones): no "inf", "nan" or
    // hexadecimal, which Double(_:) would take.
    let isDecimal =
      digits.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
      && digits.allSatisfy { $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }
    guard isDecimal, let seconds = Double(digits), seconds.isFinite, seconds >= 0,
      seconds <= ControlConstants.longestSeek
    else {
      throw ControlError(
        "seek needs seconds after the clip's start, or +SECONDS or -SECONDS from where it is")
    }
    switch sign {
    case "+": self = .by(seconds)
    case "-": self = .by(-seconds)
    default: self = .to(seconds)
    }
  }
}
