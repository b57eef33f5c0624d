import FoundationEssentials

// MARK: - Commands as JSON objects (HTTP, MQTT)

extension ControlCommand {
  /// Parses a JSON object such as `{"command":"next"}`, `{"command":"goto","target":3}` (the
  /// target a number from 1, negative from the end, or a name) or
  /// `{"command":"display","target":"off"}` or `{"command":"unhide","target":"beach.jpg"}`;
  /// `bytes` is the whole body.
  ///
  /// - Throws: a message naming what was wrong: not JSON, not an object of strings and
  ///   numbers, a missing or unknown field, a command that does not exist or takes no target.
  package init(json bytes: [UInt8]) throws(ControlError) {
    guard bytes.count <= ControlConstants.longestCommand else {
      throw ControlError("a command is at most \(ControlConstants.longestCommand) bytes")
    }
    let object: [String: JSONScalar]
    do {
      object = try JSONDecoder().decode([String: JSONScalar].self, from: Data(bytes))
    } catch {
      throw ControlError(
        "the command is not a JSON object of strings and numbers such as {\"command\":\"next\"}")
    }
    if let unknown = object.keys.filter({ $0 != "command" && $0 != "target" }).sorted().first {
      throw ControlError("unknown field '\(unknown)'; a command has 'command' and 'target'")
    }
    guard case .string(let word) = object["command"] else {
      throw ControlError("field 'command' must be a string: one of \(Self.synopsis)")
    }
    let isSeek = word.lowercased() == "seek"
    try self.init(word: word, argument: try Self.argument(object["target"], fractional: isSeek))
  }

  /// The `target` field as the text after the command word (numbers written as numbers; a
  /// fraction only for `seek`, whose seconds may have one).
  private static func argument(_ field: JSONScalar?, fractional: Bool) throws(ControlError)
    -> String
  {
    switch field {
    case nil: return ""
    case .string(let text): return text
    case .number(let number):
      if fractional, number.isFinite {
        return number < 0 ? "-\(-number)" : "\(number)"
      }
      guard let whole = Int(exactly: number) else {
        throw ControlError("field 'target' must be a whole picture number or a name")
      }
      return String(whole)
    }
  }
}

/// A JSON value a command object may hold: a string or a number.
enum JSONScalar: Decodable, Equatable {
  case string(String)
  case number(Double)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if (try? container.decode(Bool.self)) == nil,
      let number = try? container.decode(Double.self)
    {
      self = .number(number)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a string or a number")
    }
  }
}
