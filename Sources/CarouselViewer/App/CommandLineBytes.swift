import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The paths on the command line as the file system spells them.
///
/// Swift's `CommandLine.arguments` repairs invalid UTF-8 (U+FFFD), which would name a different
/// file; the raw `argv` bytes do not.
package enum CommandLineBytes {
  /// `paths` (parsed from the arguments), each replaced by its raw `argv` bytes when the text
  /// was repaired and exactly one raw argument repairs to it.
  static func paths(_ paths: [String]) -> [FilePath] {
    let raw = (0..<Int(CommandLine.argc)).compactMap { index -> [UInt8]? in
      guard let argument = CommandLine.unsafeArgv[index] else { return nil }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
    }
    return paths.map { path in
      guard path.contains("\u{FFFD}") else { return FilePath(path) }
      let matches = raw.filter { String(decoding: $0, as: UTF8.self) == path }
      return matches.count == 1 ? FilePath(bytes: matches[0]) : FilePath(path)
    }
  }
}
