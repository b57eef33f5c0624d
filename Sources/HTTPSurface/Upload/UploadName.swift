/// The name an uploaded picture gets in the upload folder, made from the name its sender gave.
///
/// Only the last component is kept (after any `/` or `\`), control characters (C0, DEL, C1),
/// format characters (Unicode's Cf: the marks that turn text's direction, zero-width ones) and
/// line and paragraph separators (Zl, Zp) are removed, spaces and dots are trimmed from both
/// ends (a name never starts with a dot, which would hide it, nor ends with one, which would
/// give `a.jpg..jpg`), and the name is cut to ``longestBytes`` on a character's edge, its
/// extension kept; nothing left gives `upload`. Invalid UTF-8 becomes U+FFFD.
package enum UploadName {
  /// The longest name made, in bytes: Linux's NAME_MAX (255) less room for a `-10000` suffix
  /// and an added extension.
  static let longestBytes = 200

  /// The safe name for a file sent as `given`.
  package static func safe(_ given: [UInt8]) -> String {
    let text = String(decoding: given, as: UTF8.self)
    let last = text.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }.last ?? ""
    var scalars = String.UnicodeScalarView(last.unicodeScalars.filter { !isRemoved($0) })
    while let first = scalars.first, first == "." || first == " " { scalars.removeFirst() }
    while let final = scalars.last, final == "." || final == " " { scalars.removeLast() }
    let name = String(scalars)
    return name.isEmpty ? "upload" : shortened(name)
  }

  /// `name` ending with an extension of its format: kept when it has one of `extensions` (any
  /// case), else the first of them added (`photo` → `photo.jpg`, `x.txt` → `x.txt.png`), so
  /// that folders list it as the picture it is.
  package static func withExtension(_ name: String, _ extensions: [String]) -> String {
    guard let preferred = extensions.first else { return name }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex,
      extensions.contains(name[name.index(after: dot)...].lowercased())
    {
      return name
    }
    return name + "." + preferred
  }

  /// The `number`th name to try for `name`: `name` itself, then `beach-2.jpg`, `beach-3.jpg`…
  /// before the extension.
  package static func candidate(_ name: String, number: Int) -> String {
    guard number > 1 else { return name }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return "\(name)-\(number)"
    }
    return "\(name[..<dot])-\(number)\(name[dot...])"
  }

  /// A short, safe extension for the hidden file an upload is written to (the decoder sniffs
  /// formats without a magic number by it): `name`'s own when it is up to 8 letters and
  /// digits, else `part`.
  package static func temporaryExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "part" }
    let ext = name[name.index(after: dot)...].lowercased()
    let plain =
      !ext.isEmpty && ext.count <= 8
      && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return plain ? ext : "part"
  }

  private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return scalar == "/" || scalar == "\\"  // the separators themselves
    }
  }

  /// `name` cut to ``longestBytes`` bytes of UTF-8, keeping a short extension.
  private static func shortened(_ name: String) -> String {
    guard name.utf8.count > longestBytes else { return name }
    var tail = ""
    if let dot = name.lastIndex(of: "."), name.distance(from: dot, to: name.endIndex) <= 16 {
      tail = String(name[dot...])
    }
    var head = ""
    for character in name.dropLast(tail.count) {
      guard head.utf8.count + String(character).utf8.count + tail.utf8.count <= longestBytes
      else { break }
      head.append(character)
    }
    return head + tail
  }
}
