/// Which items each page of the carousel shows: one, or two that share it (`--pairs`).
///
/// The pages follow the list: page k shows a run of one or two consecutive items.
///
/// A value; without pairs, page k is item k.
package struct PageMap: Equatable, Sendable {
  /// The first item of each page, ascending.
  private let starts: [Int]
  /// The page of each item.
  private let pageOfItem: [Int]
  /// The pairs it holds, by their first item's key: what a later pairing keeps.
  package let pairs: [ItemKey: ItemKey]

  /// One page per item, for `count` items.
  package init(singles count: Int) {
    starts = Array(0..<count)
    pageOfItem = starts
    pairs = [:]
  }

  /// The pages of `items`, pairing two neighbours that both `wantPartner` (by index), keeping
  /// the pairs of `kept` (first key to second) whose items are still neighbours in that order
  /// and still want one.
  ///
  /// Pairing follows the list: from the first item on, an item pairs with the next one when
  /// both want a partner, unless the next one begins a kept pair with the one after it. So the
  /// same list pairs the same way every time (with nothing kept), and pictures added, removed
  /// or renamed elsewhere in the list leave the pairs already made as they were.
  package init(
    pairing items: [CarouselItem], wantPartner: (Int) -> Bool, keeping kept: [ItemKey: ItemKey]
  ) {
    var starts: [Int] = []
    var pageOfItem = [Int](repeating: 0, count: items.count)
    var pairs: [ItemKey: ItemKey] = [:]
    func isKept(_ index: Int) -> Bool {
      index + 1 < items.count && kept[items[index].key] == items[index + 1].key
        && wantPartner(index) && wantPartner(index + 1)
    }
    var index = 0
    while index < items.count {
      pageOfItem[index] = starts.count
      let pairsHere =
        index + 1 < items.count
        && (isKept(index)
          || (wantPartner(index) && wantPartner(index + 1) && !isKept(index + 1)))
      if pairsHere {
        pageOfItem[index + 1] = starts.count
        pairs[items[index].key] = items[index + 1].key
      }
      starts.append(index)
      index += pairsHere ? 2 : 1
    }
    self.starts = starts
    self.pageOfItem = pageOfItem
    self.pairs = pairs
  }

  /// How many pages there are.
  package var count: Int { starts.count }

  /// The items page `page` shows (one or two), or none for a page that is not there.
  package func items(onPage page: Int) -> Range<Int> {
    guard starts.indices.contains(page) else { return 0..<0 }
    let end = page + 1 < starts.count ? starts[page + 1] : pageOfItem.count
    return starts[page]..<end
  }

  /// The page that shows item `item` (clamped to the items there are).
  package func page(ofItem item: Int) -> Int {
    guard !pageOfItem.isEmpty else { return 0 }
    return pageOfItem[min(max(item, 0), pageOfItem.count - 1)]
  }
}
