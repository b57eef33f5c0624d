/// The fields of one JSON object, read with messages that name the field.
package struct JSONFields {
  private let object: [String: JSONValue]

  /// Parses `line` as one JSON object.
  init(line: String) throws(ReplayError) {
    guard let object = JSONValue.object(in: line) else {
      throw ReplayError(message: "not a JSON object")
    }
    self.object = object
  }

  /// A required number.
  func number(_ name: String) throws(ReplayError) -> Double {
    guard let value = object[name] else { throw missing(name, "a number") }
    guard case .number(let number) = value, number.isFinite else {
      throw ReplayError(message: "field '\(name)' must be a number")
    }
    return number
  }

  /// A required number in `range`.
  func number(_ name: String, in range: ClosedRange<Double>) throws(ReplayError) -> Double {
    let value = try number(name)
    guard range.contains(value) else {
      throw ReplayError(
        message: "field '\(name)' must be a number from \(Self.format(range.lowerBound)) to "
          + "\(Self.format(range.upperBound))")
    }
    return value
  }

  /// An optional number in `range`.
  func number(
    _ name: String, in range: ClosedRange<Double>, default fallback: Double
  ) throws(ReplayError) -> Double {
    object[name] == nil ? fallback : try number(name, in: range)
  }

  /// A required whole number in `range`.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(ReplayError) -> Int {
    let value = try number(name)
    guard value == value.rounded(), value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      throw ReplayError(
        message: "field '\(name)' must be a whole number from \(range.lowerBound) to "
          + "\(range.upperBound)")
    }
    return Int(value)
  }

  /// An optional whole number in `range`.
  func integer(
    _ name: String, in range: ClosedRange<Int>, default fallback: Int
  ) throws(ReplayError) -> Int {
    object[name] == nil ? fallback : try integer(name, in: range)
  }

  /// A required string.
  func string(_ name: String) throws(ReplayError) -> String {
    guard let value = object[name] else { throw missing(name, "a string") }
    guard case .string(let text) = value else {
      throw ReplayError(message: "field '\(name)' must be a string")
    }
    return text
  }

  /// An optional string.
  func string(_ name: String, default fallback: String) throws(ReplayError) -> String {
    object[name] == nil ? fallback : try string(name)
  }

  /// An optional list of strings (empty when absent).
  func strings(_ name: String) throws(ReplayError) -> [String] {
    guard let value = object[name] else { return [] }
    guard case .array(let list) = value else {
      throw ReplayError(message: "field '\(name)' must be a list of strings")
    }
    var texts: [String] = []
    for item in list {
      guard case .string(let text) = item else {
        throw ReplayError(message: "field '\(name)' must be a list of strings")
      }
      texts.append(text)
    }
    return texts
  }

  /// An optional boolean (false when absent).
  func bool(_ name: String) throws(ReplayError) -> Bool {
    guard let value = object[name] else { return false }
    guard case .bool(let flag) = value else {
      throw ReplayError(message: "field '\(name)' must be true or false")
    }
    return flag
  }

  /// `value` for a message: whole numbers without a fraction.
  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private func missing(_ name: String, _ kind: String) -> ReplayError {
    ReplayError(message: "missing field '\(name)' (\(kind))")
  }
}
