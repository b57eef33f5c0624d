extension Catalog {
  /// Removes the items whose keys are in `keys`, in one pass, and tells what became of the
  /// item at index `current` (as ``apply(_:keeping:)`` does: when it went, the nearest item
  /// after it that stays, wrapping round).
  ///
  /// One rebuild of the index whatever the number removed, so a filter that takes thousands of
  /// pictures out costs one linear pass, not one per picture.
  package mutating func remove(_ keys: Set<ItemKey>, keeping current: Int?) -> CatalogUpdate {
    var update = CatalogUpdate()
    let gone = items.filter { keys.contains($0.key) }
    guard !gone.isEmpty else {
      update.current = current
      return update
    }
    let before = items
    items.removeAll { keys.contains($0.key) }
    indices = [:]
    reindex(from: 0)
    update.isChanged = true
    update.forgotten = Set(gone.map(\.key))
    guard let current, before.indices.contains(current) else { return update }
    for offset in 0..<before.count {
      if let found = indices[before[(current + offset) % before.count].key] {
        update.current = found
        break
      }
    }
    return update
  }

  /// Puts the items in the order `precedes` gives, keeping every item and its index by key.
  ///
  /// A shuffle's new round: one sort, then one rebuild of the index.
  /// - Returns: whether any item moved.
  package mutating func reorder(by precedes: (CarouselItem, CarouselItem) -> Bool) -> Bool {
    let sorted = items.sorted(by: precedes)
    guard sorted.map(\.key) != items.map(\.key) else { return false }
    items = sorted
    reindex(from: 0)
    return true
  }
}
