extension FilePath {
  /// The folder holding the file, for the info panel: the path before the last component, `.`
  /// for a bare name, `/` for a file at the root (invalid UTF-8 shown as U+FFFD).
  package var folderName: String {
    let slash = UInt8(ascii: "/")
    let trimmed = bytes.last == slash ? bytes.dropLast() : bytes[...]
    guard let last = trimmed.lastIndex(of: slash) else { return "." }
    if last == trimmed.startIndex { return "/" }
    return String(decoding: trimmed[..<last], as: UTF8.self)
  }

  /// The path with `suffix` added to its last component: `photo.jpg` → `photo.jpg.txt`.
  package func appendingSuffix(_ suffix: String) -> FilePath {
    FilePath(bytes: bytes + Array(suffix.utf8))
  }
}
