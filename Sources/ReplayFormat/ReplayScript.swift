import FoundationEssentials

/// An input trace read from a file: its records in file order.
package enum ReplayScript {
  /// Reads and parses the JSON Lines file at `path`; blank lines are skipped.
  /// - Throws: a message naming the file and the first bad line's number.
  package static func load(path: String) throws(ReplayError) -> [ReplayRecord] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReplayError(message: "option --replay: cannot read '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReplayError(message: "\(path): not UTF-8 text")
    }
    return try parse(text, name: path)
  }

  /// Parses trace text; `name` prefixes error messages ("NAME:LINE: reason").
  package static func parse(_ text: String, name: String) throws(ReplayError) -> [ReplayRecord] {
    var records: [ReplayRecord] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let record: ReplayRecord
      do {
        record = try ReplayRecord.parse(String(line))
      } catch {
        throw ReplayError(message: "\(name):\(offset + 1): \(error.message)")
      }
      // Events are played in time order; a trace out of order is a broken trace, not a script.
      if let previous = records.last, record.time < previous.time {
        throw ReplayError(
          message: "\(name):\(offset + 1): \"t\" goes back from \(previous.time) to \(record.time)")
      }
      records.append(record)
    }
    return records
  }
}
