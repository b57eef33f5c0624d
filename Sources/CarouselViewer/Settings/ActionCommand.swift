/// A command of the config file's `[actions]`, run on the picture shown: its words, split as a
/// shell would split them (quotes and backslashes), without a shell to run them.
///
/// `%f` is the picture's absolute path (so it never starts with `-`), `%%` a percent sign. A
/// word that is `%f`, or holds it, becomes one argument whatever the path holds (spaces, quotes,
/// newlines). A shell the command asks for (`sh -c 'wl-copy < %f'`) gets the path from the
/// environment instead (`$CAROUSEL_FILE`, quoted where `%f` stood), never as script text.
package struct ActionCommand: Equatable, Sendable {
  /// The words as written, quotes removed.
  package let words: [String]
  /// The text as written in the config file.
  package let text: String

  /// The environment variable that holds the path for a shell's script.
  static let pathVariable = "CAROUSEL_FILE"
  /// Programs whose `-c` word is a script.
  static let shells: Set = ["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox"]

  /// Splits `text`; nil when a quote is not closed or there is no word.
  package init?(_ text: String) {
    guard let words = Self.split(text), !words.isEmpty else { return nil }
    self.words = words
    self.text = text
  }

  /// The program and arguments to run for the picture at `path`, and the variables to add to
  /// its environment.
  package func arguments(path: String) -> (arguments: [String], variables: [String: String]) {
    let program = words[0].split(separator: "/").last.map(String.init) ?? words[0]
    let scriptIndex =
      Self.shells.contains(program) ? words.firstIndex(of: "-c").map { $0 + 1 } : nil
    var usesVariable = false
    let arguments = words.enumerated().map { index, word -> String in
      guard index == scriptIndex, word.contains("%f") else { return Self.substitute(word, path) }
      usesVariable = true
      return Self.scriptSubstitute(word)
    }
    return (arguments, usesVariable ? [Self.pathVariable: path] : [:])
  }

  /// `word` with `%f` as `path` and `%%` as `%`.
  static func substitute(_ word: String, _ path: String) -> String {
    var result = ""
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if word[index] == "%", next < word.endIndex, word[next] == "f" || word[next] == "%" {
        result += word[next] == "f" ? path : "%"
        index = word.index(after: next)
      } else {
        result.append(word[index])
        index = next
      }
    }
    return result
  }

  /// A shell script with each `%f` replaced by the path variable, quoted as its place in the
  /// script needs: `"$CAROUSEL_FILE"` outside quotes, `${CAROUSEL_FILE}` inside double quotes,
  /// and out of single quotes and back (`'"$CAROUSEL_FILE"'`) inside them.
  static func scriptSubstitute(_ script: String) -> String {
    let variable = pathVariable
    var result = ""
    var quote: Character?
    var index = script.startIndex
    while index < script.endIndex {
      let character = script[index]
      let next = script.index(after: index)
      if character == "%", next < script.endIndex, script[next] == "f" || script[next] == "%" {
        if script[next] == "%" {
          result += "%"
        } else {
          switch quote {
          case "\"": result += "${\(variable)}"
          case "'": result += "'\"$\(variable)\"'"
          default: result += "\"$\(variable)\""
          }
        }
        index = script.index(after: next)
        continue
      }
      if character == "\\", quote != "'", next < script.endIndex {
        result += String(script[index...next])
        index = script.index(after: next)
        continue
      }
      if character == "'" || character == "\"" {
        if quote == nil { quote = character } else if quote == character { quote = nil }
      }
      result.append(character)
      index = next
    }
    return result
  }

  /// The words of `text` as a shell splits them: spaces separate, `'…'` keeps everything, `"…"`
  /// keeps everything but `\"` and `\\`, and a backslash outside quotes keeps the next
  /// character; nil when a quote is not closed.
  static func split(_ text: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        // In double quotes a backslash escapes only " \ $ and `; before anything else it stays.
        if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case (nil, "\\"), ("\"", "\\"):
        escaped = true
        inWord = true
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case (nil, _) where character.isWhitespace:
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
