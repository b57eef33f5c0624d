import Control
import Localization

extension Options {
  /// Parses the arguments after the program name, with the options of ``OptionTable``, and
  /// reads no config file (tests, and `--help`).
  ///
  /// Options and paths may be mixed; `--` ends the options. `--name=value` and `--name value`
  /// are both accepted; a switch takes a value only in the first form (`--kiosk=no`).
  package static func parse(_ arguments: [String]) throws(OptionsError) -> Command {
    try parse(arguments, environment: nil)
  }

  /// Parses the arguments over the config file; the command line wins over the file.
  ///
  /// The file is `--config FILE`, else the usual one found through `environment`
  /// (``ConfigFile/defaultPath(environment:)``), unless `--no-config`; a nil `environment`
  /// reads none.
  package static func parse(_ arguments: [String], environment: [String: String]?)
    throws(OptionsError) -> Command
  {
    let line = try CommandLineOptions(arguments)
    if let command = line.command { return command }
    var options = Options()
    var commandLine = Options()
    for (spec, value, name) in line.settings {
      try spec.apply(value, to: &commandLine, subject: localized("option %s", name))
    }
    if let environment, !commandLine.ignoresConfig {
      if let path = commandLine.configPath {
        try ConfigFile.read(path: path, required: true)?.apply(to: &options)
      } else if let path = ConfigFile.defaultPath(environment: environment) {
        try ConfigFile.read(path: path, required: false)?.apply(to: &options)
      }
    }
    for (spec, value, name) in line.settings {
      try spec.apply(value, to: &options, subject: localized("option %s", name))
    }
    // The command line's --quiet or --verbose wins over the file's other one.
    if commandLine.isQuiet, !commandLine.isVerbose { options.isVerbose = false }
    if commandLine.isVerbose, !commandLine.isQuiet { options.isQuiet = false }
    options.paths = line.paths
    try options.validate()
    return .run(options)
  }

  /// The rules between options.
  private func validate() throws(OptionsError) {
    if isQuiet, isVerbose {
      throw OptionsError(
        message: "options --quiet and --verbose cannot be used together: --quiet says errors "
          + "only, --verbose adds progress to the usual lines; give one of them")
    }
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
    if shuffleSeed != nil, !isShuffled {
      throw OptionsError(message: "option --seed needs --shuffle")
    }
    if shuffleWeight != nil, !isShuffled {
      throw OptionsError(message: "option --shuffle-weight needs --shuffle")
    }
    if let name = stateName, !InstanceFiles.isValidName(name) {
      throw OptionsError(
        message: "option --state-name takes 1 to \(InstanceFiles.longestName) letters, digits, "
          + "'.', '_' and '-', not starting with '.', not '\(name)'")
    }
    if let from = takenAfter, let before = takenBefore, before <= from {
      throw OptionsError(
        message: "option --taken-before \(before) leaves nothing after --taken-after \(from)")
    }
    if syncOffset != nil, !isSynced {
      throw OptionsError(message: "option --sync-offset needs --sync")
    }
    if isSynced, startPicture != nil {
      throw OptionsError(
        message: "option --start cannot be used with --sync: the time of day chooses the picture")
    }
    try validateSurfaces()
    try validateSources()
    try validateHTTP()
  }

  /// The rules of the web server's options.
  private func validateHTTP() throws(OptionsError) {
    let needsHTTP: [(String, Bool)] = [
      ("--http-password-file", httpPasswordFile != nil),
      ("--http-cert", httpCertificateFile != nil),
      ("--http-key", httpKeyFile != nil), ("--upload-dir", uploadFolder != nil),
    ]
    guard let address = httpAddress else {
      if let (name, _) = needsHTTP.first(where: \.1) {
        throw OptionsError(message: "option \(name) needs --http [ADDRESS:]PORT")
      }
      return
    }
    if isHeadless {
      throw OptionsError(
        message: "option --http serves a live carousel and cannot be used with --headless")
    }
    if (httpCertificateFile == nil) != (httpKeyFile == nil) {
      throw OptionsError(message: "options --http-cert and --http-key go together")
    }
    if !address.isLoopback, httpPasswordFile == nil {
      throw OptionsError(
        message: "option --http: listening on \(address.host), beyond this machine, needs a "
          + "password: --http-password-file FILE (a file, so that ps never shows it)")
    }
  }
}

/// The command line split into options (each with its value as typed) and paths, before any
/// value is applied, so that the config file can be read first and the command line win.
///
/// Short switches bundle (`-rf` is `-r -f`), and with `--send` everything from the command's
/// first word on belongs to the command (`--send PATH goto -1`).
struct CommandLineOptions {
  /// A command that ends parsing (`--help`, `--version`), if one was given.
  private(set) var command: Command?
  /// Each option given, in order, with its value and the name it was given by.
  private(set) var settings: [(OptionSpec, String?, String)] = []
  private(set) var paths: [String] = []

  init(_ arguments: [String]) throws(OptionsError) {
    var remaining = arguments[...]
    var sends = false
    while let argument = remaining.popFirst() {
      if argument == "--" {
        paths.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        // The command `--send` carries: its words are not options, whatever they look like.
        if sends {
          paths.append(contentsOf: remaining)
          break
        }
        continue
      }
      for (spec, name, inlineValue) in try Self.options(in: argument) {
        if case .command(let command) = spec.binding {
          self.command = command
          return
        }
        var value = inlineValue
        if case .textSwitch(_, let looksLikeValue) = spec.binding, value == nil,
          let next = remaining.first, looksLikeValue(next)
        {
          value = remaining.removeFirst()
        }
        // A counting switch takes the number that follows it, if one does.
        if case .countingSwitch = spec.binding, value == nil, let next = remaining.first,
          !next.isEmpty, next.allSatisfy({ $0.isASCII && $0.isNumber })
        {
          value = remaining.popFirst()
        }
        if spec.takesValue, value == nil {
          guard let next = remaining.popFirst() else {
            throw OptionsError(message: "option \(name) needs a value")
          }
          value = next
        }
        if spec.name == "--send" { sends = true }
        settings.append((spec, value, name))
      }
    }
  }

  /// The options one argument names, each with the name it was given by and its `=value`:
  /// one for `--name[=value]` and `-f`, one per letter for a bundle of short ones (`-rf`).
  private static func options(in argument: String) throws(OptionsError)
    -> [(OptionSpec, String, String?)]
  {
    let (name, inlineValue) = split(argument)
    if let spec = OptionTable.option(named: name) { return [(spec, name, inlineValue)] }
    guard !argument.hasPrefix("--"), argument.count > 2 else { throw unknown(name) }
    var bundled: [(OptionSpec, String, String?)] = []
    for letter in argument.dropFirst() {
      let short = "-\(letter)"
      guard let spec = OptionTable.option(named: short) else { throw unknown(short, in: argument) }
      // Only the last of a bundle may take a value (the next argument), as getopt has it.
      if spec.takesValue, bundled.count < argument.count - 2 {
        throw OptionsError(
          message: "option \(short) needs a value and must end the bundle \(argument)")
      }
      bundled.append((spec, short, nil))
    }
    return bundled
  }

  private static func unknown(_ name: String, in bundle: String? = nil) -> OptionsError {
    let place = bundle.map { " (in \($0))" } ?? ""
    return OptionsError(
      message: "unknown option \(name)\(place); see 'carousel --help' for the list")
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
