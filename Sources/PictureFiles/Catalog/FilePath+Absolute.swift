#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Absolute paths

extension FilePath {
  /// The process's working folder when first asked for (Carousel never changes it), or nil when
  /// the system cannot tell (it was removed).
  private static let workingFolder: FilePath? = {
    guard let text = getcwd(nil, 0) else { return nil }
    defer { free(text) }
    return FilePath(
      bytes: Array(UnsafeBufferPointer(start: text, count: strlen(text))).map {
        UInt8(bitPattern: $0)
      })
  }()

  /// Whether the path starts at the root (`/`).
  package var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

  /// The path from the root: itself when absolute, else the working folder joined with it.
  ///
  /// Its `.` components are dropped; `..` is kept, since past a symbolic link it is not the
  /// parent the letters suggest. Itself when the working folder is unknown.
  package var absolute: FilePath {
    guard !isAbsolute, let folder = Self.workingFolder else { return self }
    let slash = UInt8(ascii: "/")
    let parts = bytes.split(separator: slash).filter { $0 != [UInt8(ascii: ".")][...] }
    return parts.reduce(folder) { $0.appending(Array($1)) }
  }
}
