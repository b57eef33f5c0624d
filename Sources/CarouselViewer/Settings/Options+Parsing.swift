extension Options {
  /// The accepted slideshow intervals, in seconds: longer than the 0.6 s transition, at most a
  /// day.
  static let slideshowIntervals = 1.0...86_400

  /// Parses the arguments after the program name, with the options of ``OptionTable``.
  ///
  /// Options and paths may be mixed; `--` ends the options. `--name=value` and `--name value`
  /// are both accepted.
  package static func parse(_ arguments: [String]) throws(OptionsError) -> Command {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        options.paths.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        options.paths.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let spec = OptionTable.option(named: name) else {
        throw OptionsError(message: "unknown option \(name); see 'carousel --help' for the list")
      }
      if case .command(let command) = spec.binding { return command }
      var value = inlineValue
      if spec.takesValue, value == nil {
        guard let next = remaining.popFirst() else {
          throw OptionsError(message: "option \(name) needs a value")
        }
        value = next
      }
      try spec.apply(value, to: &options, subject: "option \(name)")
    }
    try options.validate()
    return .run(options)
  }

  /// The rules between options.
  private func validate() throws(OptionsError) {
    if !isHeadless, screenshotPath != nil {
      throw OptionsError(message: "option --screenshot needs --headless")
    }
    if !isHeadless, replayPath != nil {
      throw OptionsError(
        message: "option --replay needs --headless (replays run on the virtual clock)")
    }
    if replayPath == nil, tracePath != nil {
      throw OptionsError(message: "option --trace needs --replay FILE")
    }
    if replayPath == nil, tracesFrames {
      throw OptionsError(message: "option --trace-frames needs --replay FILE")
    }
    if sendPath != nil, paths.isEmpty {
      throw OptionsError(
        message: "option --send needs a command after its PATH: \(ControlCommand.synopsis)")
    }
    if isHeadless, recordPath != nil {
      throw OptionsError(
        message: "option --record records live input and cannot be used with --headless")
    }
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
