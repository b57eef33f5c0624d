import PictureKit
import ReplayFormat
import SDLKit

extension Options {
  /// The largest window or screenshot side accepted, in pixels (``Window/largestSide``).
  static let maximumSide = Window.largestSide
  /// The most headless frames accepted: a simulated day at 60 Hz.
  static let maximumFrames = ReplayRecord.maximumFrames

  /// Parses the arguments after the program name.
  ///
  /// Options and paths may be mixed; `--` ends the options. `--name=value` and `--name value`
  /// are both accepted.
  public static func parse(_ arguments: [String]) throws(OptionsError) -> Command {
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
      func value() throws(OptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw OptionsError(message: "option \(name) needs a value")
        }
        return next
      }
      switch name {
      case "-h", "--help": return .showHelp
      case "--version": return .showVersion
      case "--headless": options.isHeadless = true
      case "-f", "--fullscreen": options.isFullscreen = true
      case "--size": options.windowSize = try parseSize(try value(), option: name)
      case "--frames":
        options.frameCount = try parseInteger(try value(), option: name, in: 1...maximumFrames)
      case "--screenshot": options.screenshotPath = try value()
      case "--replay": options.replayPath = try nonEmpty(try value(), option: name)
      case "--trace": options.tracePath = try nonEmpty(try value(), option: name)
      case "--trace-frames": options.tracesFrames = true
      case "--record": options.recordPath = try nonEmpty(try value(), option: name)
      case "-r", "--recursive": options.isRecursive = true
      case "--cache-mb":
        options.cacheMegabytes = try parseInteger(
          try value(), option: name, in: PipelineConstants.cacheMegabytesRange)
      case "--memory-report": options.memoryReportPath = try nonEmpty(try value(), option: name)
      case "--slideshow":
        options.slideshowInterval = try parseSeconds(try value(), option: name)
      case "--prefetch":
        options.prefetchDistance = try parseInteger(
          try value(), option: name, in: PipelineConstants.prefetchDistanceRange)
      case "--max-megapixels":
        options.maximumMegapixels = try parseInteger(
          try value(), option: name, in: PipelineConstants.maximumMegapixelsRange)
      default:
        throw OptionsError(message: "unknown option \(name); see 'carousel --help' for the list")
      }
      if inlineValue != nil, !valueOptions.contains(name) {
        throw OptionsError(message: "option \(name) takes no value")
      }
    }
    try options.validate()
    return .run(options)
  }

  /// The options that take a value.
  private static let valueOptions: Set<String> = [
    "--size", "--frames", "--screenshot", "--replay", "--trace", "--record", "--cache-mb",
    "--max-megapixels", "--prefetch", "--slideshow",
    "--memory-report",
  ]

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
    if isHeadless, recordPath != nil {
      throw OptionsError(
        message: "option --record records live input and cannot be used with --headless")
    }
  }

  private static func nonEmpty(_ text: String, option: String) throws(OptionsError) -> String {
    guard !text.isEmpty else {
      throw OptionsError(message: "option \(option) takes a file path, not an empty string")
    }
    return text
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func parseSize(_ text: String, option: String) throws(OptionsError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let range = 1...maximumSide
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      range.contains(width), range.contains(height)
    else {
      throw OptionsError(
        message: "option \(option) takes WIDTHxHEIGHT in pixels, each 1 to \(maximumSide) "
          + "(for example 1280x720), not '\(text)'")
    }
    return Size(width: width, height: height)
  }

  /// The accepted slideshow intervals, in seconds: longer than the 0.6 s transition, at most a day.
  static let slideshowIntervals = 1.0...86_400

  private static func parseSeconds(_ text: String, option: String) throws(OptionsError) -> Double {
    // Plain decimals only: Double() would also take "0x10", "1e1" and "inf".
    let isDecimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard isDecimal, let seconds = Double(text), slideshowIntervals.contains(seconds) else {
      throw OptionsError(
        message: "option \(option) takes seconds from 1 to 86400 (for example 5 or 2.5), "
          + "not '\(text)'")
    }
    return seconds
  }

  private static func parseInteger(
    _ text: String, option: String, in range: ClosedRange<Int>
  ) throws(OptionsError) -> Int {
    guard let number = Int(text), range.contains(number) else {
      throw OptionsError(
        message: "option \(option) takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), not '\(text)'")
    }
    return number
  }
}
