/// The words an option accepts and how each sets a field of ``Options``: the value of a
/// ``OptionSpec/Binding/choice(_:)`` binding.
///
/// Made from an enumeration whose raw values are the words (`dots`, `count`, `none`), so the
/// parser, `--help` and the README list the same words in the enumeration's order.
package struct OptionChoice: Sendable {
  /// The accepted words, in order.
  package let words: [String]
  /// What the default is, in words, or nil when the option is unset by default.
  package let defaultText: String?
  private let setWord: @Sendable (inout Options, String) -> Bool

  /// A choice among the cases of `Value` for the field at `keyPath`.
  package init<Value: RawRepresentable & CaseIterable & Sendable>(
    _ keyPath: WritableKeyPath<Options, Value> & Sendable
  ) where Value.RawValue == String {
    words = Value.allCases.map(\.rawValue)
    defaultText = Options()[keyPath: keyPath].rawValue
    setWord = { options, word in
      guard let value = Value(rawValue: word) else { return false }
      options[keyPath: keyPath] = value
      return true
    }
  }

  /// A choice among the cases of `Value` for an optional field, nil by default (the mode
  /// decides), with `defaultText` saying what nil means.
  package init<Value: RawRepresentable & CaseIterable & Sendable>(
    _ keyPath: WritableKeyPath<Options, Value?> & Sendable, defaultText: String
  ) where Value.RawValue == String {
    words = Value.allCases.map(\.rawValue)
    self.defaultText = defaultText
    setWord = { options, word in
      guard let value = Value(rawValue: word) else { return false }
      options[keyPath: keyPath] = value
      return true
    }
  }

  /// Sets the field from `word`.
  /// - Returns: false when `word` is not one of ``words`` (nothing is set).
  func set(_ word: String, in options: inout Options) -> Bool {
    setWord(&options, word)
  }

  /// The words as help lists them: `dots, count or none`.
  package var wordList: String {
    guard words.count > 1, let last = words.last else { return words.joined() }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}
