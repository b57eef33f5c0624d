#if canImport(Glibc)
  import Glibc
#endif

/// One round of a weighted shuffle (`--shuffle --shuffle-weight`): each picture's rank in it,
/// smallest first, fixed when the round begins, so that every picture is shown once a round and
/// those its weight favours come first.
///
/// A rank is a draw of the round's seeded random order, weighted: with ``ShuffleWeight/recent``
/// it is an exponential race, `E / w` with `E = −ln U` drawn from the seed, the round and the
/// path, and `w = 1 + boost · 2^(−age / half-life)` (``PipelineConstants/recentWeightBoost``,
/// ``PipelineConstants/recentWeightHalfLife``), so a picture of last week comes before a given
/// old one about 850 times in 851; with ``ShuffleWeight/unseen`` it is the picture's showing
/// count plus a fraction `E / (1 + E)`, so the least shown come first, in a random order among
/// themselves.
///
/// A picture that joins once the round's order is set (found later, a live folder's new file,
/// one the last run did not know) comes right after the picture shown. At a round's end the
/// picture shown, the round's last, stays last in the next round (rank ±∞) until the carousel
/// has moved on; then it takes its own rank, no earlier than right after the picture shown.
/// Main thread only, owned by the `PictureFeed`.
package final class ShuffleRound {
  package let weight: ShuffleWeight
  package let seed: UInt64
  /// The round, counted from 0.
  package private(set) var number = 0
  /// Each picture's rank in this round.
  private var ranks: [ItemKey: Double] = [:]
  /// The round before's last picture, kept at an end of this one, and the rank it takes then.
  package private(set) var deferred: (key: ItemKey, rank: Double)?
  /// The rank of the picture shown.
  package var currentRank = -Double.infinity
  /// Whether the round's order is set: a picture joining now comes after the one shown.
  package var isUnderWay = false
  /// Each picture's age and showing count, asked when it is ranked.
  private let standing: (FilePath) -> ShuffleStanding
  /// What the last run left of its round, read the first time a rank is asked for.
  private var restore: (() -> Restored?)?

  /// What a round picked up from the last run holds.
  package struct Restored {
    package var number: Int
    package var ranks: [ItemKey: Double]
    package var deferred: ItemKey?

    package init(number: Int, ranks: [ItemKey: Double], deferred: ItemKey?) {
      self.number = number
      self.ranks = ranks
      self.deferred = deferred
    }
  }

  /// - Parameters:
  ///   - standing: each picture's age and showing count.
  ///   - restore: the last run's round, if any, asked once, when the first rank is (so that a
  ///     start reads it after its first picture is on screen).
  package init(
    weight: ShuffleWeight, seed: UInt64, standing: @escaping (FilePath) -> ShuffleStanding,
    restore: (() -> Restored?)? = nil
  ) {
    self.weight = weight
    self.seed = seed
    self.standing = standing
    self.restore = restore
  }

  /// The rank of the picture `key` in this round: its own, or, joining now, a new one.
  package func rank(of key: ItemKey) -> Double {
    takeRestored()
    if let rank = ranks[key] { return rank }
    let rank = isUnderWay ? Self.right(after: currentRank) : draw(key)
    ranks[key] = rank
    return rank
  }

  /// Every rank of this round, by path.
  package var allRanks: [FilePath: Double] {
    Dictionary(uniqueKeysWithValues: ranks.map { ($0.key.path, $0.value) })
  }

  /// Begins the next round for the pictures `keys`: each is drawn again, but `last`, the
  /// picture shown, which stays at the end the slideshow comes to last (`step`: +1, the ends
  /// of the ranks; −1, their start) until ``release()``.
  package func beginNext(keys: [ItemKey], last: ItemKey, step: Int) {
    takeRestored()
    number += 1
    ranks = [:]
    for key in keys { ranks[key] = draw(key) }
    deferred = (last, ranks[last] ?? draw(last))
    ranks[last] = step > 0 ? .infinity : -.infinity
    currentRank = ranks[last] ?? currentRank
    isUnderWay = true
  }

  /// The carousel has moved on from the round before's last picture: it takes its own rank,
  /// no earlier than right after the picture shown.
  /// - Returns: the picture whose rank changed, or nil when none was kept.
  package func release() -> ItemKey? {
    guard let (key, rank) = deferred else { return nil }
    deferred = nil
    ranks[key] = max(rank, Self.right(after: currentRank))
    return key
  }

  /// A rank of this round for `key`, from its standing.
  private func draw(_ key: ItemKey) -> Double {
    let hash = OrderKey.rank(key.path.bytes, seed: seed ^ OrderKey.rank([], seed: UInt64(number)))
    let uniform = (Double(hash >> 11) + 0.5) / 9_007_199_254_740_992  // (0, 1): 53 bits
    let race = -log(uniform)
    let standing = standing(key.path)
    switch weight {
    case .recent:
      let age = max(standing.age ?? .infinity, 0)
      let recency = exp2(-age / PipelineConstants.recentWeightHalfLife)
      return race / (1 + PipelineConstants.recentWeightBoost * recency)
    case .unseen:
      return Double(standing.count) + race / (1 + race)
    }
  }

  /// The smallest rank after `rank`.
  private static func right(after rank: Double) -> Double {
    rank == -.infinity ? -Double.greatestFiniteMagnitude : rank.nextUp
  }

  private func takeRestored() {
    guard let restore else { return }
    self.restore = nil
    guard let restored = restore() else { return }
    number = restored.number
    ranks = restored.ranks
    if let key = restored.deferred { deferred = (key, draw(key)) }
    isUnderWay = !ranks.isEmpty
  }
}
