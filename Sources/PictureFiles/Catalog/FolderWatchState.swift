#if canImport(Glibc)
  import Glibc
#endif

/// What the ``FolderWatcher`` thread knows: the inotify watches on the watched folders, the
/// folders that are missing and the anchors that wait for them, and the files being written.
///
/// It turns inotify's events into ``FolderChange`` values.
///
/// Owned by the watcher thread alone (or a test); nothing here blocks or sleeps.
struct FolderWatchState {
  /// One watched folder.
  struct Folder {
    let path: FilePath
    let identity: FileIdentity
    /// Index of the target it belongs to.
    let target: Int
  }

  let inotify: Inotify
  let targets: [WatchTarget]
  /// Targets whose folder is not there now; an anchor waits for each.
  private(set) var missing: Set<Int> = []
  private var folders: [Int32: Folder] = [:]
  /// Watches on folders above missing targets, waiting for folders to appear.
  private var anchors: Set<Int32> = []
  /// Pictures created and not yet closed after writing: they join once complete.
  private var creating: Set<FilePath> = []
  /// The first half of a rename, waiting for its second (the next event).
  private var pendingMove: (cookie: UInt32, path: FilePath?, folder: FilePath?)?
  /// Folders that could not be watched since the last ``takeUnwatchable()``, and every folder
  /// said so far (each is said once).
  private var unwatchable: [FolderChange] = []
  private var saidUnwatchable: Set<FilePath> = []

  init(inotify: Inotify, targets: [WatchTarget]) {
    self.inotify = inotify
    self.targets = targets
  }

  /// Watches every target and lists what is there now (one listing per target found).
  mutating func start() -> [FolderChange] {
    var changes: [FolderChange] = []
    for index in targets.indices {
      if let listing = attach(index, rereading: false) { changes.append(listing) }
    }
    return changes
  }

  /// The changes that `events` (read together, oldest first) describe.
  mutating func handle(_ events: [Inotify.Event]) -> [FolderChange] {
    var changes: [FolderChange] = []
    var retry = false
    for event in events {
      if let move = pendingMove, !(event.has(IN_MOVED_TO) && event.cookie == move.cookie) {
        changes += resolveUnpairedMove()
      }
      if event.has(IN_Q_OVERFLOW) {
        changes += rescanAll()
        continue
      }
      if anchors.contains(event.watch) { retry = true }
      guard let folder = folders[event.watch] else { continue }
      if event.name.isEmpty {
        changes += folderItself(event, folder)
        retry = retry || !missing.isEmpty
      } else if event.has(IN_ISDIR) {
        changes += subfolderEntry(event, in: folder)
      } else {
        changes += fileEntry(event, in: folder)
      }
    }
    changes += resolveUnpairedMove()
    if retry { changes += retryMissing() }
    return changes
  }

  /// After the system's mounts changed: folders that now name something else (a share mounted
  /// over them, or unmounted) are listed again, and missing ones looked for.
  mutating func mountsChanged() -> [FolderChange] {
    var changes: [FolderChange] = []
    for folder in folders.values.sorted(by: { $0.path.bytes.count < $1.path.bytes.count })
    where FileIdentity(folder.path) != folder.identity {
      guard folders.values.contains(where: { $0.path == folder.path }) else { continue }
      changes += relist(folder)
    }
    return changes + retryMissing()
  }

  /// The folders found unwatchable since the last call, as changes to tell.
  mutating func takeUnwatchable() -> [FolderChange] {
    defer { unwatchable.removeAll() }
    return unwatchable
  }

  // MARK: - Events

