extension Catalog {
  /// The changes that make the catalog list exactly `paths`, in their order (a reload).
  ///
  /// Items whose file is not in `paths` are removed; new files are inserted where `paths` puts
  /// them; the files kept are replaced (their revision goes up, so they are read again) when
  /// `rereading`. Kept items stay in place when their order agrees with `paths`, so their
  /// cached pictures stay; when it does not (the sort order changed), every item is removed and
  /// the list added anew, and the caller finds the current item again by its key.
  package func changes(matching paths: [FilePath], rereading: Bool) -> [CatalogChange] {
    var seen: Set<ItemKey> = []
    let target = paths.map(ItemKey.init).filter { seen.insert($0).inserted }
    let keptPlaces = target.compactMap { index(of: $0) }
    guard zip(keptPlaces, keptPlaces.dropFirst()).allSatisfy({ $0 < $1 }) else {
      return items.map { .remove($0.key) }
        + target.map { .insert(CarouselItem(picture: $0.path), before: nil) }
    }
    var changes: [CatalogChange] = items.filter { !seen.contains($0.key) }.map { .remove($0.key) }
    // Inserted last to first, each before its successor in `paths`, which is in the catalog by
    // then (kept, or inserted just before).
    var successor: ItemKey?
    for key in target.reversed() {
      if index(of: key) == nil {
        changes.append(.insert(CarouselItem(picture: key.path), before: successor))
      }
      successor = key
    }
    if rereading {
      changes += target.filter { index(of: $0) != nil }.map { .replace($0) }
    }
    return changes
  }
}
