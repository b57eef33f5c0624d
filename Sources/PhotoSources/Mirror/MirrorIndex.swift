import SystemKit

/// The mirror's index file (`.carousel-source-index` in its folder): each picture's entry, one
/// a line, so that a restart knows what is there without asking the server.
///
/// The first line is ``header``; each other line holds an entry's fields separated by tabs
/// (name, key, version, size, taken, modified, album, description, place, people (one a line),
/// favourite (`1` or empty)), with `\`, tab and newline
/// escaped as `\\`, `\t` and `\n`, and unknown values empty. A line that does not read is left
/// out (its picture is fetched again).
package enum MirrorIndex {
  /// The index's file name in the mirror's folder (hidden: folder scans skip it).
  package static let fileName = ".carousel-source-index"
  /// The first line, naming the format's version.
  static let header = "carousel-source-index 2"
  /// The first line of the first version, whose lines end at the description: still read.
  static let firstHeader = "carousel-source-index 1"

  /// The index's text for `entries`.
  package static func text(_ entries: [MirrorEntry]) -> String {
    var text = header + "\n"
    for entry in entries {
      let fields = [
        entry.name, entry.key, entry.version, String(entry.size),
        entry.facts.taken.map(number) ?? "", entry.facts.modified.map(number) ?? "",
        entry.facts.album ?? "", entry.facts.description ?? "", entry.facts.place ?? "",
        entry.facts.people.joined(separator: "\n"), entry.facts.isFavorite ? "1" : "",
      ]
      text += fields.map(escaped).joined(separator: "\t") + "\n"
    }
    return text
  }

  /// The entries `text` holds; none when its first line is neither ``header`` nor
  /// ``firstHeader``.
  package static func entries(_ text: String) -> [MirrorEntry] {
    let lines = text.split(separator: "\n")
    let count: Int
    switch lines.first {
    case Substring(header): count = 11
    case Substring(firstHeader): count = 8
    default: return []
    }
    return lines.dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unescaped)
      guard fields.count == count, let name = MirrorName.sanitised(fields[0]), name == fields[0],
        let size = Int(fields[3]), size >= 0
      else { return nil }
      let facts = SourceFacts(
        taken: Double(fields[4]), modified: Double(fields[5]),
        album: fields[6].isEmpty ? nil : fields[6],
        description: fields[7].isEmpty ? nil : fields[7],
        place: count > 8 && !fields[8].isEmpty ? fields[8] : nil,
        people: count > 9 ? fields[9].split(separator: "\n").map(String.init) : [],
        isFavorite: count > 10 && fields[10] == "1")
      return MirrorEntry(
        name: name, key: fields[1], version: fields[2], size: size, facts: facts)
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func escaped(_ field: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in field.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\".unicodeScalars
      case "\t": result += "\\t".unicodeScalars
      case "\n": result += "\\n".unicodeScalars
      case "\r": result += "\\r".unicodeScalars
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func unescaped(_ field: Substring) -> String {
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in field.unicodeScalars {
      if escaping {
        switch scalar {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        default: result.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
