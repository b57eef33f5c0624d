// MARK: - Reloading data

extension InfinitePager {
  /// Re-reads the count and reconfigures every live page (all recycled, none kept stale).
  ///
  /// The pager comes to rest on `initialPage` (clamped) when given; else on the item it showed,
  /// found again by the data source's stable key when it has keys; else on the same index,
  /// clamped to the new count. A running motion or drag is dropped.
  public func reloadData(initialPage: Int? = nil, at now: Double) {
    let oldKey = tiles.first { $0.slot == centreSlot }?.key
    let oldIndex = currentIndex ?? 0
    if isDragging {
      phase = .idle
      endInteraction(at: now)
    }
    phase = .idle
    count = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
    recycleAllTiles()
    let index = restoredIndex(initialPage: initialPage, key: oldKey, oldIndex: oldIndex)
    position = PagePosition(page: index)
    reportedSlot = index
    retile()
    debugLog("reloaded \(count) items at \(index)")
  }

  /// Reconfigures only the pages showing the current item (GBInfiniteScrollView's updateData);
  /// they go through the reuse queue like any other.
  public func reloadCurrentPage() {
    guard let current = currentIndex, let dataSource else { return }
    for i in tiles.indices where tiles[i].index == current {
      reuseQueue.enqueue(tiles[i].page)
      tiles[i].page = dataSource.pager(self, pageAt: current)
      tiles[i].key = dataSource.pager(self, keyForPageAt: current)
    }
  }

  private func restoredIndex(initialPage: Int?, key: AnyHashable?, oldIndex: Int) -> Int {
    guard count > 0 else { return 0 }
    if let initialPage { return min(max(initialPage, 0), count - 1) }
    if let key, let index = dataSource?.pager(self, indexForKey: key), (0..<count).contains(index) {
      return index
    }
    return min(max(oldIndex, 0), count - 1)
  }
}