  private mutating func fileEntry(_ event: Inotify.Event, in folder: Folder) -> [FolderChange] {
    let target = targets[folder.target]
    let picture = target.picture(named: event.name, in: folder.path)
    if event.has(IN_MOVED_FROM) {
      pendingMove = (event.cookie, picture, nil)
      return []
    }
    if event.has(IN_MOVED_TO) {
      let from = pendingMove?.cookie == event.cookie ? pendingMove?.path : nil
      pendingMove = nil
      switch (from, picture) {
      case (let from?, let to?): return [.renamed(from: from, to: to)]
      case (nil, let to?): return [.added(to)]
      case (let from?, nil): return [.removed(from)]
      case (nil, nil): return []
      }
    }
    guard let picture else { return [] }
    if event.has(IN_CREATE) {
      // Links arrive complete; a new file is complete once closed after writing.
      guard Self.isLinked(picture) else {
        creating.insert(picture)
        return []
      }
      return [.added(picture)]
    }
    if event.has(IN_CLOSE_WRITE) {
      return [creating.remove(picture) == nil ? .changed(picture) : .added(picture)]
    }
    if event.has(IN_DELETE) {
      creating.remove(picture)
      return [.removed(picture)]
    }
    return []
  }

  private mutating func subfolderEntry(_ event: Inotify.Event, in folder: Folder)
    -> [FolderChange]
  {
    let target = targets[folder.target]
    guard target.watchesSubfolder(named: event.name) else { return [] }
    let path = folder.path.appending(event.name)
    if event.has(IN_MOVED_FROM) {
      pendingMove = (event.cookie, nil, path)
      return []
    }
    if event.has(IN_CREATE) || event.has(IN_MOVED_TO) {
      var changes: [FolderChange] = []
      // A folder renamed within the tree: its watches follow the folder, so they go first.
      if let move = pendingMove, move.cookie == event.cookie, let old = move.folder {
        changes += forgetTree(old)
      }
      pendingMove = nil
      var pictures: [FilePath] = []
      var visited = Set(folders.values.map(\.identity))
      watchTree(path, target: folder.target, pictures: &pictures, visited: &visited)
      return changes + [.listed(folder: path, scope: .tree, pictures: pictures, rereading: false)]
    }
    if event.has(IN_DELETE) { return forgetTree(path) }
    return []
  }

  /// The folder itself went (deleted, moved, unmounted) or its watch ended.
  private mutating func folderItself(_ event: Inotify.Event, _ folder: Folder) -> [FolderChange] {
    if event.has(IN_IGNORED) {
      folders[event.watch] = nil
      return []
    }
    let isTop = folder.path == targets[folder.target].folder
    guard event.has(IN_DELETE_SELF) || event.has(IN_MOVE_SELF) || event.has(IN_UNMOUNT),
      isTop || event.has(IN_UNMOUNT)
    else { return [] }  // a subfolder's deletion or move is told by its parent's event
    return relist(folder)
  }

  /// The second half of a rename never came: the entry left the watched folders.
  private mutating func resolveUnpairedMove() -> [FolderChange] {
    guard let move = pendingMove else { return [] }
    pendingMove = nil
    if let path = move.path {
      creating.remove(path)
      return [.removed(path)]
    }
    if let folder = move.folder { return forgetTree(folder) }
    return []
  }

  // MARK: - Watching and listing

  /// Watches target `index`'s folder and lists it; when it is not there, marks it missing and
  /// anchors a watch above it.
  private mutating func attach(_ index: Int, rereading: Bool) -> FolderChange? {
    let target = targets[index]
    var pictures: [FilePath] = []
    var visited = Set(folders.values.map(\.identity))
    guard watchTree(target.folder, target: index, pictures: &pictures, visited: &visited) else {
      missing.insert(index)
      anchor(above: target.folder)
      return nil
    }
    missing.remove(index)
    return .listed(
      folder: target.folder, scope: target.scope, pictures: pictures, rereading: rereading)
  }

