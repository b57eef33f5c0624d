import PictureFiles

// MARK: - A weighted shuffle's rounds (``ShuffleRound``)

extension PictureFeed {
  /// The carousel rests on item `index`, the slideshow going `step` (+1 or −1).
  ///
  /// At the round's last picture that way the next round begins (every picture ranked again, the one shown
  /// kept last until the carousel moves on); on another picture, the one kept last takes its
  /// place. Nothing for an order that is not a weighted shuffle.
  ///
  /// - Returns: whether the catalog's order changed (the caller reloads the pager, which keeps
  ///   the item shown by its key).
  package func rest(onItem index: Int, step: Int) -> Bool {
    guard let round, order.isWeighted, catalog.items.indices.contains(index) else { return false }
    let key = catalog[index].key
    if !hasScanResultsToCome { round.isUnderWay = true }
    round.currentRank = round.rank(of: key)
    var changed = false
    if let kept = round.deferred?.key, kept != key, let released = round.release() {
      orderKeys[released] = rekeyed(released)
      changed = catalog.reorder(by: itemPrecedes)
    }
    let last = step > 0 ? catalog.count - 1 : 0
    if index == last, catalog.count > 1, round.deferred == nil {
      let keys = catalog.items.map(\.key) + excluded.keys
      round.beginNext(keys: keys, last: key, step: step)
      for key in keys { orderKeys[key] = rekeyed(key) }
      changed = catalog.reorder(by: itemPrecedes) || changed
    }
    return changed
  }

  /// Each picture's rank in the round, by path, as the catalog's order has it (the one kept
  /// last at its end, ±∞).
  package var roundRanks: [FilePath: Double] {
    var ranks: [FilePath: Double] = [:]
    for (key, orderKey) in orderKeys { ranks[key.path] = orderKey.roundRank }
    return ranks
  }

  /// The order key of `key` with its rank in the round as it is now.
  private func rekeyed(_ key: ItemKey) -> OrderKey {
    let old = orderKeys[key]
    return OrderKey(
      path: key.path, sequence: old?.sequence ?? 0, order: order,
      roundRank: round?.rank(of: key) ?? 0)
  }
}
