/// A caption made of what a picture knows (`--caption "{date} · {place}"`): fields in braces
/// and the text around them.
///
/// A field with no value vanishes with its separator: the text between two fields shows only
/// between two that have values, the text before the first field goes with it, and the text
/// after the last with that one. A caption whose fields are all empty is no caption.
package struct CaptionTemplate: Equatable, Sendable {
  /// What a field shows.
  package enum Field: String, CaseIterable, Sendable {
    /// The file name.
    case name
    /// When the picture was taken, from the first date it carries (Exif, XMP, IPTC, GPS, a
    /// Google Takeout sidecar: ``TakenDateReader``), as the locale writes a long date or as
    /// `--date-format` says, with its source after it unless it is Exif ("12 May 2024 (GPS)");
    /// nothing for a picture that carries no date (never the file's modification time).
    case date
    /// Where: the IPTC or XMP city, state and country; else where the photo server says.
    case place
    /// The picture's description (Exif, else XMP); else the photo server's.
    case description
    /// The sidecar file's text.
    case sidecar
    /// The camera: Exif Make and Model.
    case camera
    /// The people in it, as the photo server names them (Immich), joined by commas.
    case people
    /// The album the photo server's picture was chosen by (Immich), or its folder (WebDAV).
    case album

    /// Whether its value comes from the photo server's facts alone, not the file.
    var isSourceFact: Bool { self == .people || self == .album }
  }

  /// What is wrong with a template, in words for the user.
  package struct Mistake: Error, Equatable {
    package let message: String
  }

  private enum Part: Equatable, Sendable {
    case text(String)
    case field(Field)
  }

  private let parts: [Part]

  /// The fields of ``Field``, in braces, as help lists them.
  static var fieldList: String {
    Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
  }

  /// Parses `text`: fields in braces among plain text.
  /// - Throws: a field that is not one of ``Field``, a brace left open or closed alone, or no
  ///   field at all.
  package init(_ text: String) throws(Mistake) {
    var parts: [Part] = []
    var literal = ""
    var rest = text[...]
    while let character = rest.popFirst() {
      switch character {
      case "{":
        guard let close = rest.firstIndex(of: "}") else {
          throw Mistake(message: "a { without its }")
        }
        let name = String(rest[..<close])
        guard let field = Field(rawValue: name) else {
          throw Mistake(message: "{\(name)} is no field; the fields are \(Self.fieldList)")
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        parts.append(.field(field))
        rest = rest[rest.index(after: close)...]
      case "}": throw Mistake(message: "a } without its {")
      default: literal.append(character)
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    guard parts.contains(where: { if case .field = $0 { true } else { false } }) else {
      throw Mistake(message: "no field in braces; the fields are \(Self.fieldList)")
    }
    self.parts = parts
  }

  /// The fields it shows.
  var fields: [Field] {
    parts.compactMap { if case .field(let field) = $0 { field } else { nil } }
  }

  /// The caption with each field's `value` (nil or empty: it has none), or nil when no field
  /// has one.
  func caption(_ value: (Field) -> String?) -> String? {
    // Each field with the text before it, and the text after the last field.
    var pieces: [(before: String, value: String?)] = []
    var pending = ""
    for part in parts {
      switch part {
      case .text(let text): pending += text
      case .field(let field):
        let shown = value(field).flatMap { $0.isEmpty ? nil : $0 }
        pieces.append((pending, shown))
        pending = ""
      }
    }
    let present = pieces.indices.filter { pieces[$0].value != nil }
    guard let first = present.first, let last = present.last else { return nil }
    var caption = ""
    for index in present {
      // Before the first field shown: only the text before the template's first field, if it
      // is that one; between two shown: the text before the later one.
      if index != first || index == 0 { caption += pieces[index].before }
      caption += pieces[index].value ?? ""
    }
    if last == pieces.count - 1 { caption += pending }
    return caption
  }
}