  /// Watches `path` (and, for a recursive target, its subfolders), adding the pictures found
  /// to `pictures`.
  ///
  /// The watch is made before the folder is read, so nothing made meanwhile is missed.
  /// A folder that cannot be watched (the user's watches are used up) is still listed, and
  /// said once in `unwatchable`.
  /// - Returns: false when `path` is not a folder.
  @discardableResult
  private mutating func watchTree(
    _ path: FilePath, target index: Int, pictures: inout [FilePath],
    visited: inout Set<FileIdentity>
  ) -> Bool {
    guard let identity = FileIdentity(path), identity.isFolder else { return false }
    switch inotify.watch(path, for: Inotify.folderEvents) {
    case .success(let watch):
      if folders[watch] == nil {
        folders[watch] = Folder(path: path, identity: identity, target: index)
      }
    case .failure(let failure):
      if saidUnwatchable.insert(path).inserted {
        unwatchable.append(.unwatchable(folder: path, reason: failure.reason))
      }
    }
    visited.insert(identity)
    let target = targets[index]
    for name in FolderWalker.entries(of: path) {
      if let picture = target.picture(named: name, in: path) {
        pictures.append(picture)
      } else if target.watchesSubfolder(named: name) {
        let child = path.appending(name)
        if let found = FileIdentity(child), found.isFolder, !visited.contains(found) {
          watchTree(child, target: index, pictures: &pictures, visited: &visited)
        }
      }
    }
    return true
  }

  /// Stops watching `path` and everything under it, and lists it empty.
  private mutating func forgetTree(_ path: FilePath) -> [FolderChange] {
    unwatch(path)
    return [.listed(folder: path, scope: .tree, pictures: [], rereading: false)]
  }

  /// Lists a folder that went or changed again: a target's own folder is detached and
  /// attached again (missing if gone); a subfolder is watched and listed anew.
  private mutating func relist(_ folder: Folder) -> [FolderChange] {
    let target = targets[folder.target]
    unwatch(folder.path)
    if folder.path == target.folder {
      let empty = FolderChange.listed(
        folder: target.folder, scope: target.scope, pictures: [], rereading: false)
      return [empty] + [attach(folder.target, rereading: true)].compactMap { $0 }
    }
    var pictures: [FilePath] = []
    var visited = Set(folders.values.map(\.identity))
    watchTree(folder.path, target: folder.target, pictures: &pictures, visited: &visited)
    return [.listed(folder: folder.path, scope: .tree, pictures: pictures, rereading: true)]
  }

  /// Removes the watches on `path` and the folders under it.
  private mutating func unwatch(_ path: FilePath) {
    for (watch, folder) in folders
    where folder.path == path || folder.path.isInside(path, directly: false) {
      if !anchors.contains(watch) { inotify.remove(watch) }
      folders[watch] = nil
    }
    creating = creating.filter { !$0.isInside(path, directly: false) }
  }

  /// Events were lost (the queue overflowed): every target is read again.
  private mutating func rescanAll() -> [FolderChange] {
    creating.removeAll()
    pendingMove = nil
    var changes: [FolderChange] = []
    for index in targets.indices where !missing.contains(index) {
      unwatch(targets[index].folder)
      if let listing = attach(index, rereading: true) {
        changes.append(listing)
      } else {
        changes.append(
          .listed(
            folder: targets[index].folder, scope: targets[index].scope, pictures: [],
            rereading: false))
      }
    }
    return changes + retryMissing()
  }

  /// Attaches the missing targets whose folder is there again; anchors the others.
  private mutating func retryMissing() -> [FolderChange] {
    var changes: [FolderChange] = []
    for index in missing.sorted() {
      if let listing = attach(index, rereading: true) { changes.append(listing) }
    }
    if missing.isEmpty {
      for watch in anchors where folders[watch] == nil { inotify.remove(watch) }
      anchors.removeAll()
    }
    return changes
  }

  /// Watches the nearest folder above `path` that exists, for folders appearing in it.
  private mutating func anchor(above path: FilePath) {
    var current = path
    while true {
      let (parent, _) = current.splitLastComponent()
      if case .success(let watch) = inotify.watch(parent, for: Inotify.anchorEvents) {
        anchors.insert(watch)
        return
      }
      guard parent != current, parent.bytes != [UInt8(ascii: "/")],
        parent.bytes != [UInt8(ascii: ".")]
      else { return }
      current = parent
    }
  }

  /// Whether `path` is a symbolic link or a second name of a file: it arrives complete.
  private static func isLinked(_ path: FilePath) -> Bool {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return false }
    return info.st_mode & S_IFMT == S_IFLNK || info.st_nlink > 1
  }
}
