extension Catalog {
  /// The catalog changes that `folderChanges` make, in order: new pictures go where `place`
  /// puts them, a file that appears under a name already listed (renamed over it, as rsync
  /// does) is read again, and a renamed picture moves to its new name's place.
  ///
  /// - Parameter place: the index at which a picture at a path joins a catalog (the catalog as
  ///   the changes before it left it).
  package func effect(
    of folderChanges: [FolderChange], placing place: (FilePath, Catalog) -> Int
  ) -> FolderChangeEffect {
    var working = self
    var effect = FolderChangeEffect()
    for change in folderChanges {
      working.absorb(change, place: place, into: &effect)
    }
    return effect
  }

  /// The folder changes a reload's list means: the pictures not in `paths` removed, new ones
  /// added, and those kept changed (read again).
  package func reloadChanges(to paths: [FilePath]) -> [FolderChange] {
    let listed = Set(paths)
    var seen: Set<FilePath> = []
    return items.filter { !listed.contains($0.path) }.map { .removed($0.path) }
      + paths.filter { seen.insert($0).inserted }.map { path in
        index(of: ItemKey(path)) == nil ? .added(path) : .changed(path)
      }
  }

  /// Applies one folder change to this working copy, recording what it did in `effect`.
  private mutating func absorb(
    _ change: FolderChange, place: (FilePath, Catalog) -> Int, into effect: inout FolderChangeEffect
  ) {
    switch change {
    case .added(let path), .changed(let path):
      let key = ItemKey(path)
      record(index(of: key) == nil ? insertion(of: path, place: place) : .replace(key), &effect)
      removePairedClips(ofStill: path, into: &effect)
    case .removed(let path):
      record(.remove(ItemKey(path)), &effect)
    case .unwatchable(let folder, let reason):
      effect.unwatchable.append((folder, reason))
    case .renamed(let from, let to):
      absorbRename(from: ItemKey(from), to: ItemKey(to), place: place, into: &effect)
    case .listed(let folder, let scope, let pictures, let rereading):
      let listed = Set(pictures.map(ItemKey.init))
      let covered = items.map(\.key).filter { scope.covers($0.path, in: folder) }
      // The folder's own key: an error page for a folder that was missing at the start.
      for key in covered + [ItemKey(folder)] where !listed.contains(key) {
        record(.remove(key), &effect)
      }
      for path in pictures {
        let key = ItemKey(path)
        if index(of: key) == nil {
          record(insertion(of: path, place: place), &effect)
        } else if rereading {
          record(.replace(key), &effect)
        }
      }
    }
  }

  /// Removes the items of the Live Photo clips beside a still that came at `path` (its MOV was
  /// listed alone while the still was not there yet; the pair is one item, the still).
  private mutating func removePairedClips(
    ofStill path: FilePath, into effect: inout FolderChangeEffect
  ) {
    let folder = path.splitLastComponent().folder
    for name in LivePhotoPair.clipNames(ofStill: path.displayName) {
      let key = ItemKey(folder.appending(Array(name.utf8)))
      if index(of: key) != nil { record(.remove(key), &effect) }
    }
  }

  private mutating func absorbRename(
    from old: ItemKey, to new: ItemKey, place: (FilePath, Catalog) -> Int,
    into effect: inout FolderChangeEffect
  ) {
    guard let oldIndex = index(of: old) else {
      absorb(.added(new.path), place: place, into: &effect)
      return
    }
    effect.renamed[old] = new
    if index(of: new) != nil {  // renamed over a listed picture: that one has new content
      record(.remove(old), &effect)
      record(.replace(new), &effect)
      return
    }
    let newIndex = place(new.path, self)
    if newIndex == oldIndex || newIndex == oldIndex + 1 {
      record(.rename(from: old, to: new), &effect)
    } else {
      let successor = newIndex < count ? self[newIndex].key : nil
      record(.remove(old), &effect)
      record(.insert(CarouselItem(file: new.path, clips: true), before: successor), &effect)
    }
  }

  /// The insertion of an item for `path` where `place` puts it, of the kind its name says (the
  /// watcher reports only the files its listing makes items of).
  private func insertion(of path: FilePath, place: (FilePath, Catalog) -> Int) -> CatalogChange {
    let index = place(path, self)
    let item = CarouselItem(file: path, clips: true)
    return .insert(item, before: index < count ? self[index].key : nil)
  }

  /// Applies `change` to the working copy and keeps it when it changed something.
  private mutating func record(_ change: CatalogChange, _ effect: inout FolderChangeEffect) {
    if apply([change], keeping: nil).isChanged { effect.changes.append(change) }
  }
}
