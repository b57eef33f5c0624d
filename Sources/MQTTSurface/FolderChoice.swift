/// The folders shown, as Home Assistant offers them: each under a short label (its path from
/// the folder all of them share), and back from a label to the folder.
package struct FolderChoice: Equatable, Sendable {
  /// The folders' whole paths, in the status's order.
  package let folders: [String]
  /// One label per folder, in the same order, all different.
  package let labels: [String]

  /// The choice among `folders` (whole paths, as ``Control/Status/folders`` lists them).
  ///
  /// A label is the folder's path after the folder all of them share (`2024/holiday` under
  /// `/srv/frame`); a folder that is that shared folder itself, or labels that would be the same
  /// twice, are named by their whole paths instead.
  package init(folders: [String]) {
    self.folders = folders
    let shared = Self.sharedParent(of: folders)
    var labels = folders.map { folder -> String in
      guard let shared, folder.count > shared.count else { return folder }
      let rest = folder.dropFirst(shared.count).drop { $0 == "/" }
      return rest.isEmpty ? folder : String(rest)
    }
    if Set(labels).count != labels.count { labels = folders }
    self.labels = labels
  }

  /// Whether there is a choice: more than one folder.
  package var isChoice: Bool { folders.count > 1 }

  /// Whether the choice is a drop-down (a select) rather than a name typed (a text).
  package var isList: Bool { folders.count <= MQTTConstants.mostFolderOptions }

  /// The label of `folder`, or nil when it is not one of the choice's.
  package func label(of folder: String) -> String? {
    folders.firstIndex(of: folder).map { labels[$0] }
  }

  /// The folder labelled `label`, or named by its whole path; nil for neither.
  package func folder(labelled label: String) -> String? {
    if let index = labels.firstIndex(of: label) { return folders[index] }
    let trimmed = label.count > 1 && label.hasSuffix("/") ? String(label.dropLast()) : label
    return folders.contains(trimmed) ? trimmed : nil
  }

  /// The longest folder path that every folder is, or is inside; nil without folders or when
  /// only the root is shared.
  private static func sharedParent(of folders: [String]) -> String? {
    guard let first = folders.first else { return nil }
    var shared = first.split(separator: "/", omittingEmptySubsequences: true)
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
      let common = zip(shared, parts).prefix { $0 == $1 }.count
      shared = Array(shared.prefix(common))
    }
    guard !shared.isEmpty else { return nil }
    return "/" + shared.joined(separator: "/")
  }
}
