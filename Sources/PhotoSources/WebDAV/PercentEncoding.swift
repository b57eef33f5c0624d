/// URL paths' percent-encoding (RFC 3986, 2.1): decoded for names, encoded for requests.
enum PercentEncoding {
  /// `path` with each `%XX` decoded (bytes that are not UTF-8 become U+FFFD); a `%` not
  /// followed by two hex digits stays as it is.
  static func decoded(_ path: String) -> String {
    let bytes = Array(path.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `path` with every byte but the unreserved ones, `/` and an existing `%XX` percent-encoded.
  static func encoded(_ path: String) -> String {
    let bytes = Array(path.utf8)
    var result = ""
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count, hexValue(bytes[index + 1]) != nil,
        hexValue(bytes[index + 2]) != nil
      {
        result += "%"
      } else if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0xF, radix: 16, uppercase: true)
      }
      index += 1
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
