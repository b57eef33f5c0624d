import SystemKit

/// A JSON value as the discovery documents need them, written compactly with its object's keys
/// in the order given (so the messages are the same byte for byte every time).
package indirect enum JSONText: Equatable, Sendable {
  case string(String)
  case bool(Bool)
  case strings([String])
  case object([(String, JSONText)])

  /// The value as compact JSON.
  package var text: String {
    switch self {
    case .string(let value): JSONString.quote(value)
    case .bool(let value): String(value)
    case .strings(let values): "[" + values.map(JSONString.quote).joined(separator: ",") + "]"
    case .object(let fields):
      "{" + fields.map { JSONString.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  package static func == (left: JSONText, right: JSONText) -> Bool { left.text == right.text }
}
