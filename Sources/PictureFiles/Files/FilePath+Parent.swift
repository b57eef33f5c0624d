#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Parents, relative paths, folders

extension FilePath {
  /// The folder that holds the path (`/` for the root and what is in it; `.` for a bare name).
  package var parent: FilePath {
    let slash = UInt8(ascii: "/")
    var trimmed = bytes[...]
    while trimmed.count > 1, trimmed.last == slash { trimmed = trimmed.dropLast() }
    guard let last = trimmed.lastIndex(of: slash) else { return FilePath(".") }
    return last == trimmed.startIndex ? FilePath("/") : FilePath(bytes: Array(trimmed[..<last]))
  }

  /// The path from `folder` to this one, when it is inside it.
  func relative(to folder: FilePath) -> FilePath? {
    guard folder.bytes != [UInt8(ascii: "/")] else {
      return FilePath(bytes: Array(bytes.dropFirst()))
    }
    guard isInside(folder, directly: false) else { return nil }
    let start = folder.bytes.last == UInt8(ascii: "/") ? folder.bytes.count : folder.bytes.count + 1
    return FilePath(bytes: Array(bytes[start...]))
  }

  /// Whether the path names a folder (following links).
  package var isFolder: Bool {
    var info = stat()
    return withCString { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
