/// The pictures hidden from the frame (the `hide` command), by absolute path, in the order
/// they were hidden.
///
/// Hiding changes nothing on disk: the list is kept in the frame's state file, and
/// `--show-hidden` shows its pictures again. Paths are taken from the root
/// (``FilePath/absolute``), so a picture of the same name in another folder is not hidden with
/// it (`./IMG_0001.JPG` was, from any folder). A value.
package struct HiddenPictures: Equatable, Sendable {
  /// The hidden paths, absolute, oldest first.
  package private(set) var paths: [FilePath] = []
  private var members: Set<FilePath> = []

  /// The pictures at `paths`; relative ones (as older versions wrote them) are taken from the
  /// working folder.
  package init(_ paths: [FilePath] = []) {
    for path in paths { insert(path) }
  }

  package var count: Int { paths.count }
  package var isEmpty: Bool { paths.isEmpty }

  /// Whether the picture at `path` (relative to the working folder, or absolute) is hidden.
  package func contains(_ path: FilePath) -> Bool { members.contains(path.absolute) }

  /// Hides the picture at `path` (relative to the working folder, or absolute).
  /// - Returns: false when it was hidden already.
  @discardableResult
  package mutating func insert(_ path: FilePath) -> Bool {
    let path = path.absolute
    guard members.insert(path).inserted else { return false }
    paths.append(path)
    return true
  }

  /// Shows the picture `name` names again: the most recently hidden one whose whole path is
  /// `name`, else whose file name is.
  /// - Returns: the path shown again, or nil when no hidden picture has that name.
  package mutating func remove(named name: String) -> FilePath? {
    let wanted = FilePath(name).absolute
    let found =
      members.contains(wanted)
      ? wanted : paths.last { $0.displayName == wanted.displayName && !name.contains("/") }
    guard let found else { return nil }
    members.remove(found)
    paths.removeAll { $0 == found }
    return found
  }
}
