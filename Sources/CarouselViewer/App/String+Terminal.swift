extension String {
  /// The text with control characters written out (`\n`, `\t`, `\x1b`, ...), so that a file
  /// name can neither break a one-line message in two nor send escape sequences to a terminal.
  var escapingControlCharacters: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
