import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Where `--upload-dir` sits among the folders shown: uploads must land where the carousel
/// shows them.
enum UploadFolderPlacement: Equatable {
  /// One of the folders shown, or inside one that `-r` shows whole; the resolved path.
  case shown(String)
  /// Inside a folder shown without `-r`: shown too, as a folder of its own (the sources add
  /// it); the resolved path.
  case inside(String)
  /// Outside every folder shown, or not a folder.
  case outside

  /// Where `folder` sits among `roots` (both resolved through symbolic links).
  static func of(_ folder: String, roots: [FilePath], recursive: Bool) -> UploadFolderPlacement {
    guard let resolved = realPath(folder), isFolder(resolved) else { return .outside }
    let shown = roots.compactMap { realPath($0.description) }.filter(isFolder)
    if shown.contains(resolved) { return .shown(resolved) }
    let parents = shown.filter { resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    if parents.isEmpty { return .outside }
    return recursive ? .shown(resolved) : .inside(resolved)
  }

  /// The resolved folder, unless outside.
  var folder: String? {
    switch self {
    case .shown(let folder), .inside(let folder): folder
    case .outside: nil
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
