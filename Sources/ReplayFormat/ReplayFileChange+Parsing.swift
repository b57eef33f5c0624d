import SystemKit

extension ReplayFileChange {
  /// Reads `op`, `path` and `from` or `to` from a `"type":"file"` record.
  ///
  /// - Throws: when a field is missing, `op` is unknown, or a path is absolute, empty or
  ///   climbs out with `..`.
  init(_ fields: JSONFields) throws(ReplayError) {
    let name = try fields.string("op")
    guard let operation = Operation(rawValue: name) else {
      let names = Operation.allCases.map(\.rawValue).joined(separator: ", ")
      throw ReplayError(message: "unknown file op '\(name)'; expected one of \(names)")
    }
    let path = try Self.relativePath("path", fields)
    switch operation {
    case .add, .replace:
      self.init(operation, path: path, source: try Self.relativePath("from", fields))
    case .rename:
      self.init(operation, path: path, destination: try Self.relativePath("to", fields))
    case .remove, .mkdir:
      self.init(operation, path: path)
    }
  }

  /// The record's fields after `"type":"file"`, without braces.
  var fields: String {
    var text = "\"op\":\"\(operation.rawValue)\",\"path\":" + JSONString.quote(path)
    if let source { text += ",\"from\":" + JSONString.quote(source) }
    if let destination { text += ",\"to\":" + JSONString.quote(destination) }
    return text
  }

  /// A required path field that stays inside the replay's folder.
  static func relativePath(_ name: String, _ fields: JSONFields) throws(ReplayError)
    -> String
  {
    let path = try fields.string(name)
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains("..") else {
      throw ReplayError(
        message: "field '\(name)' must be a path relative to the replay file's folder, "
          + "without '..'")
    }
    return path
  }
}
