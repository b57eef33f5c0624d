import Control
import PictureFiles

/// The folders of a catalog's pictures, as the status lists them (``Control/Status/folders``),
/// derived again only when the catalog's list changed (its generation), not on every update.
///
/// Main thread only, owned by the ``CommandDesk``.
struct FolderList {
  private var generation: Int?
  private var folders: [String] = []

  /// The folders holding `catalog`'s pictures, each once, in the order of their first pictures.
  mutating func folders(of catalog: Catalog) -> [String] {
    if generation != catalog.generation {
      generation = catalog.generation
      folders = Self.derive(catalog)
    }
    return folders
  }

  private static func derive(_ catalog: Catalog) -> [String] {
    var seen: Set<String> = []
    var folders: [String] = []
    for item in catalog.items {
      guard let folder = Status.folder(of: item.path.distinctText) else { continue }
      if seen.insert(folder).inserted { folders.append(folder) }
    }
    return folders
  }
}
