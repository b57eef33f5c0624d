/// What a multipart part's headers say of it: its field name and, for a file, the file's name.
package struct MultipartPart: Equatable, Sendable {
  /// The form field (`name` of `Content-Disposition: form-data`), nil when not given.
  package var name: String?
  /// The file's name as the client sent it (`filename`, or `filename*` in UTF-8), bytes
  /// unchecked; nil for a field that is not a file.
  package var fileName: [UInt8]?

  package init(name: String?, fileName: [UInt8]?) {
    self.name = name
    self.fileName = fileName
  }

  /// Reads the part's header lines (without the blank line after them).
  /// - Throws: when a line is not `Name: value`, or there is no `Content-Disposition` of
  ///   `form-data`.
  init(headers: ArraySlice<UInt8>) throws(MultipartReader.Malformed) {
    var disposition: ArraySlice<UInt8>?
    var rest = headers
    while !rest.isEmpty {
      let end = Self.lineEnd(in: rest)
      let line = rest[rest.startIndex..<end]
      rest = rest[min(end + 2, rest.endIndex)...]
      guard let colon = line.firstIndex(of: 0x3A) else {
        throw MultipartReader.Malformed(message: "a part's header line has no ':'")
      }
      let field = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      if field.lowercased() == "content-disposition" {
        disposition = line[(colon + 1)...]
      }
    }
    guard let disposition else {
      throw MultipartReader.Malformed(message: "a part has no Content-Disposition header")
    }
    let parameters = Self.parameters(disposition)
    guard parameters.first?.key.lowercased() == "form-data" else {
      throw MultipartReader.Malformed(message: "a part's Content-Disposition is not form-data")
    }
    name = parameters.first { $0.key.lowercased() == "name" }.map {
      String(decoding: $0.value, as: UTF8.self)
    }
    if let extended = parameters.first(where: { $0.key.lowercased() == "filename*" }),
      let decoded = Self.extendedValue(extended.value)
    {
      fileName = decoded
    } else {
      fileName = parameters.first { $0.key.lowercased() == "filename" }?.value
    }
  }

  /// Where the line starting `rest` ends: its CRLF, or the end.
  private static func lineEnd(in rest: ArraySlice<UInt8>) -> Int {
    var index = rest.startIndex
    while index + 1 < rest.endIndex {
      if rest[index] == 0x0D, rest[index + 1] == 0x0A { return index }
      index += 1
    }
    return rest.endIndex
  }

  /// A header value's parameters as (key, value) pairs.
  ///
  /// `form-data; name="file"; filename="a.jpg"` gives the disposition itself first, with an
  /// empty value. Values may be quoted (a backslash escapes a byte).
  static func parameters(_ text: ArraySlice<UInt8>) -> [(key: String, value: [UInt8])] {
    var pairs: [(key: String, value: [UInt8])] = []
    var index = text.startIndex
    func skipSpaces() {
      while index < text.endIndex, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    }
    while index < text.endIndex {
      skipSpaces()
      var key: [UInt8] = []
      while index < text.endIndex, text[index] != 0x3D, text[index] != 0x3B {
        key.append(text[index])
        index += 1
      }
      var value: [UInt8] = []
      if index < text.endIndex, text[index] == 0x3D {
        index += 1
        skipSpaces()
        value = readValue(text, at: &index)
      }
      while index < text.endIndex, text[index] != 0x3B { index += 1 }
      if index < text.endIndex { index += 1 }
      while key.last == 0x20 || key.last == 0x09 { key.removeLast() }
      pairs.append((String(decoding: key, as: UTF8.self), value))
    }
    return pairs
  }

  /// A parameter's value at `index`: a quoted string (up to its closing quote) or a token (up
  /// to `;`).
  private static func readValue(_ text: ArraySlice<UInt8>, at index: inout Int) -> [UInt8] {
    var value: [UInt8] = []
    guard index < text.endIndex, text[index] == 0x22 else {
      while index < text.endIndex, text[index] != 0x3B {
        value.append(text[index])
        index += 1
      }
      while value.last == 0x20 || value.last == 0x09 { value.removeLast() }
      return value
    }
    index += 1
    while index < text.endIndex, text[index] != 0x22 {
      if text[index] == 0x5C, index + 1 < text.endIndex { index += 1 }
      value.append(text[index])
      index += 1
    }
    if index < text.endIndex { index += 1 }
    return value
  }

  /// An RFC 5987 value, `UTF-8''a%20b.jpg`: its percent-decoded bytes; nil for another
  /// charset or a bad escape.
  static func extendedValue(_ value: [UInt8]) -> [UInt8]? {
    let text = String(decoding: value, as: UTF8.self)
    guard let quote = text.firstRange(of: "''"), text[..<quote.lowerBound].lowercased() == "utf-8"
    else { return nil }
    var bytes: [UInt8] = []
    var rest = Array(text[quote.upperBound...].utf8)[...]
    while let byte = rest.popFirst() {
      guard byte == 0x25 else {
        bytes.append(byte)
        continue
      }
      guard rest.count >= 2,
        let decoded = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(decoded)
      rest = rest.dropFirst(2)
    }
    return bytes
  }
}
