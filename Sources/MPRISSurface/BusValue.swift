/// A D-Bus value of the kinds MPRIS's properties use, with its type signature.
package indirect enum BusValue: Equatable, Sendable {
  case string(String)
  case bool(Bool)
  case double(Double)
  case int64(Int64)
  case objectPath(String)
  case strings([String])
  /// A dictionary of strings to variants (`a{sv}`), in the order given.
  case dictionary([Entry])

  /// One entry of a dictionary.
  package struct Entry: Equatable, Sendable {
    package let key: String
    package let value: BusValue

    package init(_ key: String, _ value: BusValue) {
      self.key = key
      self.value = value
    }
  }

  /// The D-Bus type signature (`s`, `b`, `d`, `x`, `o`, `as`, `a{sv}`).
  package var signature: String {
    switch self {
    case .string: "s"
    case .bool: "b"
    case .double: "d"
    case .int64: "x"
    case .objectPath: "o"
    case .strings: "as"
    case .dictionary: "a{sv}"
    }
  }
}
