/// The order of the carousel's pictures (`--sort`, `--reverse`, `--shuffle`), as a rule between
/// two ``OrderKey``s, so pictures found later (a folder scan in batches, a live folder) join
/// the catalog at their place without a reload of what is there.
package struct PictureOrder: Equatable, Sendable {
  /// What pictures are sorted by.
  package enum Sort: String, CaseIterable, Sendable {
    /// By path, names compared character by character (`img10` before `img2`); a folder's own
    /// pictures before those of its subfolders.
    case name
    /// By path, runs of digits compared by value (`img2` before `img10`); a folder's own
    /// pictures before those of its subfolders.
    case natural
    /// By modification time, oldest first; the same time by natural order.
    case mtime
    /// By file size, smallest first; the same size by natural order.
    case size
    /// As given: paths in the order named, each folder's pictures in natural order.
    case none
  }

  package var sort: Sort
  /// Whether the order is turned round.
  package var isReversed: Bool
  /// A shuffle's seed, or nil for no shuffle; a shuffle overrides ``sort``.
  package var shuffleSeed: UInt64?
  /// With a shuffle: what comes first in each round (``ShuffleRound``); nil keeps one shuffled
  /// order for every round.
  package var weight: ShuffleWeight?

  package init(
    sort: Sort, isReversed: Bool = false, shuffleSeed: UInt64? = nil,
    weight: ShuffleWeight? = nil
  ) {
    self.sort = sort
    self.isReversed = isReversed
    self.shuffleSeed = shuffleSeed
    self.weight = shuffleSeed == nil ? nil : weight
  }

  /// Whether each round of the shuffle is an order of its own, weighted (``ShuffleRound``).
  package var isWeighted: Bool { weight != nil }

  /// The order the scan delivers, with no sorting of its own: what the catalog did before
  /// orders existed (and the order of `--sort none`).
  package static let asFound = PictureOrder(sort: .none)

  /// Whether keys need the file's size and modification time (a `stat` each).
  var needsFileInfo: Bool { shuffleSeed == nil && (sort == .mtime || sort == .size) }

  /// Whether `left` comes before `right`.
  package func precedes(_ left: OrderKey, _ right: OrderKey) -> Bool {
    isReversed ? ascending(right, left) : ascending(left, right)
  }

  private func ascending(_ left: OrderKey, _ right: OrderKey) -> Bool {
    if weight != nil {
      if left.roundRank != right.roundRank { return left.roundRank < right.roundRank }
      return left.path.bytes.lexicographicallyPrecedes(right.path.bytes)
    }
    if shuffleSeed != nil {
      if left.shuffleRank != right.shuffleRank { return left.shuffleRank < right.shuffleRank }
      return left.path.bytes.lexicographicallyPrecedes(right.path.bytes)
    }
    switch sort {
    case .none: return left.sequence < right.sequence
    case .name: return OrderKey.treePrecedes(left, right, natural: false)
    case .natural: return OrderKey.treePrecedes(left, right, natural: true)
    case .mtime:
      if left.modified != right.modified { return left.modified < right.modified }
      return OrderKey.treePrecedes(left, right, natural: true)
    case .size:
      if left.byteCount != right.byteCount { return left.byteCount < right.byteCount }
      return OrderKey.treePrecedes(left, right, natural: true)
    }
  }
}
