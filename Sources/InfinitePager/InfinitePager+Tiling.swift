// MARK: - Tiling: recycle, fill, place

extension InfinitePager {
  /// Brings the live pages in line with the position: recycle the pages that left, fill the
  /// missing slots from the data source, place every page.
  func retile() {
    let visible = SlotMath.visibleSlots(at: position, count: count, wraps: loops)
    let live = SlotMath.liveSlots(
      around: visible, margin: PagerConstants.preloadMargin, count: count, wraps: loops)
    recycleTiles(outside: live)
    fillTiles(in: live)
    placeTiles()
  }

  /// Sends the pages of slots outside `live` to the reuse queue.
  func recycleTiles(outside live: ClosedRange<Int>?) {
    var kept: [Tile<Page>] = []
    kept.reserveCapacity(tiles.count)
    for tile in tiles {
      if let live, live.contains(tile.slot) {
        kept.append(tile)
      } else {
        reuseQueue.enqueue(tile.page)
      }
    }
    tiles = kept
  }

  /// Asks the data source for a page for every slot of `live` without one; keeps slot order.
  func fillTiles(in live: ClosedRange<Int>?) {
    guard let live, let dataSource, live.count != tiles.count else { return }
    var filled: [Tile<Page>] = []
    filled.reserveCapacity(live.count)
    var existing = tiles.makeIterator()
    var next = existing.next()
    for slot in live {
      if let tile = next, tile.slot == slot {
        filled.append(tile)
        next = existing.next()
      } else {
        let index = SlotMath.wrap(slot, count: count)
        let page = dataSource.pager(self, pageAt: index)
        let key = dataSource.pager(self, keyForPageAt: index)
        filled.append(Tile(slot: slot, page: page, index: index, key: key))
      }
    }
    tiles = filled
  }

  /// Sets every page's offset from the viewport's leading edge and whether it is visible.
  func placeTiles() {
    let visible = SlotMath.visibleSlots(at: position, count: count, wraps: loops)
    for i in tiles.indices {
      tiles[i].offset = Double(tiles[i].slot - position.page) - position.offset
      tiles[i].isVisible = visible?.contains(tiles[i].slot) ?? false
    }
  }

  /// Sends every live page to the reuse queue.
  func recycleAllTiles() {
    recycleTiles(outside: nil)
  }
}
