import Geometry
import Gestures
import HTTPSurface
import Localization
import PictureFiles

extension OptionSpec {
  /// Sets the option in `options` from `text`, its value as typed (nil for a switch given
  /// without one).
  ///
  /// - Parameter subject: how messages name the option (`option --size`; a config file names
  ///   its line).
  /// - Throws: a message naming `subject` and the accepted values.
  package func apply(_ text: String?, to options: inout Options, subject: String)
    throws(OptionsError)
  {
    switch binding {
    case .command:
      return
    case .flag(let keyPath):
      options[keyPath: keyPath] = try Self.switchValue(text, subject)
    case .integer(let keyPath, let range):
      options[keyPath: keyPath] = try Self.integer(try required(text, subject), subject, range)
    case .optionalInteger(let keyPath, let range):
      options[keyPath: keyPath] = try Self.integer(try required(text, subject), subject, range)
    case .choice(let choice):
      let word = try required(text, subject)
      guard choice.set(&options, word) else {
        throw OptionsError(
          message: localized("%s takes %s, not '%s'", subject, Self.list(choice.words), word))
      }
    case .color(let keyPath):
      let text = try required(text, subject)
      guard let color = ColorName.color(text) else {
        throw OptionsError(
          message: localized(
            "%s takes a colour: #RRGGBB, #RGB or one of %s, not '%s'", subject,
            Self.list(ColorName.names.map(\.0)), text))
      }
      options[keyPath: keyPath] = color
    case .chord(let keyPath):
      options[keyPath: keyPath] = try Self.chord(try required(text, subject), subject)
    case .seconds(let keyPath, let range):
      options[keyPath: keyPath] = try Self.seconds(try required(text, subject), subject, range)
    case .size(let keyPath, let range):
      options[keyPath: keyPath] = try Self.size(try required(text, subject), subject, range)
    case .path(let keyPath):
      let path = try required(text, subject)
      guard !path.isEmpty else {
        throw OptionsError(
          message: localized("%s takes a file path, not an empty string", subject))
      }
      options[keyPath: keyPath] = path
    case .caption(let keyPath, _):
      options[keyPath: keyPath] = try Self.caption(try required(text, subject), subject)
    case .textSwitch(let keyPath, _):
      if let text, Self.offWords.contains(text.lowercased()) {
        options[keyPath: keyPath] = nil
      } else if let text, !Self.onWords.contains(text.lowercased()), !text.isEmpty {
        options[keyPath: keyPath] = text
      } else {
        options[keyPath: keyPath] = ""
      }
    case .shellCommand(let keyPath):
      let command = try required(text, subject)
      guard command.contains(where: { !$0.isWhitespace }) else {
        throw OptionsError(
          message: localized("%s takes a shell command, not an empty string", subject))
      }
      options[keyPath: keyPath] = command
    case .schedule(let keyPath):
      let spec = try required(text, subject)
      do {
        options[keyPath: keyPath] = try AwakeSchedule(spec: spec)
      } catch {
        throw OptionsError(message: "\(subject): \(error.message)")
      }
    case .name(let keyPath):
      let name = try required(text, subject)
      guard name.contains(where: { !$0.isWhitespace }) else {
        throw OptionsError(message: localized("%s takes a name, not an empty string", subject))
      }
      options[keyPath: keyPath] = name
    case .names(let keyPath):
      let name = try required(text, subject)
      guard name.contains(where: { !$0.isWhitespace }) else {
        throw OptionsError(message: localized("%s takes a name, not an empty string", subject))
      }
      options[keyPath: keyPath].append(name)
    case .date(let keyPath):
      let text = try required(text, subject)
      guard let date = CalendarDate(iso: text) else {
        throw OptionsError(
          message: localized(
            "%s takes a date as YYYY-MM-DD (for example 2020-06-01), not '%s'", subject, text))
      }
      options[keyPath: keyPath] = date
    case .age(let keyPath):
      let text = try required(text, subject)
      guard let age = AgeLimit(text: text) else {
        throw OptionsError(
          message: localized(
            "%s takes a number of days, weeks or years up to a hundred years (for example 30d, 12w or 1y), not '%s'",
            subject, text))
      }
      options[keyPath: keyPath] = age
    case .countingSwitch(let keyPath, let range):
      options[keyPath: keyPath] = try Self.count(text, subject, range)
    case .listenAddress(let keyPath):
      let text = try required(text, subject)
      do {
        options[keyPath: keyPath] = try ListenAddress(parsing: text)
      } catch {
        throw OptionsError(message: "\(subject): \(error.message)")
      }
    }
  }

