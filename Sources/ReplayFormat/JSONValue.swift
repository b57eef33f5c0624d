import FoundationEssentials

/// Any JSON value, as a replay line's fields hold it: what `JSONDecoder` reads into it, since
/// FoundationEssentials has no `JSONSerialization`.
///
/// A boolean stays a boolean and a number a number: `true` is not 1, nor 1 true.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The JSON object `line` holds, or nil when it holds anything else or is not JSON.
  static func object(in line: String) -> [String: JSONValue]? {
    guard case .object(let fields)? = try? JSONDecoder().decode(Self.self, from: Data(line.utf8))
    else { return nil }
    return fields
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
