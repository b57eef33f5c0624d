extension Catalog {
  /// Adds `newItems` (in any order) to a catalog that is in `order`, each at its place; keys
  /// already present are skipped.
  ///
  /// One pass over the catalog plus a sort of the new items, so a scan that delivers 10,000
  /// pictures in batches costs a few linear merges, not an insertion each.
  /// - Returns: whether anything was added.
  package mutating func merge(
    _ newItems: [CarouselItem], by precedes: (CarouselItem, CarouselItem) -> Bool
  ) -> Bool {
    var seen: Set<ItemKey> = []
    let additions = newItems.filter { index(of: $0.key) == nil && seen.insert($0.key).inserted }
      .sorted(by: precedes)
    guard !additions.isEmpty else { return false }
    var merged: [CarouselItem] = []
    merged.reserveCapacity(items.count + additions.count)
    var old = items[...]
    var new = additions[...]
    while let next = new.first {
      if let first = old.first, !precedes(next, first) {
        merged.append(first)
        old = old.dropFirst()
      } else {
        merged.append(next)
        new = new.dropFirst()
      }
    }
    merged += old
    let start = items.indices.first { items[$0].key != merged[$0].key } ?? items.count
    items = merged
    reindex(from: start)
    return true
  }
}
