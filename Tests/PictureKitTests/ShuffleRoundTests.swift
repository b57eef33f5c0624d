import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles
@testable import PictureKit

/// The weighted shuffle's rounds, through the feed that keeps them in its catalog's order: over
/// 100 rounds of 1,000 old and 10 new pictures each picture shows once a round and the new ones
/// within its first tenth; the least shown first with `unseen`; a round picked up from the last
/// run; pictures joining a round under way coming next.
@Suite(.serialized) struct ShuffleRoundTests {
  /// A feed of `count` pictures `p0.png` ..., in a weighted shuffle whose standing `standing`
  /// gives.
  static func feed(
    _ names: [String], weight: ShuffleWeight, seed: UInt64 = 7,
    standing: @escaping (FilePath) -> ShuffleStanding,
    restore: (() -> ShuffleRound.Restored?)? = nil
  ) throws -> PictureFeed {
    let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
    let store = PictureStore(
      renderer: renderer, box: Size(width: 8, height: 8), decoder: SolidColorDecoder(),
      notify: {}, report: { _, _ in })
    let feed = PictureFeed(catalog: Catalog(), store: store, scanNews: {})
    feed.order = PictureOrder(sort: .natural, shuffleSeed: seed, weight: weight)
    feed.round = ShuffleRound(weight: weight, seed: seed, standing: standing, restore: restore)
    _ = feed.add(names.map(FilePath.init))
    return feed
  }

  /// Plays the slideshow forward over `feed` for `rounds` rounds, as the viewer does (a rest on
  /// each picture, then the next): each round's pictures in the order shown.
  static func play(_ feed: PictureFeed, rounds: Int, shown: (FilePath) -> Void = { _ in })
    -> [[String]]
  {
    var played: [[String]] = []
    var index = 0
    while let round = feed.round, round.number < rounds {
      let item = feed.catalog[index]
      if played.count <= round.number { played.append([]) }
      played[round.number].append(item.name)
      shown(item.path)
      if feed.rest(onItem: index, step: 1) { index = feed.catalog.index(of: item.key) ?? 0 }
      index = (index + 1) % feed.catalog.count
    }
    return played
  }

  static let old = (0..<1_000).map { "old\($0).png" }
  static let new = (0..<10).map { "new\($0).png" }

  @Test("100 rounds of 1,000 old and 10 new: each picture once a round, the new in its first tenth")
  func recentComeFirstEveryRound() throws {
    let rounds = try SDLTestSession.run {
      let feed = try Self.feed(Self.old + Self.new, weight: .recent) { path in
        // Old: two to ten years; new: this week.
        let days =
          path.displayName.hasPrefix("new") ? 3.0 : 730 + Double(path.bytes.count % 9) * 300
        return ShuffleStanding(age: days * 86_400)
      }
      return Self.play(feed, rounds: 100)
    }
    #expect(rounds.count == 100)
    let everyone = Set(Self.old + Self.new)
    var orders = Set<[String]>()
    for (number, round) in rounds.enumerated() {
      #expect(round.count == 1_010, "round \(number)")
      #expect(Set(round) == everyone, "round \(number) missed a picture")
      let newPlaces = round.indices.filter { round[$0].hasPrefix("new") }
      #expect(newPlaces.count == 10)
      #expect(newPlaces.allSatisfy { $0 < 101 }, "round \(number): \(newPlaces)")
      orders.insert(round)
    }
    #expect(orders.count == 100, "each round an order of its own")
  }

  @Test("unseen: the least shown come first, each picture once a round")
  func leastShownFirst() throws {
    var counts: [FilePath: Int] = [:]
    for name in Self.old.prefix(200) { counts[FilePath(name)] = 3 }
    let names = Array(Self.old.prefix(200)) + Self.new
    let rounds = try SDLTestSession.run {
      let feed = try Self.feed(names, weight: .unseen) { path in
        ShuffleStanding(count: counts[path] ?? 0)
      }
      return Self.play(feed, rounds: 4) { counts[$0, default: 0] += 1 }
    }
    #expect(Set(rounds[0].prefix(10)) == Set(Self.new), "never shown: first")
    for round in rounds { #expect(Set(round) == Set(names) && round.count == names.count) }
    for name in names {
      let before = name.hasPrefix("new") ? 0 : 3
      #expect(counts[FilePath(name)] == before + 4, "\(name) shown once a round")
    }
  }

  @Test("a round picked up from the last run goes on in its order; a new picture comes next")
  func restoredRoundGoesOn() throws {
    let names = (0..<8).map { "p\($0).png" }
    let ranks = Dictionary(
      uniqueKeysWithValues: names.enumerated().map { (ItemKey(FilePath($1)), Double(7 - $0)) })
    let (order, afterJoin) = try SDLTestSession.run {
      let feed = try Self.feed(
        names, weight: .unseen, standing: { _ in ShuffleStanding() },
        restore: { ShuffleRound.Restored(number: 5, ranks: ranks, deferred: nil) })
      let order = feed.catalog.items.map(\.name)
      _ = feed.rest(onItem: 2, step: 1)  // p5.png shown
      _ = feed.add([FilePath("late.png")])
      return (order, feed.catalog.items.map(\.name))
    }
    #expect(order == names.reversed())
    #expect(
      afterJoin == [
        "p7.png", "p6.png", "p5.png", "late.png", "p4.png", "p3.png", "p2.png", "p1.png", "p0.png",
      ])
  }
}
