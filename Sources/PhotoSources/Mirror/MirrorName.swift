/// File names for the mirror, made from what a server calls its pictures: nothing a server
/// says may name a file outside the mirror, a hidden file, or one that misleads on screen.
package enum MirrorName {
  /// The longest name made, in UTF-8 bytes (Linux allows 255; room is left for the mirror's
  /// temporary `.NAME.part`).
  static let maximumBytes = 200

  /// `name` made safe, or nil when nothing is left.
  ///
  /// Slashes and backslashes become `_`, control and format characters
  /// (bidirectional overrides, zero-width joiners) and line separators go, leading dots and
  /// spaces go (no hidden file, no `.` or `..`), and a long name is cut to ``maximumBytes``
  /// keeping its extension. Nil when nothing is left.
  package static func sanitised(_ name: String) -> String? {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        continue
      default:
        scalars.append(scalar == "/" || scalar == "\\" ? "_" : scalar)
      }
    }
    var text = String(scalars)
    while let first = text.first, first == "." || first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard !text.isEmpty else { return nil }
    return shortened(text)
  }

  /// `name` with `tag` before its extension: `IMG_1.jpg` and `3fa2` give `IMG_1-3fa2.jpg`.
  package static func tagged(_ name: String, _ tag: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return shortened(name + "-" + tag)
    }
    return shortened(String(name[..<dot]) + "-" + tag + String(name[dot...]))
  }

  /// `name` cut to ``maximumBytes`` whole characters, its extension (up to 16 bytes) kept.
  private static func shortened(_ name: String) -> String {
    guard name.utf8.count > maximumBytes else { return name }
    let tail = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
    let suffix = tail.utf8.count <= 16 ? tail : ""
    var stem = String(name.dropLast(suffix.count))
    while stem.utf8.count + suffix.utf8.count > maximumBytes { stem.removeLast() }
    return stem + suffix
  }
}
