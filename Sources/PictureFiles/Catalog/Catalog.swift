/// The items of the carousel, in order, each key at most once.
///
/// A value: the app holds one and changes it with ``apply(_:keeping:)``, the one way items are
/// added, removed, replaced or renamed (folder scans today, live folders later). Lookups by key
/// are constant time, so a catalog of 10,000 pictures applies a batch of changes in linear time.
package struct Catalog: Equatable, Sendable {
  /// The items in carousel order.
  package internal(set) var items: [CarouselItem] = []
  /// The index of each item by key.
  var indices: [ItemKey: Int] = [:]
  /// Goes up whenever an item is added, removed or renamed (not when one is replaced), so a
  /// reader that derives something from the list (its folders) knows when to derive it again.
  package private(set) var generation = 0

  /// An empty catalog.
  package init() {}

  /// Catalogs are equal when they hold the same items in the same order, however they came
  /// to (their generations may differ).
  package static func == (left: Catalog, right: Catalog) -> Bool {
    left.items == right.items
  }

  /// A catalog of `items` in order; a key seen before is skipped.
  package init(items: [CarouselItem]) {
    append(items)
  }

  /// The pictures that `paths` name, expanded now (see ``FolderWalker``): a folder becomes its
  /// pictures sorted by name (numbers in names compare by value, so `img2` comes before
  /// `img10`), with its subfolders when `recursive`; anything else is kept as given.
  ///
  /// `listing` says which of the folders' files are items.
  package init(paths: [String], recursive: Bool = false, listing: ItemListing = ItemListing()) {
    var walker = FolderWalker(recursive: recursive, listing: listing)
    var found: [FilePath] = []
    walker.walk(paths.map(FilePath.init)) { found += $0 }
    append(found.map { CarouselItem(file: $0, clips: listing.clips) })
  }

  package var count: Int { items.count }
  package var isEmpty: Bool { items.isEmpty }

  package subscript(index: Int) -> CarouselItem { items[index] }

  /// The index of the item with `key`, or nil.
  package func index(of key: ItemKey) -> Int? { indices[key] }

  /// Adds `newItems` at the end, skipping keys already present.
  private mutating func append(_ newItems: [CarouselItem]) {
    generation &+= 1
    for item in newItems where indices[item.key] == nil {
      indices[item.key] = items.count
      items.append(item)
    }
  }

  /// Recomputes the index of every item from `start` on, after an insertion or removal there.
  mutating func reindex(from start: Int) {
    generation &+= 1
    for index in start..<items.count { indices[items[index].key] = index }
  }
}

/// One change to a ``Catalog``.
package enum CatalogChange: Equatable, Sendable {
  /// Adds `item` before the item with key `before`, or at the end when that is nil or absent.
  /// An item whose key is already in the catalog is left as it is.
  case insert(CarouselItem, before: ItemKey?)
  /// Removes the item with `key`, if present.
  case remove(ItemKey)
  /// The file behind `key` has new content (written in place or renamed over it): its revision
  /// goes up, so it is decoded again.
  case replace(ItemKey)
  /// The item with key `from` is now called `to`, in the same place.
  case rename(from: ItemKey, to: ItemKey)
}

/// What ``Catalog/apply(_:keeping:)`` did.
package struct CatalogUpdate: Equatable, Sendable {
  /// Keys whose cached pictures no longer belong to any item: removed or renamed away.
  package var forgotten: Set<ItemKey> = []
  /// Keys whose file has new content: their cached pictures may show until decoded again.
  package var replaced: Set<ItemKey> = []
  /// The index of the item that was current, after the changes; when it was removed, the index
  /// of the nearest item after it that is still there (wrapping round); nil when the catalog is
  /// empty or nothing was current.
  package var current: Int?
  /// Whether any item was added, removed, replaced or renamed.
  package var isChanged = false
}

extension Catalog {
  /// Applies `changes` in order and tells what became of the item at index `current`.
  package mutating func apply(_ changes: [CatalogChange], keeping current: Int?) -> CatalogUpdate {
    let before = items.map(\.key)
    var renamed: [ItemKey: ItemKey] = [:]
    var update = CatalogUpdate()
    for change in changes {
      update.isChanged = apply(change, renamed: &renamed, update: &update) || update.isChanged
    }
    update.current = current.flatMap { survivor(of: $0, in: before, renamed: renamed) }
    if update.current == nil, current != nil, !isEmpty { update.current = 0 }
    return update
  }

  private mutating func apply(
    _ change: CatalogChange, renamed: inout [ItemKey: ItemKey], update: inout CatalogUpdate
  ) -> Bool {
    switch change {
    case .insert(let item, let before):
      guard indices[item.key] == nil else { return false }
      let at = before.flatMap { indices[$0] } ?? items.count
      items.insert(item, at: at)
      reindex(from: at)
    case .remove(let key):
      guard let at = indices.removeValue(forKey: key) else { return false }
      items.remove(at: at)
      update.forgotten.insert(key)
      reindex(from: at)
    case .replace(let key):
      guard let at = indices[key] else { return false }
      items[at].revision += 1
      update.replaced.insert(key)
    case .rename(let from, let to):
      guard from != to, let at = indices[from], indices[to] == nil else { return false }
      let old = items[at]
      items[at] = CarouselItem(key: to, kind: old.kind, revision: old.revision)
      indices[from] = nil
      indices[to] = at
      generation &+= 1
      update.forgotten.insert(from)
      renamed[from] = to
    }
    return true
  }

  /// The new index of the item that was at `index` of `keys`, or of the nearest one after it
  /// (wrapping) that survived the changes.
  private func survivor(of index: Int, in keys: [ItemKey], renamed: [ItemKey: ItemKey]) -> Int? {
    guard keys.indices.contains(index) else { return nil }
    for offset in 0..<keys.count {
      var key = keys[(index + offset) % keys.count]
      var hops = 0  // a rename and its reverse in one batch make a cycle
      while let next = renamed[key], hops < renamed.count {
        key = next
        hops += 1
      }
      if let found = indices[key] { return found }
    }
    return nil
  }
}
