/// What the folder watcher's news means for a catalog: the changes to apply, and the renames,
/// so that the app can keep showing a picture that was renamed.
package struct FolderChangeEffect: Sendable {
  /// To apply in order (`PictureFeed.apply(_:keeping:)`).
  package var changes: [CatalogChange] = []
  /// Old key to new key, for every picture renamed (in place or moved to its new place).
  package var renamed: [ItemKey: ItemKey] = [:]
  /// Folders that cannot be followed, and why, for one message each.
  package var unwatchable: [(folder: FilePath, reason: String)] = []
}