  /// A counting switch's value: 0 alone or for yes, nil for no, else a number in `range`.
  private static func count(_ text: String?, _ subject: String, _ range: ClosedRange<Int>)
    throws(OptionsError) -> Int?
  {
    guard let text, !onWords.contains(text.lowercased()) else { return 0 }
    if offWords.contains(text.lowercased()) { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw OptionsError(
        message: localized(
          "%s takes a whole number from %s to %s, yes or no, or no value, not '%s'", subject,
          String(range.lowerBound), String(range.upperBound), text))
    }
    return number
  }

  /// The words a switch takes as a value: on, and off.
  static let onWords: Set = ["yes", "true", "on", "1"]
  static let offWords: Set = ["no", "false", "off", "0"]

  private static func switchValue(_ text: String?, _ subject: String) throws(OptionsError) -> Bool {
    guard let text else { return true }
    if onWords.contains(text.lowercased()) { return true }
    if offWords.contains(text.lowercased()) { return false }
    throw OptionsError(
      message: localized("%s takes yes or no, or no value, not '%s'", subject, text))
  }

  private static func chord(_ text: String, _ subject: String) throws(OptionsError)
    -> KeyMap.Chord?
  {
    if text.lowercased() == "none" { return nil }
    guard let chord = KeyMap.Chord(text: text) else {
      throw OptionsError(
        message: "\(subject) takes keys joined by + (modifiers Ctrl, Alt, Shift, Super and "
          + "one key by SDL's name, for example Ctrl+Alt+Q), or none, not '\(text)'")
    }
    return chord
  }

  private static func caption(_ text: String, _ subject: String) throws(OptionsError)
    -> CaptionSource
  {
    do throws(CaptionTemplate.Mistake) {
      if let source = try CaptionSource(text) { return source }
    } catch {
      throw OptionsError(message: "\(subject): '\(text)': \(error.message)")
    }
    throw OptionsError(
      message: "\(subject) takes \(list(CaptionSource.words)), or a template such as "
        + "\"{date} · {place}\" of the fields \(CaptionTemplate.fieldList), not '\(text)'")
  }

  /// `a, b or c`.
  static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return localized("%s or %s", words.dropLast().joined(separator: ", "), last)
  }

  private func required(_ text: String?, _ subject: String) throws(OptionsError) -> String {
    guard let text else { throw OptionsError(message: localized("%s needs a value", subject)) }
    return text
  }

  private static func integer(
    _ text: String, _ subject: String, _ range: ClosedRange<Int>
  ) throws(OptionsError) -> Int {
    guard let number = Int(text), range.contains(number) else {
      throw OptionsError(
        message: localized(
          "%s takes a whole number from %s to %s, not '%s'", subject, String(range.lowerBound),
          String(range.upperBound), text))
    }
    return number
  }

  private static func seconds(
    _ text: String, _ subject: String, _ range: ClosedRange<Double>
  ) throws(OptionsError) -> Double {
    // Plain decimals only: Double() would also take "0x10", "1e1" and "inf".
    let isDecimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard isDecimal, let seconds = Double(text), range.contains(seconds) else {
      throw OptionsError(
        message: localized(
          "%s takes seconds from %s to %s (for example 5 or 2.5), not '%s'", subject,
          format(range.lowerBound), format(range.upperBound), text))
    }
    return seconds
  }

  private static func size(
    _ text: String, _ subject: String, _ range: ClosedRange<Int>
  ) throws(OptionsError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      range.contains(width), range.contains(height)
    else {
      throw OptionsError(
        message: localized(
          "%s takes WIDTHxHEIGHT in pixels, each %s to %s (for example 1280x720), not '%s'",
          subject, String(range.lowerBound), String(range.upperBound), text))
    }
    return Size(width: width, height: height)
  }
}
