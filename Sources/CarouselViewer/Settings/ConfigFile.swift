import FoundationEssentials
import Gestures
import SystemKit

/// A config file: `key = value` lines with the long option names (``OptionSpec/configKey``),
/// `#` comments, a `[keys]` section of `CHORD = ACTION` lines that rebind keys, and an
/// `[actions]` section of `CHORD = COMMAND` lines that run commands on the picture shown.
///
/// ```
/// # ~/.config/carousel/config
/// slideshow = 8
/// recursive = yes
/// background = #202020
///
/// [keys]
/// Ctrl+Q = quit
/// Escape = none
///
/// [actions]
/// Ctrl+1 = gimp %f
/// ```
///
/// Every mistake names the file, the line and the accepted values (``OptionsError``, exit 2).
package struct ConfigFile: Equatable {
  /// One `key = value` line.
  package struct Entry: Equatable {
    package var line: Int
    package var key: String
    package var value: String
  }

  /// The file's name in messages.
  package let name: String
  /// The option lines, in order.
  package private(set) var settings: [Entry] = []
  /// The `[keys]` lines, in order.
  package private(set) var keys: [Entry] = []
  /// The `[actions]` lines, in order.
  package private(set) var actions: [Entry] = []

  /// The sections a file may have.
  static let sections = ["keys", "actions"]

  /// The words a `[keys]` line may bind a chord to: the actions' names, and `none` (unbound).
  static var actionWords: [String] { Action.allCases.map(\.rawValue) + ["none"] }

  /// Reads `text`, named `name` in messages.
  package init(text: String, name: String) throws(OptionsError) {
    self.name = name
    var section = ""
    for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = offset + 1
      let content = raw.trimmingBlanks()
      if content.isEmpty || content.hasPrefix("#") { continue }
      if content.hasPrefix("[") {
        let title = String(content.dropFirst().dropLast())
        guard content.hasSuffix("]"), Self.sections.contains(title) else {
          throw OptionsError(
            message: "\(name):\(line): unknown section \(content); the sections are [keys] and "
              + "[actions]")
        }
        section = title
        continue
      }
      guard let equals = content.firstIndex(of: "=") else {
        throw OptionsError(message: "\(name):\(line): expected 'key = value', not '\(content)'")
      }
      let entry = Entry(
        line: line, key: content[..<equals].trimmingBlanks(),
        value: content[content.index(after: equals)...].trimmingBlanks())
      switch section {
      case "keys": keys.append(entry)
      case "actions": actions.append(entry)
      default: settings.append(entry)
      }
    }
  }

  /// The usual config file: `$XDG_CONFIG_HOME/carousel/config`, else
  /// `$HOME/.config/carousel/config`; nil when neither variable is set.
  package static func defaultPath(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/carousel/config"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/carousel/config"
  }

  /// The file at `path`; nil when it does not exist and is not `required`.
  /// - Throws: when it cannot be read, or a line is wrong.
  static func read(path: String, required: Bool) throws(OptionsError) -> ConfigFile? {
    var isFolder = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    guard exists || required else { return nil }
    let problem =
      !exists
      ? "no such file"
      : isFolder
        ? "it is a folder"
        : !FileManager.default.isReadableFile(atPath: path) ? "permission denied" : nil
    if let problem {
      throw OptionsError(message: "cannot read the config file '\(path)': \(problem)")
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw OptionsError(message: "cannot read the config file '\(path)': not UTF-8 text")
    }
    return try ConfigFile(text: text, name: path)
  }

  /// Sets the file's options and key bindings in `options`.
  package func apply(to options: inout Options) throws(OptionsError) {
    for entry in settings {
      let subject = "\(name):\(entry.line): \(entry.key)"
      guard let spec = OptionTable.all.first(where: { $0.configKey == entry.key }) else {
        let known = OptionTable.all.compactMap(\.configKey).joined(separator: ", ")
        throw OptionsError(
          message: "\(name):\(entry.line): unknown key '\(entry.key)'; the keys are \(known)")
      }
      guard !entry.value.isEmpty else { throw OptionsError(message: "\(subject) needs a value") }
      try spec.apply(entry.value, to: &options, subject: subject)
    }
    for entry in keys {
      options.keyBindings.append(try binding(entry))
    }
    for entry in actions {
      options.keyCommands.append(try command(entry))
    }
  }

  private func chord(_ entry: Entry) throws(OptionsError) -> KeyMap.Chord {
    guard let chord = KeyMap.Chord(text: entry.key) else {
      throw OptionsError(
        message: "\(name):\(entry.line): unknown key '\(entry.key)' (modifiers Ctrl, Alt, "
          + "Shift, Super and one key by SDL's name, joined by +: Right, Page Down, Ctrl+Q)")
    }
    return chord
  }

  private func command(_ entry: Entry) throws(OptionsError) -> KeyCommand {
    let chord = try chord(entry)
    guard let command = ActionCommand(entry.value) else {
      throw OptionsError(
        message: "\(name):\(entry.line): \(entry.key) takes a command (a program and its "
          + "arguments, %f for the picture's path, quotes closed), not '\(entry.value)'")
    }
    return KeyCommand(chord: chord, command: command)
  }

  private func binding(_ entry: Entry) throws(OptionsError) -> KeyBinding {
    let chord = try chord(entry)
    let words = Self.actionWords
    guard words.contains(entry.value) else {
      throw OptionsError(
        message: "\(name):\(entry.line): \(entry.key) takes an action: "
          + "\(OptionSpec.list(words)), not '\(entry.value)'")
    }
    return KeyBinding(chord: chord, action: Action(rawValue: entry.value))
  }
}
