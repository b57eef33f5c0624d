/// The tokens of XML text, for ``XMPWalker`` and the photo sources' WebDAV listings.
///
/// Start tags with their attributes (either quote), end tags and text; comments, processing instructions and declarations are stepped over,
/// CDATA is text. Each token moves forward; malformed markup ends the tag it is in.
package struct XMLReader {
  /// One piece of the text.
  package enum Token {
    /// `<name a="1" b='2'>` (`empty` for `<name/>`), attributes as written, values undecoded.
    case start(name: String, attributes: [(String, ArraySlice<UInt8>)], empty: Bool)
    /// `</name>`.
    case end
    /// The characters between tags, undecoded.
    case text(ArraySlice<UInt8>)
  }

  private let bytes: ArraySlice<UInt8>
  private var index: Int

  package init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  /// The next token, or nil at the end.
  package mutating func next() -> Token? {
    while index < bytes.endIndex {
      guard bytes[index] == Self.open else {
        let start = index
        index = bytes[index...].firstIndex(of: Self.open) ?? bytes.endIndex
        return .text(bytes[start..<index])
      }
      if starts("<?") {
        skip(past: "?>")
      } else if starts("<!--") {
        skip(past: "-->")
      } else if starts("<![CDATA[") {
        let start = index + 9
        skip(past: "]]>")
        return .text(bytes[min(start, index)..<max(start, index - 3)])
      } else if starts("<!") {
        skip(past: ">")
      } else if starts("</") {
        skip(past: ">")
        return .end
      } else {
        return startTag()
      }
    }
    return nil
  }

  /// Reads past the element whose start tag was just read, its content and its end tag.
  package mutating func skipElement() {
    var depth = 1
    while depth > 0, let token = next() {
      switch token {
      case .start(_, _, let empty): if !empty { depth += 1 }
      case .end: depth -= 1
      case .text: break
      }
    }
  }

  // MARK: - Tags

  private static let open = UInt8(ascii: "<")
  private static let close = UInt8(ascii: ">")
  private static let slash = UInt8(ascii: "/")
  private static let equals = UInt8(ascii: "=")

  /// A start tag at `index` (its `<`).
  private mutating func startTag() -> Token {
    index += 1
    let name = word()
    var attributes: [(String, ArraySlice<UInt8>)] = []
    while true {
      skipSpaces()
      guard index < bytes.endIndex else {
        return .start(name: name, attributes: attributes, empty: true)
      }
      switch bytes[index] {
      case Self.close:
        index += 1
        return .start(name: name, attributes: attributes, empty: false)
      case Self.slash:
        skip(past: ">")
        return .start(name: name, attributes: attributes, empty: true)
      default:
        guard let attribute = attribute() else {
          skip(past: ">")
          return .start(name: name, attributes: attributes, empty: false)
        }
        attributes.append(attribute)
      }
    }
  }

  /// `name = "value"` or `name='value'` at `index`; nil (having moved) when malformed.
  private mutating func attribute() -> (String, ArraySlice<UInt8>)? {
    let name = word()
    skipSpaces()
    guard !name.isEmpty, index < bytes.endIndex, bytes[index] == Self.equals else { return nil }
    index += 1
    skipSpaces()
    guard index < bytes.endIndex, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
    let quote = bytes[index]
    let start = index + 1
    guard let end = bytes[start...].firstIndex(of: quote) else {
      index = bytes.endIndex
      return nil
    }
    index = end + 1
    return (name, bytes[start..<end])
  }

  /// The name at `index`: up to a space, `=`, `/` or `>`.
  private mutating func word() -> String {
    let start = index
    while index < bytes.endIndex, !Self.isSpace(bytes[index]),
      ![Self.equals, Self.slash, Self.close, Self.open].contains(bytes[index])
    {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipSpaces() {
    while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private func starts(_ text: String) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  /// Moves `index` past the next `text`, or to the end.
  private mutating func skip(past text: String) {
    let needle = Array(text.utf8)
    var at = index + 1
    while let found = bytes[min(at, bytes.endIndex)...].firstIndex(of: needle[0]) {
      if bytes[found...].starts(with: needle) {
        index = found + needle.count
        return
      }
      at = found + 1
    }
    index = bytes.endIndex
  }

  // MARK: - Text

  /// UTF-8 `bytes` with XML's five entities and its character references decoded.
  package static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
        result += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = rest[rest.index(after: amp)..<semicolon]
      if let character = Self.character(String(entity)) {
        result.append(character)
      } else {
        result += rest[amp...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character an entity's name (`amp`, `#10`, `#xA`) stands for.
  private static func character(_ entity: String) -> Character? {
    switch entity {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number =
        entity.hasPrefix("#x") || entity.hasPrefix("#X")
        ? Int(entity.dropFirst(2), radix: 16)
        : entity.hasPrefix("#") ? Int(entity.dropFirst()) : nil
      return number.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
