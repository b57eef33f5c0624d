import PictureFiles

extension PictureFeed {
  /// Adds the pictures at `paths` to the catalog, each at its place in ``order`` (at the end
  /// for ``PictureOrder/asFound``); paths already there are skipped.
  ///
  /// The way pictures join a running carousel: the folder scan's batches, and files that
  /// appear later. The caller reloads the pager, which keeps the current item by its key.
  /// - Returns: whether the catalog changed.
  package func add(_ paths: [FilePath]) -> Bool {
    let items = paths.map { CarouselItem(file: $0, clips: listing.clips) }
    guard order != .asFound || admits != nil else {
      let additions = items.map { CatalogChange.insert($0, before: nil) }
      return apply(additions, keeping: nil).isChanged
    }
    // Items the catalog started with are keyed first, in their order; pictures kept out are
    // keyed too, so that they join at their place when they are let in.
    keyEveryItem(catalog.items + items)
    return catalog.merge(admitted(items), by: itemPrecedes)
  }

  /// Gives each of `items` that has no order key one, in the order given.
  func keyEveryItem(_ items: [CarouselItem]) {
    for item in items where orderKeys[item.key] == nil {
      orderKeys[item.key] = newKey(for: item.key)
    }
  }

  /// The order key of the next picture found, `key`'s: with its rank in the shuffle's round.
  private func newKey(for key: ItemKey) -> OrderKey {
    defer { foundSoFar += 1 }
    let rank = order.isWeighted ? round?.rank(of: key) ?? 0 : 0
    return OrderKey(path: key.path, sequence: foundSoFar, order: order, roundRank: rank)
  }

  /// Whether `left` comes before `right` in ``order``, by the keys they were given when they
  /// joined.
  var itemPrecedes: (CarouselItem, CarouselItem) -> Bool {
    let order = order
    let keys = orderKeys
    return { left, right in
      // Every item was given a key when it joined.
      guard let a = keys[left.key], let b = keys[right.key] else { return false }
      return order.precedes(a, b)
    }
  }

  /// Where the picture at `path` joins `catalog` (this feed's catalog, or a copy that a batch
  /// of changes is being worked out on) in ``order``: at its place (a binary search, the
  /// catalog being in that order), or last for ``PictureOrder/asFound``.
  func place(of path: FilePath, in catalog: Catalog) -> Int {
    guard order != .asFound else { return catalog.count }
    let key = orderKey(for: path)
    var low = 0
    var high = catalog.count
    while low < high {
      let middle = (low + high) / 2
      if order.precedes(orderKey(for: catalog[middle].path), key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The order key of the picture at `path`, made (and kept) the first time it is asked for.
  private func orderKey(for path: FilePath) -> OrderKey {
    let item = ItemKey(path)
    if let key = orderKeys[item] { return key }
    let key = newKey(for: item)
    orderKeys[item] = key
    return key
  }
}
