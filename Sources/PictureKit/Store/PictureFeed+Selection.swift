import PictureFiles

// MARK: - Which pictures found are shown: ``PictureFeed/admits`` and the pictures kept out

extension PictureFeed {
  /// Whether a picture found, shown or not, satisfies `condition`.
  package func libraryContains(where condition: (CarouselItem) -> Bool) -> Bool {
    catalog.items.contains(where: condition) || excluded.values.contains(where: condition)
  }

  /// How many pictures were found, shown or not.
  package var libraryCount: Int { catalog.count + excluded.count }

  /// Applies ``admits`` again to every picture found: those it now keeps out leave the catalog
  /// (all but `pinned`, the picture on screen, which stays until the carousel has moved on),
  /// and those it now lets in join at their place in ``order``.
  ///
  /// A removed picture's cached texture is let go; it is decoded again when it comes back.
  /// - Parameter current: the index of the item shown; the update tells its new index, or the
  ///   nearest item after it that stays when it left.
  package func reselect(pinning pinned: ItemKey?, keeping current: Int?) -> CatalogUpdate {
    let admits = admits ?? { _ in true }
    keyEveryItem(catalog.items)
    let leaving = Set(
      catalog.items.lazy.filter { $0.key != pinned && !admits($0.path) }.map(\.key))
    let joining = excluded.values.filter { admits($0.path) }
    for item in catalog.items where leaving.contains(item.key) { excluded[item.key] = item }
    var update = catalog.remove(leaving, keeping: current)
    for key in update.forgotten { store.forget(key) }
    let shown = update.current.map { catalog[$0].key }
    for item in joining { excluded[item.key] = nil }
    if catalog.merge(joining, by: itemPrecedes) { update.isChanged = true }
    update.current = shown.flatMap(catalog.index(of:))
    return update
  }

  /// `items` without those ``admits`` keeps out, which wait in ``excluded`` instead.
  func admitted(_ items: [CarouselItem]) -> [CarouselItem] {
    guard let admits else { return items }
    return items.filter { item in
      if catalog.index(of: item.key) != nil || admits(item.path) { return true }
      excluded[item.key] = item
      return false
    }
  }

  /// `changes` without the insertions of pictures ``admits`` keeps out (which wait in
  /// ``excluded``), and with the pictures kept out followed through removals, replacements
  /// and renames.
  /// - Returns: the changes to apply, and whether an insertion was to go before a picture kept
  ///   out (its place must then be found again).
  func admittedChanges(_ changes: [CatalogChange]) -> ([CatalogChange], misplaced: Bool) {
    var dropped: Set<ItemKey> = []
    var misplaced = false
    let kept = changes.filter { change in
      switch change {
      case .insert(let item, let before):
        if let admits, !admits(item.path) {
          excluded[item.key] = item
          dropped.insert(item.key)
          return false
        }
        excluded[item.key] = nil
        if let before, dropped.contains(before) || excluded[before] != nil { misplaced = true }
      case .remove(let key):
        excluded[key] = nil
      case .replace(let key):
        if let item = excluded[key] {
          excluded[key] = CarouselItem(key: key, kind: item.kind, revision: item.revision + 1)
        }
      case .rename(let from, let to):
        if let item = excluded.removeValue(forKey: from) {
          excluded[to] = CarouselItem(key: to, kind: item.kind, revision: item.revision)
        }
      }
      return true
    }
    return (kept, misplaced)
  }

  /// Puts the catalog back in ``order`` after insertions that could not find their place.
  /// - Returns: the new index of the item at `current`.
  func restoreOrder(current: Int?) -> Int? {
    let shown = current.map { catalog[$0].key }
    keyEveryItem(catalog.items)
    _ = catalog.reorder(by: itemPrecedes)
    return shown.flatMap(catalog.index(of:))
  }

  /// Forgets the pictures kept out that a reload's list no longer has.
  func forgetExcluded(notIn paths: [FilePath]) {
    guard !excluded.isEmpty else { return }
    let listed = Set(paths)
    excluded = excluded.filter { listed.contains($0.key.path) }
  }

  /// Forgets the pictures kept out that folder changes removed or renamed away (the new name
  /// joins, or is kept out, as a new picture).
  func forgetExcluded(by changes: [FolderChange]) {
    guard !excluded.isEmpty else { return }
    for change in changes {
      switch change {
      case .removed(let path), .renamed(let path, _):
        excluded[ItemKey(path)] = nil
      case .listed(let folder, let scope, let pictures, _):
        let listed = Set(pictures)
        excluded = excluded.filter {
          !scope.covers($0.key.path, in: folder) || listed.contains($0.key.path)
        }
      case .added, .changed, .unwatchable:
        break
      }
    }
  }
}
