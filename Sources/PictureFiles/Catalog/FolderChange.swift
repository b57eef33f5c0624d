/// What the folder watcher saw happen to the pictures of a watched folder (``FolderWatcher``).
///
/// Paths are spelled as the folder scan spells them (the folder as given, then the names), so
/// they are the keys of the catalog's items.
package enum FolderChange: Equatable, Sendable {
  /// A picture file appeared, complete: written and closed, moved or linked in.
  case added(FilePath)
  /// A picture file got new content in place (written again and closed).
  case changed(FilePath)
  /// A picture file went: deleted, or moved out of the watched folders.
  case removed(FilePath)
  /// A picture file was renamed within the watched folders.
  case renamed(from: FilePath, to: FilePath)
  /// The pictures in `scope` of `folder` are exactly `pictures` now: after the folder appeared
  /// or came back (an empty list when it went), or after events were lost. With `rereading`,
  /// the pictures kept may have changed and are read again.
  case listed(folder: FilePath, scope: Scope, pictures: [FilePath], rereading: Bool)
  /// A folder that is there but cannot be watched, and why (the user's inotify watches are used
  /// up): its pictures are shown, but changes to it are not followed.
  case unwatchable(folder: FilePath, reason: String)

  /// Which items a listing covers.
  package enum Scope: Equatable, Sendable {
    /// The files directly in the folder.
    case folder
    /// Every file under the folder, subfolders included.
    case tree
    /// Just these files of the folder (files named on the command line).
    case files(Set<FilePath>)

    /// Whether the item at `path` is covered by a listing of `folder`.
    package func covers(_ path: FilePath, in folder: FilePath) -> Bool {
      switch self {
      case .folder: path.isInside(folder, directly: true)
      case .tree: path.isInside(folder, directly: false)
      case .files(let paths): paths.contains(path)
      }
    }
  }
}
