#if canImport(Glibc)
  import Glibc
#endif

/// Expands the paths the user gave into the pictures to show, in order.
///
/// A folder becomes its entries named like pictures, sorted by name in natural order, then (when
/// recursive) its subfolders in the same order, depth first. Anything else is kept as given, so
/// a missing or broken file still gets a page that says what is wrong with it. A recursive walk
/// remembers every folder and file it met by device and inode, so symbolic-link loops end and each
/// file is listed once. A folder's `.txt` and `.md` files are text slides and its clips items,
/// as ``listing`` says (`--no-text-slides`: a README beside the photos). Synchronous; the
/// ``FolderScanner`` runs it on a background thread.
package struct FolderWalker {
  let isRecursive: Bool
  let listing: ItemListing
  private var visitedFolders: Set<FileIdentity> = []
  private var listedFiles: Set<FileIdentity> = []
  /// Whether to stop early (checked between folders).
  var shouldStop: () -> Bool = { false }

  init(recursive: Bool, listing: ItemListing = ItemListing()) {
    isRecursive = recursive
    self.listing = listing
  }

  /// Walks `paths`, calling `deliver` with pictures found, folder by folder.
  mutating func walk(_ paths: [FilePath], deliver: ([FilePath]) -> Void) {
    for path in paths {
      if shouldStop() { return }
      if let identity = FileIdentity(path), identity.isFolder {
        walkFolder(path, identity: identity, deliver: deliver)
      } else {
        deliver([path])
      }
    }
  }

  private mutating func walkFolder(
    _ folder: FilePath, identity: FileIdentity, deliver: ([FilePath]) -> Void
  ) {
    guard visitedFolders.insert(identity).inserted, !shouldStop() else { return }
    let names = Self.entries(of: folder).filter { !$0.isEmpty && $0[0] != UInt8(ascii: ".") }
    var pictures: [FilePath] = []
    var subfolders: [(FilePath, FileIdentity)] = []
    let siblings = Set(names.map { String(decoding: $0, as: UTF8.self) })
    for name in names {
      let path = folder.appending(name)
      let found = isRecursive ? FileIdentity(path) : nil
      if let found, found.isFolder {
        subfolders.append((path, found))
      } else if listing.lists(
        fileName: String(decoding: name, as: UTF8.self), hasSibling: siblings.contains)
      {
        if let found, !listedFiles.insert(found).inserted { continue }
        pictures.append(path)
      }
    }
    if listing.clips { pictures = withoutIdentifiedClips(pictures, in: folder, names: siblings) }
    pictures.sort(by: NaturalOrder.precedes)
    if !pictures.isEmpty { deliver(pictures) }
    subfolders.sort { NaturalOrder.precedes($0.0, $1.0) }
    for (path, identity) in subfolders {
      walkFolder(path, identity: identity, deliver: deliver)
    }
  }

  /// `pictures` (the items listed in `folder`, whose entries are `names`) without the MOVs
  /// that a still there pairs by content identifier (a Live Photo whose names differ).
  private func withoutIdentifiedClips(
    _ pictures: [FilePath], in folder: FilePath, names: Set<String>
  ) -> [FilePath] {
    let clips = pictures.map(\.displayName).filter(LivePhotoPair.isQuickTime)
    guard !clips.isEmpty else { return pictures }
    let stills = names.filter { name in
      LivePhotoPair.isStill(name)
        && !LivePhotoPair.clipNames(ofStill: name).contains(where: names.contains)
    }
    let paired = LivePhotoPair.pairedByIdentifier(clips: clips, stills: stills.sorted()) {
      ContentIdentifier.of(folder.appending(Array($0.utf8)))
    }
    return paired.isEmpty ? pictures : pictures.filter { !paired.contains($0.displayName) }
  }

  /// The names in a folder, as bytes (not necessarily UTF-8); empty when it cannot be read.
  static func entries(of folder: FilePath) -> [[UInt8]] {
    guard let directory = folder.withCString({ opendir($0) }) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
        names.append(name)
      }
    }
    return names
  }
}

/// A file's identity on this machine: its device and inode, after following symbolic links.
package struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64
  package let isFolder: Bool

  /// The identity of what `path` names, or nil when it cannot be found (a dangling link).
  init?(_ path: FilePath) {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    isFolder = info.st_mode & S_IFMT == S_IFDIR
  }
}
