#if canImport(Glibc)
  import Glibc
#endif

/// One folder the ``FolderWatcher`` keeps an eye on for the paths the user gave: a folder named
/// on the command line, or the folder of pictures named one by one.
struct WatchTarget: Equatable {
  /// The folder, spelled as the user gave it (or the folder part of a picture's path).
  let folder: FilePath
  /// What a listing of the folder covers: its pictures, its whole tree, or the named files.
  let scope: FolderChange.Scope
  /// For pictures named one by one: their names in the folder, to the paths as given.
  let files: [[UInt8]: FilePath]
  /// Which of the folder's files are items (text slides, clips).
  var listing = ItemListing()

  /// Whether subfolders are watched too.
  var isRecursive: Bool { scope == .tree }

  /// The targets for `roots`: each folder one target (with its subfolders when `recursive`),
  /// and the pictures named one by one grouped by their folder.
  ///
  /// A path that does not exist yet counts as a folder, unless its name is a picture's.
  /// `listing` says which of the folders' files are items.
  static func targets(
    for roots: [FilePath], recursive: Bool, listing: ItemListing = ItemListing()
  )
    -> [WatchTarget]
  {
    var targets: [WatchTarget] = []
    var filesByFolder: [FilePath: [[UInt8]: FilePath]] = [:]
    var folderOrder: [FilePath] = []
    for root in roots {
      let identity = FileIdentity(root)
      let looksLikePicture = CarouselItem.Kind(fileName: root.displayName) != nil
      if identity?.isFolder == true || identity == nil && !looksLikePicture {
        var target = WatchTarget(folder: root, scope: recursive ? .tree : .folder, files: [:])
        target.listing = listing
        targets.append(target)
      } else {
        let (folder, name) = root.splitLastComponent()
        if filesByFolder[folder] == nil { folderOrder.append(folder) }
        filesByFolder[folder, default: [:]][name] = root
      }
    }
    for folder in folderOrder {
      let files = filesByFolder[folder] ?? [:]
      targets.append(WatchTarget(folder: folder, scope: .files(Set(files.values)), files: files))
    }
    return targets
  }

  /// The path of the entry `name` of `folder` (a folder of this target) when it is a picture
  /// this target shows, else nil.
  func picture(named name: [UInt8], in folder: FilePath) -> FilePath? {
    if !files.isEmpty { return folder == self.folder ? files[name] : nil }
    guard name.first != UInt8(ascii: "."),
      listing.lists(
        fileName: String(decoding: name, as: UTF8.self),
        hasSibling: { FileIdentity(folder.appending(Array($0.utf8))) != nil })
    else { return nil }
    return folder.appending(name)
  }

  /// Whether the entry `name` of a watched folder is a subfolder to watch too.
  func watchesSubfolder(named name: [UInt8]) -> Bool {
    isRecursive && name.first != UInt8(ascii: ".")
  }
}

extension FilePath {
  /// The folder part and the last component: `a/b/c.png` → (`a/b`, `c.png`); `c.png` →
  /// (`.`, `c.png`); `/c.png` → (`/`, `c.png`).
  func splitLastComponent() -> (folder: FilePath, name: [UInt8]) {
    let slash = UInt8(ascii: "/")
    let trimmed = bytes.last == slash && bytes.count > 1 ? Array(bytes.dropLast()) : bytes
    guard let last = trimmed.lastIndex(of: slash) else {
      return (FilePath("."), trimmed)
    }
    let folder = last == 0 ? [slash] : Array(trimmed[..<last])
    return (FilePath(bytes: folder), Array(trimmed[(last + 1)...]))
  }
}
