/// An option's value that is one word of a few, bound to a field of ``Options`` whose type
/// lists them (an enum with a `String` raw value).
package struct Choice: Sendable {
  /// The accepted words, in the order help lists them.
  package let words: [String]
  /// The word `options` holds.
  let current: @Sendable (Options) -> String
  /// Sets the field from one of ``words``; false for any other word.
  let set: @Sendable (inout Options, String) -> Bool

  /// The choice among the cases of the field at `keyPath`.
  static func of<Value: RawRepresentable & CaseIterable & Sendable>(
    _ keyPath: WritableKeyPath<Options, Value> & Sendable
  ) -> Choice where Value.RawValue == String {
    Choice(
      words: Value.allCases.map(\.rawValue),
      current: { $0[keyPath: keyPath].rawValue },
      set: { options, word in
        guard let value = Value(rawValue: word) else { return false }
        options[keyPath: keyPath] = value
        return true
      })
  }

  /// The choice among the cases of an optional field, nil by default: the mode decides, and
  /// `unset` says what it decides (`dots, or none in a kiosk`), for help and the README.
  static func of<Value: RawRepresentable & CaseIterable & Sendable>(
    _ keyPath: WritableKeyPath<Options, Value?> & Sendable, unset: String
  ) -> Choice where Value.RawValue == String {
    Choice(
      words: Value.allCases.map(\.rawValue),
      current: { $0[keyPath: keyPath]?.rawValue ?? unset },
      set: { options, word in
        guard let value = Value(rawValue: word) else { return false }
        options[keyPath: keyPath] = value
        return true
      })
  }
}
